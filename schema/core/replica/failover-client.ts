import { isDatabaseUnavailable } from "../db/prisma-errors.ts";
import { UnavailableError } from "../errors.ts";

export type Copy = "primary" | "replica";

export type FailoverOptions = {
  /** Called once per query with the copy that answered it. */
  onRead: (copy: Copy) => void;
  /** Called when the replica failed a query that the primary then answered. */
  onReplicaError: (error: unknown, unreachable: boolean) => void;
};

type Path = readonly PropertyKey[];

function call(client: object, path: Path, args: unknown[]): Promise<unknown> {
  let owner: Record<PropertyKey, unknown> = client as Record<PropertyKey, unknown>;
  for (const key of path.slice(0, -1)) owner = owner[key] as Record<PropertyKey, unknown>;
  const method = owner[path[path.length - 1] as PropertyKey] as (...args: unknown[]) => Promise<unknown>;
  return Promise.resolve(method.apply(owner, args));
}

/**
 * A client that sends each query to the replica and, when the replica fails it (stopped, cut off, or a
 * query cancelled by a conflict with recovery), sends the same query to the primary: a reader never
 * sees the replica's trouble. Both must be the same kind of client (the system client, or the same
 * workspace's), so any method path of one exists on the other. Reads only: a query is sent twice
 * when the replica fails it.
 */
export function failoverClient<Client extends object>(
  replica: Client,
  primary: Client,
  { onRead, onReplicaError }: FailoverOptions,
): Client {
  async function run(path: Path, args: unknown[]): Promise<unknown> {
    let result: unknown;
    try {
      result = await call(replica, path, args);
    } catch (error) {
      onReplicaError(error, error instanceof UnavailableError || isDatabaseUnavailable(error));
      result = await call(primary, path, args);
      onRead("primary");
      return result;
    }
    onRead("replica");
    return result;
  }
  return clientAt(run, []) as Client;
}

/** A client that counts each query it sends to `client`, for the same figures as failoverClient's. */
export function countingClient<Client extends object>(
  client: Client,
  copy: Copy,
  onRead: (copy: Copy) => void,
): Client {
  return clientAt(async (path, args) => {
    const result = await call(client, path, args);
    onRead(copy);
    return result;
  }, []) as Client;
}

/**
 * Stands for `client.a.b` at `path`: reading a property goes one level deeper, calling it runs the
 * query. `then` is not a property of a client, so awaiting one (by mistake) does not send anything.
 */
function clientAt(run: (path: Path, args: unknown[]) => Promise<unknown>, path: Path): unknown {
  return new Proxy(function client() {}, {
    get(_target, key) {
      if (key === "then" || typeof key === "symbol") return undefined;
      return clientAt(run, [...path, key]);
    },
    apply(_target, _this, args: unknown[]) {
      return run(path, args);
    },
  });
}
