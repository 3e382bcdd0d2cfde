/**
 * `npm run bench:migration`: how long the companies migration takes on a workspace of 1,000,000
 * customers (`--customers` to change it), written to docs/performance.md ("The companies migration").
 * On a database of its own on the bench cluster (the seeded bench database is left alone): the
 * migrations of the release before companies, one workspace of customers whose company texts name
 * up to 100,000 companies in several spellings (a tenth have none), VACUUM ANALYZE as a live database would
 * be, then the companies migration alone, as a start applies it (`prisma/migrate.ts deploy` in a child
 * process). Before and after, the export's people and company names are compared, and afterwards every
 * person's company text must be their primary company's name. The database is dropped at the end.
 */
import { readdirSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { format as prettier, resolveConfig } from "prettier";
import { fromProjectRoot } from "#prisma/project-root.ts";
import { runMigrationsInChildProcess } from "#prisma/run-migrations.ts";
import { benchDatabase, scratchBenchDatabase } from "./bench-database.ts";
import { machineFacts } from "./machine-facts.ts";
import { MIGRATION_SECTION, readIfPresent, withSection } from "./report-section.ts";

const COMPANIES_MIGRATION = "20261127161047_companies";
const WORKSPACE = "0193a000-0000-7000-8000-0000000c0a9e";
const COMPANY_TEXTS = 100_000;

const log = (line: string) => console.error(line);
const { values } = parseArgs({ options: { customers: { type: "string", default: "1000000" } } });
const customers = Number(values.customers);
if (!Number.isSafeInteger(customers) || customers < 1) {
  log("--customers must be a whole number of at least 1");
  process.exit(1);
}

const migrations = readdirSync(fromProjectRoot("prisma", "migrations")).filter((name) => /^\d{14}_/.test(name));
const previous = migrations
  .filter((name) => name < COMPANIES_MIGRATION)
  .sort()
  .at(-1);
if (!previous) throw new Error("no migration before the companies migration");

/**
 * Person i works at company i mod COMPANY_TEXTS (those of the people with no company excepted), named "<word> <word> <n>"; every tenth person has no
 * company, every fifth of the others writes it in lower case and every seventh with spaces around it,
 * so the migration has spellings to choose from (the most frequent is the name as written).
 */
const FILL = `
  INSERT INTO workspaces (id, name) VALUES ($1, 'Migration bench');
  INSERT INTO customers (id, workspace_id, name, email, company, status, value_cents, created_at, updated_at)
  SELECT gen_random_uuid(), $1, 'Person ' || i, 'person' || i || '@company' || k || '.example',
    CASE
      WHEN i % 10 = 0 THEN ''
      WHEN i % 5 = 1 THEN lower(named)
      WHEN i % 7 = 2 THEN '  ' || named || ' '
      ELSE named
    END,
    (ARRAY['lead', 'active', 'inactive'])[i % 3 + 1]::"CustomerStatus", (i % 1000) * 100,
    now() - make_interval(secs => i), now()
  FROM generate_series(1, $2::int) AS i
  CROSS JOIN LATERAL (SELECT i % ${COMPANY_TEXTS} AS k) AS company
  CROSS JOIN LATERAL (
    SELECT (ARRAY['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Vandelay', 'Stark', 'Wayne'])[k % 8 + 1] || ' ' ||
      (ARRAY['Labs', 'Systems', 'Foods', 'Logistics', 'Health', 'Energy'])[k % 6 + 1] || ' ' || k AS named
  ) AS name`;

/** The export's people and company names (compared trimmed and without case: the migration picks one spelling). */
const EXPORT_DIGEST = `
  SELECT count(*)::int AS people,
    md5(string_agg(id || '|' || name || '|' || email || '|' || lower(btrim(company)), E'\\n' ORDER BY id)) AS digest
  FROM customers WHERE workspace_id = $1`;

const COPY_MISMATCHES = `
  SELECT count(*)::int AS n FROM customers p
  LEFT JOIN customer_companies l ON l.workspace_id = p.workspace_id AND l.customer_id = p.id AND l.is_primary
  LEFT JOIN companies c ON c.workspace_id = l.workspace_id AND c.id = l.company_id
  WHERE p.workspace_id = $1 AND p.company IS DISTINCT FROM coalesce(c.name, CASE WHEN btrim(p.company) = '' THEN p.company END)`;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const format = (value: number) => value.toLocaleString("en-US");

await benchDatabase(log);
const scratch = await scratchBenchDatabase("bramble_migration_bench");
const client = new pg.Client({ connectionString: scratch.url });
try {
  log(`migrations up to ${previous}`);
  await runMigrationsInChildProcess(scratch.url, () => {}, previous);
  await client.connect();
  const facts = await machineFacts(scratch.url);
  let from = performance.now();
  await client.query("SET synchronous_commit = off");
  await client.query("BEGIN");
  await client.query(`SELECT set_config('app.workspace_id', $1, true)`, [WORKSPACE]);
  for (const statement of FILL.split(";").filter((text) => text.trim())) {
    await client.query(statement, statement.includes("$2") ? [WORKSPACE, customers] : [WORKSPACE]);
  }
  await client.query("COMMIT");
  log(`${format(customers)} customers in ${seconds(performance.now() - from)}`);
  await client.query("VACUUM ANALYZE");
  const before = (await client.query(EXPORT_DIGEST, [WORKSPACE])).rows[0];

  from = performance.now();
  await runMigrationsInChildProcess(scratch.url, log, COMPANIES_MIGRATION);
  const wallMs = performance.now() - from;
  const applied = await client.query<{ ms: number }>(
    `SELECT extract(epoch FROM finished_at - started_at) * 1000 AS ms FROM _prisma_migrations WHERE migration_name = $1`,
    [COMPANIES_MIGRATION],
  );
  const migrationMs = Number(applied.rows[0]?.ms);
  const after = (await client.query(EXPORT_DIGEST, [WORKSPACE])).rows[0];
  const made = (
    await client.query<{ companies: number; links: number; deliveries: number }>(
      `SELECT (SELECT count(*) FROM companies)::int AS companies, (SELECT count(*) FROM customer_companies)::int AS links,
        (SELECT count(*) FROM webhook_deliveries)::int AS deliveries`,
    )
  ).rows[0]!;
  const mismatches = (await client.query<{ n: number }>(COPY_MISMATCHES, [WORKSPACE])).rows[0]!.n;
  const same = before.people === after.people && before.digest === after.digest;
  log(`companies migration: ${seconds(migrationMs)} (${seconds(wallMs)} with the child process)`);
  if (!same || mismatches > 0) throw new Error(`the export changed (same: ${same}, copy mismatches: ${mismatches})`);

  const section = `## ${MIGRATION_SECTION}

Written by \`npm run bench:migration\` (tests/bench/companies-migration.ts); run it again rather than editing this section.

- Date: ${facts.date}; machine: ${facts.cores} cores, load average at the start \`${facts.uptime}\`
- Software: Node ${facts.node}, ${facts.postgres}; commit ${facts.commit}
- Database: a database of its own on the bench cluster, at the release before companies (${previous}), with
  one workspace of ${format(customers)} customers whose company texts name ${format(made.companies)} companies in
  several spellings (a tenth have none), after VACUUM ANALYZE.

| Step                                                                                     | Time |
| ---------------------------------------------------------------------------------------- | ---- |
| ${COMPANIES_MIGRATION}, as recorded in \`_prisma_migrations\` (started → finished)       | ${seconds(migrationMs)} |
| The same, as a start runs it (\`prisma/migrate.ts deploy\` in a child process: spawn → exit) | ${seconds(wallMs)} |

- It made ${format(made.companies)} companies and ${format(made.links)} primary links, and ${format(made.deliveries)} webhook deliveries.
- The export before and after holds the same ${format(after.people)} people with the same company names (compared
  trimmed and without case, as the migration chooses one spelling), and every person's company text is now their
  primary company's name.
`;
  const file = fromProjectRoot("docs", "performance.md");
  // Formatted as `npm run lint` checks it.
  const text = withSection(await readIfPresent(file), MIGRATION_SECTION, section);
  await writeFile(file, await prettier(text, { ...(await resolveConfig(file)), filepath: file }));
  log(`wrote the "${MIGRATION_SECTION}" section of docs/performance.md`);
} finally {
  await client.end().catch(() => {});
  await scratch.drop();
}
