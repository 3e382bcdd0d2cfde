import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { BENCH_API_KEY, PAGE_SIZE } from "../bench-data.ts";
import { loadWithWrk, type LoadRequest } from "../load/wrk.ts";
import { THROUGHPUT_CONNECTIONS } from "../measure.ts";
import { startChildServer } from "../servers/child-server.ts";
import { measureInProcess, type InProcessCost } from "./in-process-costs.ts";

/**
 * What each layer of our server costs per request (issue 22): the REST list under the bench's API key,
 * loaded on our app (layer-server.ts) with every layer, then with one layer left out at a time, then
 * with all of them left out. Each variant is its own server process; its CPU time (user + system, from
 * /proc/<pid>/stat) over the measured load, divided by the requests answered, is the µs per request,
 * which other work on a shared machine disturbs far less than req/s.
 */
export type LayerVariant = { layer: string; without: string[] };

export const LAYER_VARIANTS: LayerVariant[] = [
  { layer: "every layer", without: [] },
  { layer: "request log (pino-http) and request ids", without: ["logging"] },
  { layer: "metrics (prom-client per route)", without: ["metrics"] },
  { layer: "security headers (helmet)", without: ["helmet"] },
  { layer: "compression", without: ["compression"] },
  { layer: "API key lookup (one query per request)", without: ["apiKey"] },
  { layer: "API key rate limit", without: ["rateLimit"] },
  {
    layer: "all of the above",
    without: ["logging", "metrics", "helmet", "compression", "apiKey", "rateLimit"],
  },
];

export type LayerCost = {
  layer: string;
  requestsPerSecond: number;
  cpuMicrosPerRequest: number;
  errors: number;
};

const LAYER_SERVER = fileURLToPath(new URL("./layer-server.ts", import.meta.url));
const CLOCK_TICKS_PER_SECOND = 100;

/** User + system CPU time of a process so far, in µs. */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime are the 14th and 15th fields of the line, the 12th and 13th after the name.
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS_PER_SECOND;
}

export const LAYER_REQUEST: LoadRequest = {
  path: `/api/customers?limit=${PAGE_SIZE}`,
  headers: { authorization: `Bearer ${BENCH_API_KEY.secret}` },
};

/** One variant on a server of its own: warmed up, then loaded while its CPU time is read. */
async function measureVariant(
  databaseUrl: string,
  variant: LayerVariant,
  timing: { seconds: number; warmupSeconds: number },
): Promise<LayerCost> {
  const server = await startChildServer({
    name: `Bramble without ${variant.without.join(", ") || "nothing"}`,
    args: [LAYER_SERVER],
    env: { DATABASE_URL: databaseUrl, NODE_ENV: "production", BENCH_WITHOUT: variant.without.join(",") },
    ready: { path: "/livez" },
  });
  try {
    const load = { connections: THROUGHPUT_CONNECTIONS };
    await loadWithWrk(server.baseUrl, LAYER_REQUEST, { ...load, seconds: timing.warmupSeconds });
    const before = cpuMicros(server.pid);
    const result = await loadWithWrk(server.baseUrl, LAYER_REQUEST, { ...load, seconds: timing.seconds });
    const cpu = cpuMicros(server.pid) - before;
    return {
      layer: variant.layer,
      requestsPerSecond: result.requestsPerSecond,
      cpuMicrosPerRequest: cpu / Math.max(1, result.requests),
      errors: result.errors,
    };
  } finally {
    await server.stop();
  }
}

/**
 * Every variant in turn; the one with every layer is measured first and again last, and its figures
 * are the mean of the two, so a machine that grows busier or quieter meanwhile weighs on both sides.
 */
export async function measureLayers(
  databaseUrl: string,
  timing: { seconds: number; warmupSeconds: number },
  log: (line: string) => void,
): Promise<LayerCost[]> {
  const costs: LayerCost[] = [];
  for (const variant of [...LAYER_VARIANTS, LAYER_VARIANTS[0]!]) {
    const cost = await measureVariant(databaseUrl, variant, timing);
    log(
      `  without ${variant.without.join(", ") || "nothing"}: ${cost.requestsPerSecond.toFixed(0)} req/s, ` +
        `${cost.cpuMicrosPerRequest.toFixed(0)} µs CPU per request`,
    );
    costs.push(cost);
  }
  const [first, again] = [costs[0]!, costs.pop()!];
  costs[0] = {
    ...first,
    requestsPerSecond: (first.requestsPerSecond + again.requestsPerSecond) / 2,
    cpuMicrosPerRequest: (first.cpuMicrosPerRequest + again.cpuMicrosPerRequest) / 2,
    errors: first.errors + again.errors,
  };
  return costs;
}

export type LayerCosts = { http: LayerCost[]; inProcess: InProcessCost[] };

/** The table's figures: the app's layers switched off one at a time, then those timed inside a request. */
export async function measureLayerCosts(
  databaseUrl: string,
  timing: { seconds: number; warmupSeconds: number },
  log: (line: string) => void,
): Promise<LayerCosts> {
  log("Bramble, layer by layer (REST list, API key):");
  const http = await measureLayers(databaseUrl, timing, log);
  const inProcess = await measureInProcess(databaseUrl);
  for (const cost of inProcess) log(`  ${cost.layer}: ${cost.microsPerRequest.toFixed(0)} µs CPU per request`);
  return { http, inProcess };
}
