import type { Logger } from "pino";
import type { Database, WorkspaceDatabase } from "../db/db.ts";
import { countingClient, failoverClient, type Copy } from "./failover-client.ts";
import { hasReplayed, isWalPosition } from "./wal-position.ts";

/** How often the replica is asked how far it has replayed: the longest a fresh write waits for it. */
export const REPLICA_POLL_MS = 100;
/** A replica that takes longer than this to say where it is counts as away. */
const POLL_TIMEOUT_MS = 1_000;

/** The clients for one request's reads that may lag a little: lists, search, the dashboard, public content. */
export type LagTolerantReads = {
  db: Database;
  /** The workspace's client for these reads, given the request's client of it on the primary. */
  forWorkspace(workspaceId: string, onPrimary: WorkspaceDatabase): WorkspaceDatabase;
};

export type ReadRouting = {
  /** The replica's client, for reporting its pool's use. */
  replica: Database | undefined;
  /**
   * The reads of a caller whose last write is at `readAfter` (a WAL position, or none): the replica's
   * when it is up and has replayed that write, else the primary's.
   */
  readsAfter(readAfter: string | undefined): LagTolerantReads;
  /**
   * Where the primary's log ends now: after a caller's write, the position its next reads must see.
   * Null without a replica, where every read sees every write.
   */
  writePosition(): Promise<string | null>;
  stop(): Promise<void>;
};

type Options = {
  primary: Database;
  /** Unset: every read goes to the primary and no position is kept. */
  replica?: Database | undefined;
  log: Logger;
  onRead?: (copy: Copy) => void;
  pollMs?: number;
};

/** The replica's replay position, or the primary's own end of log if it was given a primary. */
const REPLAYED_SQL = `SELECT (CASE WHEN pg_is_in_recovery() THEN pg_last_wal_replay_lsn() ELSE pg_current_wal_lsn() END)::text AS position`;

/**
 * Which copy serves the reads that may lag. The replica is asked where it stands every REPLICA_POLL_MS;
 * a caller whose own last write it has not replayed yet reads from the primary, so nobody misses their
 * own change; a replica that fails to answer, or fails a query, is left out until it answers again.
 */
export function createReadRouting({
  primary,
  replica,
  log,
  onRead = () => {},
  pollMs = REPLICA_POLL_MS,
}: Options): ReadRouting {
  const primaryReads: LagTolerantReads = {
    db: countingClient(primary, "primary", onRead),
    forWorkspace: (_workspaceId, onPrimary) => countingClient(onPrimary, "primary", onRead),
  };
  if (!replica) {
    return {
      replica: undefined,
      readsAfter: () => primaryReads,
      writePosition: async () => null,
      stop: async () => {},
    };
  }
  const replicaDb = replica;
  /** How far the replica has replayed, as of the last poll; null while it is away. */
  let replayed: string | null = null;
  let polling = false;
  const failover = {
    onRead,
    onReplicaError(error: unknown, unreachable: boolean) {
      if (unreachable) markAway(error);
      else log.warn({ err: error }, "the read replica failed a query; the primary answered it");
    },
  };

  function markAway(error: unknown) {
    if (replayed !== null) log.warn({ err: error }, "the read replica is away; reads go to the primary");
    replayed = null;
  }

  async function poll() {
    if (polling) return;
    polling = true;
    try {
      const rows = await Promise.race([
        replicaDb.$queryRawUnsafe<{ position: unknown }[]>(REPLAYED_SQL),
        new Promise<never>((_resolve, reject) =>
          setTimeout(() => reject(new Error("the read replica did not answer in time")), POLL_TIMEOUT_MS).unref(),
        ),
      ]);
      const position = rows[0]?.position;
      if (!isWalPosition(position)) throw new Error(`the read replica gave no replay position (${String(position)})`);
      if (replayed === null) log.info("the read replica is serving reads");
      replayed = position;
    } catch (error) {
      markAway(error);
    } finally {
      polling = false;
    }
  }

  const timer = setInterval(() => void poll(), pollMs);
  timer.unref();
  void poll();

  return {
    replica: replicaDb,
    readsAfter(readAfter) {
      const position = replayed;
      if (position === null || (readAfter !== undefined && !hasReplayed(position, readAfter))) return primaryReads;
      return {
        db: failoverClient(replicaDb, primary, failover),
        forWorkspace: (workspaceId, onPrimary) =>
          failoverClient(replicaDb.$forWorkspace(workspaceId), onPrimary, failover),
      };
    },
    async writePosition() {
      const [row] = await primary.$queryRawUnsafe<{ position: string }[]>(
        "SELECT pg_current_wal_lsn()::text AS position",
      );
      if (!row) throw new Error("the primary gave no WAL position");
      return row.position;
    },
    async stop() {
      clearInterval(timer);
      await replicaDb.$disconnect();
    },
  };
}
