import type { LoadResult } from "./load-run.ts";
import { FAILURE_KINDS, type FailureKind } from "./load-recorder.ts";
import type { MemoryFigures } from "./server-memory.ts";

export type LoadFigures = {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  /** Per operation, most requested first. */
  operations: { name: string; requests: number; failures: number }[];
  failures: { kind: FailureKind; count: number }[];
  failureExamples: string[];
  /** Everything that makes the run fail, memory aside. */
  problems: string[];
};

/** The value below which `share` of the sorted values lie (nearest rank). */
function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

export function loadFigures(result: LoadResult): LoadFigures {
  const { recorder } = result;
  const seconds = (result.endedAt - result.startedAt) / 1000;
  const sorted = [...recorder.latenciesMs].sort((a, b) => a - b);
  const failures = FAILURE_KINDS.map((kind) => ({ kind, count: recorder.failureCounts.get(kind) ?? 0 }));
  const problems = [
    ...failures.filter(({ count }) => count > 0).map(({ kind, count }) => `${count} × ${kind}`),
    ...result.database.problems,
    ...result.countProblems,
    ...result.serverErrors.map((line) => `the server logged: ${line.slice(0, 400)}`),
  ];
  return {
    requests: recorder.requests,
    seconds,
    requestsPerSecond: recorder.requests / seconds,
    latencyMs: {
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      max: sorted.at(-1) ?? 0,
    },
    operations: [...recorder.operations]
      .map(([name, counts]) => ({ name, ...counts }))
      .sort((a, b) => b.requests - a.requests || a.name.localeCompare(b.name)),
    failures,
    failureExamples: recorder.examples.map(({ kind, operation, detail }) => `${kind} in ${operation}: ${detail}`),
    problems,
  };
}

export const number = (value: number, digits = 0) =>
  value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
export const percent = (share: number) => `${share >= 0 ? "+" : ""}${number(share * 100, 1)} %`;

/** The run as the terminal shows it. */
export function figureLines(result: LoadResult, figures: LoadFigures, memory: MemoryFigures | undefined): string[] {
  const latency = figures.latencyMs;
  const database = result.database;
  const checked = Object.entries(database.rowsChecked).map(([kind, count]) => `${number(count)} ${kind}`);
  const lines = [
    `${number(figures.requests)} requests in ${number(figures.seconds, 1)} s: ${number(figures.requestsPerSecond, 1)} requests/s`,
    `latency ms: p50 ${number(latency.p50, 1)}, p95 ${number(latency.p95, 1)}, p99 ${number(latency.p99, 1)}, max ${number(latency.max, 1)}`,
    `errors: ${figures.failures.map(({ kind, count }) => `${kind} ${count}`).join(", ")}`,
    `database: ${checked.join(", ")} found as acknowledged; ${number(database.deletesChecked)} acknowledged deletes gone; ${database.problems.length} problems`,
    `lists' and dashboard's counts: ${result.countProblems.length} problems; server log lines at error level: ${result.serverErrors.length}`,
  ];
  if (memory) {
    lines.push(
      `server RSS MB: start ${number(memory.rssStartMb)}, peak ${number(memory.rssPeakMb)}, end ${number(memory.rssEndMb)}; ` +
        `median of 2nd quarter ${number(memory.rssEarlyMb)}, of last quarter ${number(memory.rssLateMb)} (${percent(memory.rssGrowth)})`,
      `server heap used MB: median of 2nd quarter ${number(memory.heapEarlyMb)}, of last quarter ${number(memory.heapLateMb)} (${percent(memory.heapGrowth)}), peak ${number(memory.heapPeakMb)}`,
      `server RSS MB, median of each tenth of the run: ${memory.rssByTenthMb.map((mb) => number(mb)).join(", ")}`,
    );
  }
  lines.push("requests (failures) per operation:");
  for (const { name, requests, failures } of figures.operations) {
    lines.push(`  ${number(requests).padStart(7)} (${failures})  ${name}`);
  }
  return lines;
}
