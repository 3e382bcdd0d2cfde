/**
 * `npm run seed:bench -- --customers 100000`: fills the bench database (see bench-database.ts) with
 * one big workspace of that many customers at a tenth as many companies (each person's e-mail at their
 * company's domain, linked to it as primary), three activities, half a task and a fifth of a deal (at
 * the customer's company) per customer, and 1,000 small workspaces; the same rows every time (a seeded faker). It empties the
 * database first, runs the project's migrations, writes through the app's own tables (so their
 * triggers apply: row counts, dashboard figures), each big table with one COPY while its secondary
 * indexes and foreign keys are set aside, then builds those once (two at a time) and checks the keys,
 * and ends with VACUUM ANALYZE. Progress and each phase's time go to stderr.
 */
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { runMigrationsInChildProcess } from "#prisma/run-migrations.ts";
import { BENCH_WORKSPACE, COMMON_TERM, DEFAULT_CUSTOMERS, RARE_TERM } from "./bench-data.ts";
import { benchDatabase } from "./bench-database.ts";
import { progressBar } from "#scripts/progress-bar.ts";
import { BIG_TABLES, bigWorkspaceSize, totalRows, writeCrm } from "./seed/write-crm.ts";
import { withIndexesBuiltAfter } from "./seed/deferred-indexes.ts";
import { buildOnConnections } from "./seed/parallel-builds.ts";

const log = (line: string) => console.error(line);

const { values } = parseArgs({ options: { customers: { type: "string", default: String(DEFAULT_CUSTOMERS) } } });
const customers = Number(values.customers);
if (!Number.isSafeInteger(customers) || customers < 1) {
  log("--customers must be a whole number of at least 1");
  process.exit(1);
}

/** Empties a bench database (or a new one); refuses a database that holds anything but bench data. */
async function emptyDatabase(client: pg.Client) {
  const { rows } = await client.query<{ exists: boolean }>(
    "SELECT to_regclass('public.workspaces') IS NOT NULL AS exists",
  );
  if (rows[0]?.exists) {
    const { rows: counts } = await client.query<{ bench: string; total: string }>(
      "SELECT count(*) FILTER (WHERE id = $1) AS bench, count(*) AS total FROM workspaces",
      [BENCH_WORKSPACE.id],
    );
    const { bench, total } = counts[0] ?? { bench: "0", total: "0" };
    if (Number(total) > 0 && Number(bench) === 0) {
      throw new Error("this database holds workspaces but not the bench one: refusing to empty it");
    }
  }
  await client.query("DROP SCHEMA IF EXISTS public CASCADE");
  await client.query("CREATE SCHEMA public");
}

const started = performance.now();
const phase = async <Result>(name: string, work: () => Promise<Result>): Promise<Result> => {
  const from = performance.now();
  const cpuFrom = process.cpuUsage();
  const result = await work();
  const cpu = process.cpuUsage(cpuFrom);
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  log(
    `${name}: ${seconds(performance.now() - from)} s (this process's CPU ${seconds((cpu.user + cpu.system) / 1000)} s)`,
  );
  return result;
};
/** Per connection: room to sort an index in memory (the default 64 MB spills a million rows to disk). */
const BUILD_SETTINGS = "SET maintenance_work_mem = '512MB'; SET statement_timeout = 0";
const database = await benchDatabase(log);
log(`bench database: ${database.description}`);
const client = new pg.Client({ connectionString: database.url });
await client.connect();
try {
  await phase("empty and migrate", async () => {
    await emptyDatabase(client);
    await runMigrationsInChildProcess(database.url, log);
  });
  // Nothing here must survive a crash: the seed is simply run again.
  await client.query("SET synchronous_commit = off");
  // The app's statement timeout is for requests: one COPY of a big table runs for minutes.
  await client.query("SET statement_timeout = 0");
  await client.query(BUILD_SETTINGS);
  const now = new Date();
  const anchorMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const size = bigWorkspaceSize(customers);
  await withIndexesBuiltAfter(
    client,
    BIG_TABLES,
    () =>
      phase("rows", async () => {
        const progress = progressBar(totalRows(size));
        await writeCrm(client, size, anchorMs, progress);
        progress.finish();
      }),
    (statements) =>
      phase(`${statements.length} indexes`, () => buildOnConnections(database.url, client, statements, BUILD_SETTINGS)),
  );
  log("foreign keys checked");
  await phase("VACUUM ANALYZE", () => client.query("VACUUM ANALYZE"));
  const hits = async (term: string) => {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) FROM customers WHERE workspace_id = $1
         AND (name ILIKE $2 OR company ILIKE $2 OR email ILIKE $2)`,
      [BENCH_WORKSPACE.id, `%${term}%`],
    );
    return Number(rows[0]?.count).toLocaleString("en-US");
  };
  const format = (value: number) => value.toLocaleString("en-US");
  log(
    `big workspace: ${format(size.companies)} companies, ${format(size.customers)} customers, ` +
      `${format(size.activities)} activities, ` +
      `${format(size.tasks)} tasks, ${format(size.deals)} deals; ` +
      `'${COMMON_TERM}' matches ${await hits(COMMON_TERM)}, '${RARE_TERM}' ${await hits(RARE_TERM)}`,
  );
  log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await client.end();
}
