import { seededRandom } from "#tests/support/seeded-random.ts";
import type { ClusterClient } from "../support/http-client.ts";

/** Shares of each kind of request, summing to 1. */
export type Mix = { list: number; read: number; write: number };

export type Throughput = {
  requests: number;
  failed: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
};

function percentile(sorted: number[], share: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

/**
 * Every client sends one request after another to `baseUrl` for `seconds`, on its API key: a page of
 * customers, one customer it created, or a new customer, drawn from `mix` with a fixed seed.
 */
export async function measureThroughput(
  baseUrl: string,
  clients: ClusterClient[],
  mix: Mix,
  seconds: number,
  seed: number,
): Promise<Throughput> {
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    clients.map(async (client, index) => {
      const random = seededRandom(seed + index);
      const created: string[] = [];
      let sequence = 0;
      while (performance.now() < deadline) {
        const roll = random();
        const sentAt = performance.now();
        let path = "/api/customers?limit=20";
        let method = "GET";
        let body: unknown;
        if (roll < mix.write || created.length === 0) {
          sequence += 1;
          method = "POST";
          path = "/api/customers";
          body = {
            name: `Figure ${seed}-${index}-${sequence}`,
            email: `figure-${seed}-${index}-${sequence}@example.com`,
          };
        } else if (roll < mix.write + mix.read) {
          path = `/api/customers/${created[Math.floor(random() * created.length)]}`;
        }
        const answer = await client.send(baseUrl, method, path, { as: "apiKey", body }).catch(() => undefined);
        latencies.push(performance.now() - sentAt);
        if (!answer || answer.status >= 300) failed += 1;
        else if (method === "POST") created.push((answer.body as { id: string }).id);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failed,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
  };
}
