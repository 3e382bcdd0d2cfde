import type { BenchRun } from "./bench-run.ts";
import type { TargetResult } from "./targets.ts";

const P95_MS = 50;
const CLI_IMPORT_MS = 60_000;

/** The loads issue 22 holds to p95 < 50 ms at 4 connections beside the searches and the dashboard. */
const LOADS = [
  ["restList", "REST list"],
  ["restStatus", "REST status filter"],
  ["restFilterTree", "REST three-leaf filter tree"],
  ["restSortValue", "REST sort by value"],
  ["dealBoard", "Deal board"],
] as const;

/** Issue 25's loads at 100,000 companies and 1,000,000 customers (tests/bench/company-scenarios.ts). */
const COMPANY_LOADS = [
  ["companyList", "Companies list"],
  ["companyPage", "Company page"],
  ["companyPicker", "Company picker search"],
] as const;

/** Each load's p95 against P95_MS at 4 connections, or why it was not measured. */
function p95Targets(run: BenchRun, loads: readonly (readonly [string, string])[], issue: string): TargetResult[] {
  return loads.map(([key, name]): TargetResult => {
    const target = `${name} (${issue}): p95 < ${P95_MS} ms at 4 connections`;
    const measurement = run.measurements.find((candidate) => candidate.scenario.key === key);
    const p95 = measurement?.latency?.latencyMs.p95;
    if (measurement?.problem || p95 === undefined) {
      return { target, figure: measurement?.problem?.split("\n")[0] ?? "not measured", met: null };
    }
    return {
      target,
      figure: Number.isFinite(p95) ? `${p95.toFixed(1)} ms` : "no answer within the load",
      met: p95 < P95_MS,
    };
  });
}

/** Issue 25: the companies list, a company's page and the company picker, each at p95 < 50 ms. */
export function companyTargets(run: BenchRun): TargetResult[] {
  return p95Targets(run, COMPANY_LOADS, "issue 25");
}

/** Issue 22 (ten times the data): each load's p95, and the command-line import of a million rows. */
export function scaleTargets(run: BenchRun): TargetResult[] {
  const loads = p95Targets(run, LOADS, "issue 22");
  const cli = run.imports?.cliMs;
  return [
    ...loads,
    {
      target: "Import (issue 22): a million rows from the command line in under 60 s",
      figure: cli === undefined ? "not measured" : `${(cli / 1000).toFixed(1)} s`,
      met: cli === undefined ? null : cli < CLI_IMPORT_MS,
    },
  ];
}
