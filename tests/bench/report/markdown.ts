import { BROWSER_IMPORT_ROWS, CLI_IMPORT_ROWS } from "../import/import-timing.ts";
import { BENCH_API_RATE_LIMIT } from "../servers/bench-servers.ts";
import { LATENCY_CONNECTIONS, THROUGHPUT_CONNECTIONS } from "../measure.ts";
import { find, type BenchRun } from "./bench-run.ts";
import { layersSection } from "./layers-section.ts";
import { evaluateTargets } from "./targets.ts";

const number = (value: number, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : "no answer";
const ratio = (value: number | undefined, base: number | undefined) =>
  value !== undefined && base && Number.isFinite(value / base) ? `${(value / base).toFixed(2)}×` : "–";
const table = (header: string[], rows: string[][]) =>
  [header, header.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");

/** A figure with its ratio to the floor's, e.g. "96 (0.19×)". */
const againstFloor = (value: number, floor: number | undefined, digits = 0) =>
  floor === undefined ? number(value, digits) : `${number(value, digits)} (${ratio(value, floor)})`;

function figuresTable(run: BenchRun): string {
  const floor = find(run, "floor");
  const floorLatency = floor?.latency?.latencyMs;
  const rows = run.measurements.map((measurement) => {
    const { server, scenario, problem, throughput, latency, rssMb, responseBytes, loadAverage } = measurement;
    if (problem || !throughput || !latency)
      return [server, scenario.label, `not measured: ${problem}`, "", "", "", "", "", "", ""];
    const { p50, p95, p99 } = latency.latencyMs;
    return [
      server,
      scenario.label,
      againstFloor(throughput.requestsPerSecond, floor?.throughput?.requestsPerSecond),
      againstFloor(p50, floorLatency?.p50, 1),
      againstFloor(p95, floorLatency?.p95, 1),
      againstFloor(p99, floorLatency?.p99, 1),
      againstFloor(rssMb ?? 0, floor?.rssMb),
      number(responseBytes),
      number(throughput.errors + latency.errors),
      loadAverage === undefined ? "–" : number(loadAverage, 2),
    ];
  });
  return table(
    [
      "Server",
      "Load",
      `req/s (${THROUGHPUT_CONNECTIONS} conn.)`,
      `p50 ms (${LATENCY_CONNECTIONS} conn.)`,
      "p95 ms",
      "p99 ms",
      "RSS MB under load",
      "Answer bytes",
      "Errors",
      "Load avg. (1 min)",
    ],
    rows,
  );
}

function comparisons(run: BenchRun): string[] {
  const rps = (key: string) => find(run, key)?.throughput?.requestsPerSecond;
  const lines = [
    `- Ours against the peer: GraphQL list ${ratio(rps("graphqlList"), rps("peerList"))} PostGraphile's req/s; ` +
      `with totalCount ${ratio(rps("graphqlListTotal"), rps("peerListTotal"))}.`,
    `- The hand-written references: Express + pg with an API key, the page and its count reaches ` +
      `${ratio(rps("authenticatedFloor"), rps("floor"))} of the floor, and our REST list ` +
      `${ratio(rps("restList"), rps("authenticatedFloor"))} of it; bare Yoga + pg reaches ` +
      `${ratio(rps("yogaFloor"), rps("peerList"))} of PostGraphile's list, and our GraphQL list ` +
      `${ratio(rps("graphqlList"), rps("yogaFloor"))} of it.`,
  ];
  if (run.warmStartMs !== undefined) {
    lines.push(
      `- Warm start of our server (spawn to the first 200 on /healthz, the second of two starts): ${number(run.warmStartMs)} ms.`,
    );
  }
  return lines;
}

const loadAverageLine = (value: number | undefined) =>
  value === undefined ? "" : `\n\nThe machine's load average (1 min) as these began: ${number(value, 2)}.`;

function screensSection(run: BenchRun): string {
  const screens = run.screens;
  if (!screens) return "Not measured.";
  return (
    table(
      ["Timing (median of the measured rounds)", "ms"],
      [
        ["/dashboard: navigation start → first figure on screen", number(screens.dashboardMs)],
        ["/customers: navigation start → first row on screen", number(screens.customersMs)],
        ["/customers → /dashboard: sidebar click → first figure on screen", number(screens.dashboardInAppMs)],
        ["/dashboard → /customers: sidebar click → first row on screen", number(screens.customersInAppMs)],
        [`/customers: page 2 clicked → its rows on screen`, number(screens.pageChangeMs)],
        ["/customers: search request sent → its rows on screen", number(screens.searchAnswerMs)],
        [
          "/customers: search typed → its rows on screen (the screen waits 300 ms before asking)",
          number(screens.searchTypedMs),
        ],
      ],
    ) + loadAverageLine(run.loadAverages?.screens)
  );
}

function importsSection(run: BenchRun): string {
  const imports = run.imports;
  if (!imports) return "Not measured.";
  return (
    table(
      ["Import", "Time"],
      [
        [
          `${number(BROWSER_IMPORT_ROWS)} rows in Chromium: the dialog's Import click → "Import finished" on screen`,
          `${number(imports.browserMs / 1000, 1)} s`,
        ],
        ["The page's longest main-thread task meanwhile", `${number(imports.longestTaskMs)} ms`],
        [
          `${number(CLI_IMPORT_ROWS)} rows with \`npm run import:customers\` (spawn → exit)`,
          `${number(imports.cliMs / 1000, 1)} s`,
        ],
      ],
    ) + loadAverageLine(run.loadAverages?.imports)
  );
}

const HOW_TO_READ = `Each server ran alone on the same database and the same page (the newest 50 customers of the big
workspace, newest first), was warmed up, loaded at ${THROUGHPUT_CONNECTIONS} connections for throughput and at ${LATENCY_CONNECTIONS} for latency, and
stopped before the next one started. The ceiling answers a page it serialised once; the floor runs the page's SQL as a
prepared statement with \`pg\`: the ratios place each figure against what Node alone and Node plus one query can do on
this machine. On 2 cores the load generator, PostgreSQL and the server share the CPU, and other jobs may too (see the
load average): compare ratios within one run, not absolute figures across runs. Our server also authenticates every
request (an API key, with its per-key rate limit, or a session cookie, each checked against PostgreSQL), which
PostGraphile, the floor and the ceiling do not do.`;

/** The report: what ran where, the figures and ratios, the screens, the targets, and how to read it. */
export function renderReport(run: BenchRun): string {
  const { machine, options } = run;
  const targets = evaluateTargets(run).map(({ target, figure, met }) => [
    target,
    figure,
    met === null ? "not measured" : met ? "met" : "not met",
  ]);
  return `# Performance of the API and the screens

Written by \`npm run bench\` (tests/bench/run-bench.ts); run it again rather than editing this file.

- Command: \`${options.command}\` on a database filled by \`npm run seed:bench -- --customers ${run.customers}\`
- Date: ${machine.date}; the run took ${number(run.minutes, 1)} minutes
- Machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB; \`uptime\` at the start: \`${machine.uptime}\`
- Software: Node ${machine.node}, ${machine.postgres}, ${machine.wrk.split(" Copyright")[0]}, ${machine.chromium}; commit ${machine.commit}
- Database: ${run.database}; ${number(run.customers)} customers and ${number(run.companies)} companies in the big workspace
- Loads: wrk, ${options.seconds} s each after a ${options.warmupSeconds} s warm-up, one server at a time. Our server is
  \`gateway/server.ts\` with NODE_ENV=production, LOG_LEVEL=warn and API_RATE_LIMIT=${BENCH_API_RATE_LIMIT} (the bench
  raises the default of 1,000 requests per key per hour); PostGraphile 5.1.5 runs the Amber preset in production mode.
${run.failures.map((failure) => `- Not measured: ${failure}\n`).join("")}
## Figures

In brackets: the figure divided by the floor's.

${figuresTable(run)}

${comparisons(run).join("\n")}

## Per-request cost, layer by layer

${layersSection(run)}

## Screens

Debian's Chromium (headless, Playwright) on the built app, signed in as the bench user, after one warm-up round.

${screensSection(run)}

## CSV imports

Each into an empty workspace of the bench user's (removed afterwards), from a file of distinct customers with
all seven columns; every row was checked to be created.

${importsSection(run)}

## Targets

${table(["Target", "Figure", "Result"], targets)}

## How to read this

${HOW_TO_READ}
`;
}
