/**
 * `npm run bench:cluster`: requests per second through one gateway and through three (HAProxy) for a
 * fixed read-heavy mix, writes per second on the one primary, and the replica's lag under that load.
 * `-- --seconds N` sets each phase's length (default 15), `-- --clients N` the clients (default 8).
 */
import os from "node:os";
import { parseArgs } from "node:util";
import { gatewayUrl } from "../../../scripts/cluster/cluster-state.ts";
import { createApiKey, signUpAndSignIn } from "../support/accounts.ts";
import { startClusterWithMail } from "../support/cluster-with-mail.ts";
import type { ClusterClient } from "../support/http-client.ts";
import { sampleReplicaLag, type LagSummary } from "./replica-lag.ts";
import { measureThroughput, type Mix, type Throughput } from "./throughput.ts";

const READ_HEAVY: Mix = { list: 0.8, read: 0.15, write: 0.05 };
const WRITES_ONLY: Mix = { list: 0, read: 0, write: 1 };
const SEED = 13;

const { values } = parseArgs({ options: { seconds: { type: "string" }, clients: { type: "string" } } });
const seconds = Number(values.seconds ?? 15);
const clientCount = Number(values.clients ?? 8);

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
} finally {
  await cluster.stop();
}

function describe(name: string, t: Throughput, lag: LagSummary): string {
  return [
    `${name}: ${t.perSecond.toFixed(0)} req/s (${t.requests} requests, ${t.failed} failed; p50 ${t.p50Ms.toFixed(1)} ms, p95 ${t.p95Ms.toFixed(1)} ms)`,
    `  replica lag: median ${lag.medianBytes} B, max ${lag.maxBytes} B behind; replay delay median ${lag.medianReplayMs.toFixed(1)} ms, max ${lag.maxReplayMs.toFixed(1)} ms (${lag.samples} samples)`,
  ].join("\n");
}
