import { find, type BenchRun } from "./bench-run.ts";
import { companyTargets, scaleTargets } from "./scale-targets.ts";
import { costTargets } from "./cost-targets.ts";

export type TargetResult = { target: string; figure: string; met: boolean | null };

const SEARCH_AND_DASHBOARD_P95_MS = 50;
const FIRST_DATA_MS = 300;
const ANSWER_MS = 100;
const BROWSER_IMPORT_MS = 120_000;

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : "no answer within the load");
const times = (value: number) => `${value.toFixed(2)}×`;

/** The targets, each with the figure it is judged on; met is null when the figure is missing. */
export function evaluateTargets(run: BenchRun): TargetResult[] {
  const rps = (key: string) => find(run, key)?.throughput?.requestsPerSecond;
  const p95 = (key: string) => find(run, key)?.latency?.latencyMs.p95;
  const ratio = (key: string, to: string) => {
    const [value, base] = [rps(key), rps(to)];
    return value !== undefined && base !== undefined ? value / base : undefined;
  };
  const atLeast = (target: string, value: number | undefined, minimum: number): TargetResult =>
    value === undefined
      ? { target, figure: "not measured", met: null }
      : { target, figure: times(value), met: value >= minimum };
  const under = (target: string, value: number | undefined, limit: number): TargetResult =>
    value === undefined
      ? { target, figure: "not measured", met: null }
      : { target, figure: ms(value), met: value < limit };
  const within = (target: string, value: number | undefined, limit: number): TargetResult =>
    value === undefined
      ? { target, figure: "not measured", met: null }
      : { target, figure: ms(value), met: value <= limit };
  const rss = run.measurements.filter(
    (measurement) => measurement.rssMb !== undefined && measurement.server === "Bramble",
  );
  const peakRss = Math.max(0, ...rss.map((measurement) => measurement.rssMb ?? 0));
  const screens = run.screens;
  return [
    atLeast("REST list (API key) ≥ 0.5× the floor's req/s", ratio("restList", "floor"), 0.5),
    atLeast("GraphQL list ≥ 1× PostGraphile's req/s", ratio("graphqlList", "peerList"), 1),
    ...costTargets(run),
    atLeast(
      "GraphQL list + totalCount ≥ 2× PostGraphile's + totalCount",
      ratio("graphqlListTotal", "peerListTotal"),
      2,
    ),
    under(
      "REST search, common term: p95 < 50 ms at 4 connections",
      p95("restSearchCommon"),
      SEARCH_AND_DASHBOARD_P95_MS,
    ),
    under("REST search, rare term: p95 < 50 ms at 4 connections", p95("restSearchRare"), SEARCH_AND_DASHBOARD_P95_MS),
    under("Dashboard: p95 < 50 ms at 4 connections", p95("dashboard"), SEARCH_AND_DASHBOARD_P95_MS),
    under(
      "GraphQL search (issue #12), common term: p95 < 50 ms at 4 connections",
      p95("searchCommon"),
      SEARCH_AND_DASHBOARD_P95_MS,
    ),
    under(
      "GraphQL search (issue #12), rare term: p95 < 50 ms at 4 connections",
      p95("searchRare"),
      SEARCH_AND_DASHBOARD_P95_MS,
    ),
    under(
      "GraphQL search (issue #12), one letter: p95 < 50 ms at 4 connections",
      p95("searchLetter"),
      SEARCH_AND_DASHBOARD_P95_MS,
    ),
    rss.length > 0
      ? { target: "Server RSS under load reported", figure: `up to ${peakRss.toFixed(0)} MB`, met: true }
      : { target: "Server RSS under load reported", figure: "not measured", met: null },
    within("/dashboard: first figure on screen ≤ 300 ms after a page load", screens?.dashboardMs, FIRST_DATA_MS),
    within("/customers: first row on screen ≤ 300 ms after a page load", screens?.customersMs, FIRST_DATA_MS),
    within("/dashboard: first figure ≤ 300 ms after a sidebar click", screens?.dashboardInAppMs, FIRST_DATA_MS),
    within("/customers: first row ≤ 300 ms after a sidebar click", screens?.customersInAppMs, FIRST_DATA_MS),
    within("/customers: search answer on screen ≤ 100 ms", screens?.searchAnswerMs, ANSWER_MS),
    within("/customers: page change on screen ≤ 100 ms", screens?.pageChangeMs, ANSWER_MS),
    run.imports
      ? {
          target: "Import (issue #9): 100,000 rows from the browser in under two minutes",
          figure: `${(run.imports.browserMs / 1000).toFixed(1)} s`,
          met: run.imports.browserMs < BROWSER_IMPORT_MS,
        }
      : {
          target: "Import (issue #9): 100,000 rows from the browser in under two minutes",
          figure: "not measured",
          met: null,
        },
    ...scaleTargets(run),
    ...companyTargets(run),
  ];
}
