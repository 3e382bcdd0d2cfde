/**
 * `npm run bench` (issue #8): on the database `npm run seed:bench` filled, starts one server at a time
 * and alone: the ceiling, the floor, our server (REST list, searches and status filter, GraphQL list
 * with and without totalCount, the dashboard; then the screens in Chromium), PostGraphile 5, and last the
 * CSV imports (100,000 rows in Chromium, a million from the command line). Each server is
 * loaded with wrk; every figure is printed with its ratio to the floor, ours against the peer, and the
 * targets. A full run writes docs/performance.md. `--help` lists the flags.
 */
import { writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { format, resolveConfig } from "prettier";
import { PROJECT_ROOT } from "#prisma/project-root.ts";
import { buildForStart } from "#scripts/build-if-changed.ts";
import { BENCH_WORKSPACE } from "./bench-data.ts";
import { benchDatabase } from "./bench-database.ts";
import { parseBenchOptions } from "./bench-options.ts";
import { timeScreens } from "./browser/screen-timing.ts";
import { timeImports } from "./import/import-timing.ts";
import { measureLayerCosts } from "./layers/layer-costs.ts";
import { ensureWrk } from "./load/wrk.ts";
import { machineFacts } from "./machine-facts.ts";
import { measure } from "./measure.ts";
import type { BenchRun } from "./report/bench-run.ts";
import { renderReport } from "./report/markdown.ts";
import {
  ceilingScenarios,
  floorScenarios,
  ourScenarios,
  peerScenarios,
  referenceScenarios,
  type Scenario,
} from "./scenarios.ts";
import {
  BENCH_API_RATE_LIMIT,
  installPostgraphile,
  startAuthenticatedFloor,
  startCeiling,
  startFloor,
  startOurServer,
  startPostgraphile,
  startYogaFloor,
} from "./servers/bench-servers.ts";
import type { ChildServer } from "./servers/child-server.ts";
import { scaleScenarios } from "./scale-scenarios.ts";
import { companyScenarios } from "./company-scenarios.ts";
import { CUSTOMER_PAGE_QUERY } from "./servers/customer-page.ts";
import { readIfPresent, withKeptSections } from "./report-section.ts";

const REPORT_FILE = fileURLToPath(new URL("../../docs/performance.md", import.meta.url));
const log = (line: string) => console.error(line);

/** How many customers and companies the big workspace holds, and the newest customer's id (the page's first row). */
async function seededPage(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const page = await client.query<{ id: string }>(CUSTOMER_PAGE_QUERY);
    const count = await client.query<{ count: string }>("SELECT count(*) FROM customers WHERE workspace_id = $1", [
      BENCH_WORKSPACE.id,
    ]);
    const companies = await client.query<{ count: string }>("SELECT count(*) FROM companies WHERE workspace_id = $1", [
      BENCH_WORKSPACE.id,
    ]);
    const firstId = page.rows[0]?.id;
    if (!firstId) throw new Error("the bench workspace is empty");
    return { customers: Number(count.rows[0]?.count), companies: Number(companies.rows[0]?.count), firstId };
  } catch (error) {
    throw new Error(`run \`npm run seed:bench -- --customers 100000\` first (${(error as Error).message})`, {
      cause: error,
    });
  } finally {
    await client.end();
  }
}

const options = parseBenchOptions(process.argv.slice(2));
const started = performance.now();
const database = await benchDatabase(log);
await ensureWrk(log);
const { customers, companies, firstId } = await seededPage(database.url);
const machine = await machineFacts(database.url);
log(`bench database: ${database.description}, ${customers.toLocaleString("en-US")} customers`);
log(`uptime: ${machine.uptime}`);
const run: BenchRun = {
  options,
  machine,
  database: database.description,
  customers,
  companies,
  measurements: [],
  failures: [],
  minutes: 0,
};

async function loadAlone(server: ChildServer, scenarios: Scenario[]) {
  for (const scenario of scenarios) {
    const measurement = await measure(server, scenario, options);
    run.measurements.push(measurement);
    const { throughput, latency, problem } = measurement;
    log(
      problem || !throughput || !latency
        ? `  ${scenario.label}: not measured: ${problem}`
        : `  ${scenario.label}: ${throughput.requestsPerSecond.toFixed(0)} req/s, p95 ${latency.latencyMs.p95.toFixed(1)} ms`,
    );
  }
}

/** Starts a server, runs `work` on it, stops it; a failure is recorded and the bench goes on. */
async function alone<Server extends ChildServer>(
  name: string,
  start: () => Promise<Server>,
  work: (server: Server) => Promise<void>,
) {
  log(`${name}:`);
  let server: Server | undefined;
  try {
    server = await start();
    await work(server);
  } catch (error) {
    run.failures.push(`${name}: ${(error as Error).message.split("\n")[0]}`);
    log(`  failed: ${(error as Error).message}`);
  } finally {
    await server?.stop();
  }
}

const url = database.url;
if (options.parts.has("ceiling"))
  await alone(
    "ceiling",
    () => startCeiling(url),
    (server) => loadAlone(server, ceilingScenarios(firstId)),
  );
if (options.parts.has("floor"))
  await alone(
    "floor",
    () => startFloor(url),
    (server) => loadAlone(server, floorScenarios(firstId)),
  );
if (options.parts.has("references")) {
  const references = referenceScenarios(firstId);
  await alone(
    "authenticated floor",
    () => startAuthenticatedFloor(url),
    (server) => loadAlone(server, references.authenticated),
  );
  await alone(
    "Yoga floor",
    () => startYogaFloor(url),
    (server) => loadAlone(server, references.yoga),
  );
}
if (options.parts.has("ours") || options.parts.has("browser")) {
  await buildForStart(PROJECT_ROOT, log);
  await alone(
    "Bramble",
    () => startOurServer(url),
    async (server) => {
      run.warmStartMs = server.startMs;
      log(
        `  warm start: ${server.startMs.toFixed(0)} ms; API_RATE_LIMIT raised to ${BENCH_API_RATE_LIMIT} for the bench`,
      );
      if (options.parts.has("ours")) {
        await loadAlone(server, [
          ...ourScenarios(firstId, server.cookie),
          ...scaleScenarios(server.cookie),
          ...companyScenarios(server.cookie),
        ]);
      }
      if (options.parts.has("browser")) {
        log("  screens in Chromium");
        run.loadAverages = { ...run.loadAverages, screens: loadavg()[0] };
        run.screens = await timeScreens(server.baseUrl, options.browserRounds);
      }
    },
  );
}
if (options.parts.has("ours")) {
  run.layers = await measureLayerCosts(url, options, log).catch((error: Error) => {
    run.failures.push(`layers: ${error.message.split("\n")[0]}`);
    return undefined;
  });
}
if (options.parts.has("postgraphile")) {
  await alone(
    "PostGraphile 5",
    async () => {
      await installPostgraphile(log);
      return startPostgraphile(url);
    },
    (server) => loadAlone(server, peerScenarios(firstId)),
  );
}
// Last: the imports add (and then remove) a million rows, which the loads above should not meet.
if (options.parts.has("import")) {
  await buildForStart(PROJECT_ROOT, log);
  await alone(
    "Bramble (imports)",
    () => startOurServer(url),
    async (server) => {
      run.loadAverages = { ...run.loadAverages, imports: loadavg()[0] };
      run.imports = await timeImports(server.baseUrl, url, log);
      log(
        `  browser ${(run.imports.browserMs / 1000).toFixed(1)} s (longest task ${run.imports.longestTaskMs.toFixed(0)} ms), ` +
          `command line ${(run.imports.cliMs / 1000).toFixed(1)} s`,
      );
    },
  );
}

run.minutes = (performance.now() - started) / 60_000;
// Formatted as `npm run lint` checks it (aligned tables read better in a terminal too).
const report = await format(renderReport(run), { ...(await resolveConfig(REPORT_FILE)), filepath: REPORT_FILE });
console.log(report);
if (options.writesReport) {
  await writeFile(REPORT_FILE, withKeptSections(report, await readIfPresent(REPORT_FILE)));
  log("written to docs/performance.md");
} else {
  log("a development run (--quick or --only): docs/performance.md left as it is");
}
