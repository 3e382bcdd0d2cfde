/**
 * `npm run bench:cluster`: requests per second through one gateway and through three (HAProxy) for a
 * fixed read-heavy mix, writes per second on the one primary, and the replica's lag under that load.
 * `-- --seconds N` sets each phase's length (default 15), `-- --clients N` the clients (default 8).
 */
import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { parseArgs } from "node:util";
import { gatewayUrl } from "#scripts/cluster/cluster-state.ts";
import { createApiKey, signUpAndSignIn } from "../support/accounts.ts";
import { startClusterWithMail } from "../support/cluster-with-mail.ts";
import type { ClusterClient } from "../support/http-client.ts";
import { CLUSTER_SECTION, readIfPresent, withSection } from "#tests/bench/report-section.ts";
import { clusterReport, type PhaseResult } from "./cluster-report.ts";
import { sampleReplicaLag, type LagSummary } from "./replica-lag.ts";
import { measureThroughput, type Mix, type Throughput } from "./throughput.ts";

const READ_HEAVY: Mix = { list: 0.8, read: 0.15, write: 0.05 };
const WRITES_ONLY: Mix = { list: 0, read: 0, write: 1 };
const SEED = 13;

const { values } = parseArgs({ options: { seconds: { type: "string" }, clients: { type: "string" } } });
const seconds = Number(values.seconds ?? 15);
const clientCount = Number(values.clients ?? 8);

const REPORT_FILE = fileURLToPath(new URL("../../../docs/performance.md", import.meta.url));
const startedAt = new Date();
const loadAverageAtStart = os
  .loadavg()
  .map((load) => load.toFixed(2))
  .join(", ");

/** What each program says of its version (Debian's packages). */
function softwareVersions(): string {
  const first = (command: string, args: string[]) =>
    execFileSync(command, args, { encoding: "utf8" }).split("\n")[0]?.trim() ?? "";
  return [
    `Node ${process.version}`,
    first("/usr/lib/postgresql/15/bin/postgres", ["--version"]),
    first("pgbouncer", ["--version"]),
    first("haproxy", ["-v"]),
  ].join(", ");
}

const cluster = await startClusterWithMail({ API_RATE_LIMIT: "1000000", DEMO_DATA: "false" });
try {
  const { state, mailFile } = cluster;
  const first = gatewayUrl(state, 1);
  const clients: ClusterClient[] = [];
  for (let index = 0; index < clientCount; index++) {
    const client = await signUpAndSignIn(first, `figures${index}`, `198.51.100.${index + 1}`, mailFile);
    await createApiKey(client, first, `figures ${index}`);
    clients.push(client);
  }
  const replicaSuperuser = state.urls.replicaSuperuser;
  const phase = async (name: string, baseUrl: string, mix: Mix, seed: number) => {
    const lag = sampleReplicaLag(state.urls.primarySuperuser, replicaSuperuser);
    const throughput = await measureThroughput(baseUrl, clients, mix, seconds, seed);
    return { name, throughput, lag: await lag.stop() };
  };
  // A short warm-up: the first requests of each kind compile Prisma's queries on every gateway.
  await measureThroughput(state.haproxyUrl, clients, READ_HEAVY, 3, SEED);
  const results = [
    await phase("read-heavy, one gateway", first, READ_HEAVY, SEED + 100),
    await phase("read-heavy, three gateways (HAProxy)", state.haproxyUrl, READ_HEAVY, SEED + 200),
    await phase("writes only, three gateways (HAProxy)", state.haproxyUrl, WRITES_ONLY, SEED + 300),
  ];
  console.log(
    `\n${os.cpus().length} cores, ${clientCount} clients, ${seconds} s per phase; mix ${JSON.stringify(READ_HEAVY)}\n`,
  );
  for (const { name, throughput, lag } of results) console.log(describe(name, throughput, lag));
  const section = clusterReport(
    {
      date: `${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC`,
      cores: os.cpus().length,
      loadAverage: loadAverageAtStart,
      clients: clientCount,
      seconds,
      mix: `${READ_HEAVY.list * 100} % lists, ${READ_HEAVY.read * 100} % reads by id, ${READ_HEAVY.write * 100} % writes`,
      versions: softwareVersions(),
    },
    results as [PhaseResult, PhaseResult, PhaseResult],
  );
  const report = withSection(await readIfPresent(REPORT_FILE), CLUSTER_SECTION, section);
  await writeFile(REPORT_FILE, await format(report, { ...(await resolveConfig(REPORT_FILE)), filepath: REPORT_FILE }));
  console.log("written to docs/performance.md, section Several gateways");
} finally {
  await cluster.stop();
}

function describe(name: string, t: Throughput, lag: LagSummary): string {
  return [
    `${name}: ${t.perSecond.toFixed(0)} req/s (${t.requests} requests, ${t.failed} failed; p50 ${t.p50Ms.toFixed(1)} ms, p95 ${t.p95Ms.toFixed(1)} ms)`,
    `  replica lag: median ${lag.medianBytes} B, max ${lag.maxBytes} B behind; replay delay median ${lag.medianReplayMs.toFixed(1)} ms, max ${lag.maxReplayMs.toFixed(1)} ms (${lag.samples} samples)`,
  ].join("\n");
}
