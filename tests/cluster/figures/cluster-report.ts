import type { LagSummary } from "./replica-lag.ts";
import type { Throughput } from "./throughput.ts";

export type PhaseResult = { name: string; throughput: Throughput; lag: LagSummary };

export type ReportContext = {
  date: string;
  cores: number;
  loadAverage: string;
  clients: number;
  seconds: number;
  mix: string;
  versions: string;
};

const row = ({ name, throughput: t, lag }: PhaseResult) =>
  `| ${name} | ${t.perSecond.toFixed(0)} | ${t.p50Ms.toFixed(1)} | ${t.p95Ms.toFixed(1)} | ${t.requests} | ${t.failed} | ${lag.medianBytes} / ${lag.maxBytes} | ${lag.medianReplayMs.toFixed(1)} / ${lag.maxReplayMs.toFixed(1)} |`;

/** The "Several gateways" section of docs/performance.md, from one `npm run bench:cluster` run. */
export function clusterReport(context: ReportContext, [one, three, writes]: [PhaseResult, PhaseResult, PhaseResult]) {
  const ratio = three.throughput.perSecond / one.throughput.perSecond;
  const maxReplayMs = Math.max(one.lag.maxReplayMs, three.lag.maxReplayMs, writes.lag.maxReplayMs);
  return `## Several gateways

Written by \`npm run bench:cluster\` (tests/cluster/figures/); run it again rather than editing this section.

- Date: ${context.date}; machine: ${context.cores} cores, load average at the start ${context.loadAverage}
- Software: ${context.versions}
- The cluster of \`npm run cluster:up\`: PostgreSQL primary and streaming replica, a PgBouncer in
  transaction mode in front of each, three gateways (the built server) and HAProxy, all on this machine.
- Load: ${context.clients} clients (sessions and API keys, each in its own workspace) sending back to back for
  ${context.seconds} s per phase, after a 3 s warm-up; read-heavy mix ${context.mix} (lists and searches
  go to the replica). The replica's lag is sampled every 250 ms on the servers themselves: bytes of WAL
  the replica has not replayed (\`pg_current_wal_lsn()\` against \`pg_last_wal_replay_lsn()\`) and
  \`pg_stat_replication.replay_lag\`.

| Phase | req/s | p50 ms | p95 ms | Requests | Failed | Replica behind, median / max bytes | Replay delay, median / max ms |
| ----- | ----- | ------ | ------ | -------- | ------ | ---------------------------------- | ----------------------------- |
${row(one)}
${row(three)}
${row(writes)}

Three gateways behind HAProxy served ${ratio.toFixed(2)}× what one gateway served. On ${context.cores} cores that is
what to expect: the load generator, three Node processes, two PgBouncers, two PostgreSQL servers and
HAProxy all share them, and one gateway alone already keeps them busy (each gateway is one Node event
loop, so one gateway can use about one core); the hop through HAProxy shows in the p95
(${three.throughput.p95Ms.toFixed(1)} ms against ${one.throughput.p95Ms.toFixed(1)} ms). With a core per gateway, and the databases on their own machines, the read-heavy figure
would grow with the number of gateways until the replica's CPU is the limit (reads go there), and then
with the number of replicas; writes go to the one primary whatever the number of gateways, and the
writes-only phase shows what it takes here (see docs/scaling.md for where one primary runs out). The
replica's replay delay was at most ${maxReplayMs.toFixed(1)} ms under this load: that is how long a reader
other than the writer may see an older copy, and about how long a writer's own reads stay on the primary.
`;
}
