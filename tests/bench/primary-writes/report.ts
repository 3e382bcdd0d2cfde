import type { Interval } from "./server-counters.ts";
import type { LevelResult } from "./write-level.ts";
import type { PgbenchResult } from "./pgbench.ts";

export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "-");

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/** Per unit of work (a write, a pgbench transaction): what the server did for it. */
function perUnit(server: Interval, units: number) {
  return {
    walBytes: fixed(server.walBytes / units),
    fsyncs: server.walFsyncs === null ? "-" : fixed(server.walFsyncs / units, 2),
    commits: fixed(server.commits / units, 1),
    postgresCpuMs: fixed((1000 * server.postgresCpuSeconds) / units, 2),
    clientCpuMs: fixed((1000 * server.clientCpuSeconds) / units, 2),
  };
}

const SERVER_COLUMNS = ["WAL B/unit", "WAL fsyncs/unit", "commits/unit", "PG CPU ms/unit", "client CPU ms/unit"];

export function writeLevelsTable(levels: LevelResult[]): string {
  const header = ["writers", "workspaces", "writes/s", "p50 ms", "p95 ms", ...SERVER_COLUMNS];
  const rows = levels.map((level) => {
    const unit = perUnit(level.server, level.writes);
    return [
      String(level.writers),
      String(level.workspaces),
      fixed(level.writes / level.seconds),
      fixed(percentile(level.latenciesMs, 0.5), 1),
      fixed(percentile(level.latenciesMs, 0.95), 1),
      unit.walBytes,
      unit.fsyncs,
      unit.commits,
      unit.postgresCpuMs,
      unit.clientCpuMs,
    ];
  });
  return table(header, rows).replaceAll("/unit", "/write");
}

export function cpuTable(levels: { label: string; server: Interval }[]): string {
  const header = ["run", "PostgreSQL CPU (cores)", "bench client CPU (cores)", "machine busy (all tenants)"];
  const rows = levels.map(({ label, server }) => [
    label,
    fixed(server.postgresCpuSeconds / server.seconds, 2),
    fixed(server.clientCpuSeconds / server.seconds, 2),
    `${fixed(100 * server.machineBusyShare)} %`,
  ]);
  return table(header, rows);
}

export function mixTable(level: LevelResult): string {
  const total = [...level.operations.values()].reduce((sum, count) => sum + count, 0);
  const rows = [...level.operations]
    .sort((a, b) => b[1] - a[1])
    .map(([name, count]) => [name, String(count), `${fixed((100 * count) / total, 1)} %`]);
  return table(["operation", "writes", "share"], rows);
}

export function pgbenchTable(results: PgbenchResult[]): string {
  const header = ["clients", "tps", "p50 ms", "p95 ms", ...SERVER_COLUMNS];
  const rows = results.map((result) => {
    const transactions = result.latenciesMs.length;
    const unit = perUnit(result.server, transactions);
    return [
      String(result.clients),
      fixed(result.tps),
      fixed(percentile(result.latenciesMs, 0.5), 1),
      fixed(percentile(result.latenciesMs, 0.95), 1),
      unit.walBytes,
      unit.fsyncs,
      unit.commits,
      unit.postgresCpuMs,
      unit.clientCpuMs,
    ];
  });
  return table(header, rows).replaceAll("/unit", "/tx");
}
