import { seededRandom } from "#tests/support/seeded-random.ts";
import type { ClusterClient, SendOptions } from "./http-client.ts";

export type Outcome = {
  client: number;
  request: string;
  /** The status, or 0 when no answer came (a network error or a timeout). */
  status: number;
  expected: number;
  gateway: string | null;
  error?: string;
  startedAt: number;
  endedAt: number;
};

/** A customer whose creation was acknowledged (201), which must be in the primary afterwards. */
export type AcknowledgedWrite = { id: string; name: string };

export type LoadClientOptions = { index: number; baseUrl: string; client: ClusterClient; seed: number };

/**
 * One person working through HAProxy, one request at a time until `running()` turns false: creates
 * customers (on the session or the API key), lists them (either way) and reads back one they created
 * on the session, checking it is there at once.
 */
export async function runLoadClient(
  { index, baseUrl, client, seed }: LoadClientOptions,
  running: () => boolean,
  outcomes: Outcome[],
  acknowledged: AcknowledgedWrite[],
): Promise<void> {
  const random = seededRandom(seed);
  const ownOnSession: AcknowledgedWrite[] = [];
  let sequence = 0;

  const send = async (method: string, path: string, expected: number, options: SendOptions) => {
    const startedAt = Date.now();
    const request = `${method} ${path} (${options.as ?? "session"})`;
    try {
      const answer = await client.send(baseUrl, method, path, { timeoutMs: 20_000, ...options });
      outcomes.push({
        client: index,
        request,
        status: answer.status,
        expected,
        gateway: answer.gateway,
        startedAt,
        endedAt: Date.now(),
      });
      return answer.status === expected ? answer.body : undefined;
    } catch (error) {
      const failure = String((error as Error).cause ?? error);
      outcomes.push({
        client: index,
        request,
        status: 0,
        expected,
        gateway: null,
        error: failure,
        startedAt,
        endedAt: Date.now(),
      });
      return undefined;
    }
  };

  while (running()) {
    const roll = random();
    const as = random() < 0.5 ? ("session" as const) : ("apiKey" as const);
    if (roll < 0.3) {
      sequence += 1;
      const name = `Load ${index}-${sequence}`;
      const body = { name, email: `load-${index}-${sequence}@example.com` };
      const created = (await send("POST", "/api/customers", 201, { as, body })) as { id: string } | undefined;
      if (created) {
        acknowledged.push({ id: created.id, name });
        if (as === "session") ownOnSession.push({ id: created.id, name });
      }
    } else if (roll < 0.7 || ownOnSession.length === 0) {
      await send("GET", "/api/customers?limit=20", 200, { as });
    } else {
      const own = ownOnSession[Math.floor(random() * ownOnSession.length)]!;
      const read = (await send("GET", `/api/customers/${own.id}`, 200, {})) as { name: string } | undefined;
      if (read && read.name !== own.name) {
        outcomes.push({
          client: index,
          request: `GET /api/customers/${own.id} (session)`,
          status: 200,
          expected: 200,
          gateway: null,
          error: `read "${read.name}" instead of "${own.name}"`,
          startedAt: Date.now(),
          endedAt: Date.now(),
        });
      }
    }
  }
}
