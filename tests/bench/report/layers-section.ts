import { find, type BenchRun } from "./bench-run.ts";

const whole = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString("en-US") : "–");
const row = (cells: string[]) => `| ${cells.join(" | ")} |`;

/**
 * The per-layer table (issue 22): each layer of our REST list under an API key, with and without it.
 * Layers around the request are left out of a server of their own (tests/bench/layers/); those inside
 * it are timed in the bench's process, and their req/s without them is estimated from the CPU they save.
 */
export function layersSection(run: BenchRun): string {
  const layers = run.layers;
  if (!layers) return "Not measured in this run (it comes with the `ours` part).";
  const [all, ...each] = layers.http;
  if (!all) return "Not measured in this run.";
  const lines = [
    row(["Layer left out", "req/s with", "req/s without", "CPU µs/request with", "without", "the layer's µs"]),
    row(["---", "---", "---", "---", "---", "---"]),
    ...each.map((cost) =>
      row([
        cost.layer,
        whole(all.requestsPerSecond),
        whole(cost.requestsPerSecond),
        whole(all.cpuMicrosPerRequest),
        whole(cost.cpuMicrosPerRequest),
        whole(all.cpuMicrosPerRequest - cost.cpuMicrosPerRequest),
      ]),
    ),
    ...layers.inProcess.map((cost) =>
      row([
        `${cost.layer} (timed in process)`,
        whole(all.requestsPerSecond),
        `≈ ${whole((all.requestsPerSecond * all.cpuMicrosPerRequest) / (all.cpuMicrosPerRequest - cost.microsPerRequest))}`,
        whole(all.cpuMicrosPerRequest),
        whole(all.cpuMicrosPerRequest - cost.microsPerRequest),
        whole(cost.microsPerRequest),
      ]),
    ),
  ];
  const rps = (key: string) => find(run, key)?.throughput?.requestsPerSecond;
  const [ours, reference, cookie] = [rps("restList"), rps("authenticatedFloor"), rps("restListSession")];
  const prisma = layers.inProcess.find((cost) => cost.layer.startsWith("Prisma"))?.microsPerRequest;
  const notes = [
    "- Issue 8's findings stand: Prisma alone costs more per request than the gap between our REST list and 0.5× the bare `pg` floor, and a bare Yoga server reaches only 0.94× PostGraphile; those two ratios are out of reach under the fixed design (Prisma, Yoga, Express).",
    `- Each figure is the REST list of ${"`/api/customers?limit=50`"} under the bench's API key at 32 connections, on a server of its own; CPU µs per request is the server process's user + system time over the load divided by the requests it answered (less disturbed by other work on a shared machine than req/s). The in-process rows are one request's worth of work timed in the bench's process (the median of five rounds).`,
  ];
  if (ours !== undefined && cookie !== undefined) {
    notes.push(
      `- The same list under the API key and under a session cookie: ${whole(ours)} against ${whole(cookie)} req/s (${(ours / cookie).toFixed(2)}×).`,
    );
  }
  if (ours !== undefined && reference !== undefined && prisma !== undefined) {
    const needed = 0.6 * reference;
    const budget = (all.cpuMicrosPerRequest * ours) / needed;
    notes.push(
      `- 0.6× the authenticated Express + pg reference is ${whole(needed)} req/s: at our ${whole(ours)} req/s and ${whole(all.cpuMicrosPerRequest)} µs of CPU per request, about ${whole(budget)} µs per request. Prisma alone takes ${whole(prisma)} µs of them over plain pg.`,
    );
  }
  return [...lines, "", ...notes].join("\n");
}
