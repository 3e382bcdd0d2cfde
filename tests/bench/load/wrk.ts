import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

/**
 * Loads one URL with wrk (Debian's package, the generator the issue measured with): written in C, it
 * takes less of the 2 cores from the server than a Node load generator would.
 */
const REPORT_SCRIPT = fileURLToPath(new URL("./wrk-report.lua", import.meta.url));
const WRK = "/usr/bin/wrk";

const run = promisify(execFile);

export type LoadRequest = {
  path: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
};

export type LoadResult = {
  requestsPerSecond: number;
  requests: number;
  /** Non-2xx/3xx answers, failed connections, reads and writes, and timeouts. */
  errors: number;
  /** Infinity when no request was answered within the run. */
  latencyMs: { p50: number; p95: number; p99: number; max: number };
};

export async function ensureWrk(log: (line: string) => void) {
  if (existsSync(WRK)) return;
  if (process.getuid?.() !== 0) throw new Error("wrk is missing: apt-get install -y wrk");
  log("installing Debian's wrk: apt-get install -y wrk");
  await run("apt-get", ["install", "-y", "wrk"], { maxBuffer: 64 * 1024 * 1024 });
}

export async function loadWithWrk(
  baseUrl: string,
  request: LoadRequest,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<LoadResult> {
  const headers = Object.entries(request.headers ?? {}).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const threads = String(Math.min(connections, 2));
  const args = ["-t", threads, "-c", String(connections), "-d", `${seconds}s`, "--timeout", "10s", "-s", REPORT_SCRIPT];
  const { stdout } = await run(WRK, [...args, ...headers, baseUrl + request.path], {
    env: { ...process.env, BENCH_METHOD: request.method ?? "GET", BENCH_BODY: request.body ?? "" },
  });
  const line = stdout.split("\n").find((candidate) => candidate.startsWith("BENCH_RESULT "));
  if (!line) throw new Error(`wrk printed no result:\n${stdout}`);
  const result = JSON.parse(line.slice("BENCH_RESULT ".length)) as Record<string, number>;
  const value = (name: string) => result[name] ?? 0;
  // With no answer within the run, wrk reports latencies of 0: they were longer than the run.
  const ms = (name: string) => (value("requests") === 0 ? Infinity : value(name) / 1000);
  return {
    requestsPerSecond: value("requests") / (value("durationUs") / 1_000_000),
    requests: value("requests"),
    errors: value("status") + value("connect") + value("read") + value("write") + value("timeout"),
    latencyMs: { p50: ms("p50"), p95: ms("p95"), p99: ms("p99"), max: ms("max") },
  };
}
