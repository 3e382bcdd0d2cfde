import { loadavg } from "node:os";
import { loadWithWrk, type LoadResult } from "./load/wrk.ts";
import { sampleRss } from "./load/rss-sampler.ts";
import type { Scenario } from "./scenarios.ts";
import type { ChildServer } from "./servers/child-server.ts";

/** Connections for throughput (req/s) and for latency (p50/p95/p99), as the issue sets them. */
export const THROUGHPUT_CONNECTIONS = 32;
export const LATENCY_CONNECTIONS = 4;

export type LoadTiming = { seconds: number; warmupSeconds: number };

export type Measurement = {
  server: string;
  scenario: Scenario;
  /** Why the scenario was not loaded: its answer was wrong. */
  problem?: string;
  responseBytes: number;
  throughput?: LoadResult;
  latency?: LoadResult;
  /** Highest RSS of the server process while it was loaded. */
  rssMb?: number;
  /** The machine's one-minute load average when the measured loads began (it is shared). */
  loadAverage?: number;
};

/**
 * Checks one answer, warms the server up on the request, then loads it at THROUGHPUT_CONNECTIONS and
 * at LATENCY_CONNECTIONS, sampling the server's RSS meanwhile.
 */
export async function measure(server: ChildServer, scenario: Scenario, timing: LoadTiming): Promise<Measurement> {
  const { path, method = "GET", headers, body } = scenario.request;
  const response = await fetch(server.baseUrl + path, { method, headers, body });
  const text = await response.text();
  const result = { server: server.name, scenario, responseBytes: Buffer.byteLength(text) };
  const { unavailable } = scenario;
  if (unavailable && response.status === unavailable.status) return { ...result, problem: unavailable.reason };
  let problem = response.ok ? null : `answered ${response.status}: ${text.slice(0, 300)}`;
  try {
    problem ??= scenario.check(JSON.parse(text));
  } catch {
    problem = `answered something other than JSON: ${text.slice(0, 300)}`;
  }
  if (problem) return { ...result, problem };

  await loadWithWrk(server.baseUrl, scenario.request, {
    connections: THROUGHPUT_CONNECTIONS,
    seconds: timing.warmupSeconds,
  });
  const loadAverage = loadavg()[0];
  const rss = sampleRss(server.pid);
  const throughput = await loadWithWrk(server.baseUrl, scenario.request, {
    connections: THROUGHPUT_CONNECTIONS,
    seconds: timing.seconds,
  });
  const latency = await loadWithWrk(server.baseUrl, scenario.request, {
    connections: LATENCY_CONNECTIONS,
    seconds: timing.seconds,
  });
  return { ...result, throughput, latency, rssMb: rss.stop(), loadAverage };
}
