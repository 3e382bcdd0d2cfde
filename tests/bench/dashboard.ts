/**
 * `node tests/bench/dashboard.ts`: the dashboard of a workspace with 100,000 customers, 300,000
 * activities, 50,000 tasks and 20,000 deals, from the monthly figures (the service) and counted straight
 * from the tables (what the service did before), one request at a time and four at once. Two
 * workspaces: rows spread over three years, and every row created this month (as a bulk import does).
 */
import { performance } from "node:perf_hooks";
import { Prisma } from "#prisma/generated/prisma/client.ts";
import type { Context } from "#core/context.ts";
import { getDashboard } from "#schema/dashboard/dashboard.service.ts";
import type { Database } from "#core/db/db.ts";
import { referenceDashboard } from "#tests/dashboard/reference-dashboard.ts";
import { serviceContext } from "#tests/support/service-context.ts";
import { createUser } from "#tests/support/users.ts";
import { createWorkspace } from "#tests/support/workspaces.ts";
import { medianMs, ROUNDS, withBenchDatabase } from "./bench-support.ts";

const CONCURRENCY = 4;
const REQUESTS_PER_CONNECTION = 50;

type Span = (now: Prisma.Sql) => Prisma.Sql;

const SPANS: [string, Span][] = [
  ["rows spread over three years", () => Prisma.sql`interval '1095 days'`],
  ["every row created this month", (now) => Prisma.sql`(${now} - date_trunc('month', ${now}))`],
];

/** The rows, dated up to `span` before `now`, inserted one statement per table. */
async function seed(db: Database, workspaceId: string, now: Date, span: Span) {
  const at = Prisma.sql`${now}::timestamp`;
  const dated = Prisma.sql`date_trunc('milliseconds', ${at} - random() * ${span(at)})`;
  const ws = Prisma.sql`${workspaceId}::uuid`;
  const statements: [string, Prisma.Sql][] = [
    [
      "100,000 customers",
      Prisma.sql`INSERT INTO customers (id, workspace_id, name, email, company, status, value_cents, created_at, updated_at)
        SELECT gen_random_uuid(), ${ws}, 'Customer ' || i, 'c' || i || '@example.test', 'Company ' || i % 311,
          (ARRAY['lead', 'active', 'inactive'])[1 + i % 3]::"CustomerStatus", i * 7919 % 1000000, ${dated}, ${at}
        FROM generate_series(1, 100000) AS i`,
    ],
    [
      "20,000 deals",
      Prisma.sql`INSERT INTO deals (id, workspace_id, title, customer_id, stage, value_cents, created_at, closed_at, updated_at)
        SELECT gen_random_uuid(), ${ws}, 'Deal ' || i, c.id, d.stage, i * 104729 % 5000000, d.created_at,
          CASE WHEN d.stage IN ('closed_won', 'closed_lost')
            THEN least(${at}, d.created_at + random() * interval '90 days') END, ${at}
        FROM (SELECT i, (ARRAY['qualified', 'proposal', 'negotiation', 'closed_won', 'closed_lost'])[1 + i % 5]::"DealStage" AS stage,
                ${dated} AS created_at FROM generate_series(1, 20000) AS i) AS d
        JOIN (SELECT id, row_number() OVER () AS n FROM customers WHERE workspace_id = ${ws}) AS c ON c.n = 1 + d.i * 37 % 100000`,
    ],
    [
      "50,000 tasks",
      Prisma.sql`INSERT INTO tasks (id, workspace_id, title, created_at, due_at, completed_at, updated_at)
        SELECT gen_random_uuid(), ${ws}, 'Task ' || i, t.created_at,
          date_trunc('milliseconds', t.created_at + random() * interval '40 days'),
          CASE WHEN random() < 0.7 THEN least(${at}, date_trunc('milliseconds', t.created_at + random() * interval '30 days')) END, ${at}
        FROM (SELECT i, ${dated} AS created_at FROM generate_series(1, 50000) AS i) AS t`,
    ],
    [
      "300,000 activities",
      Prisma.sql`INSERT INTO activities (id, workspace_id, type, title, occurred_at, created_at)
        SELECT gen_random_uuid(), ${ws}, (ARRAY['call', 'email', 'meeting', 'note'])[1 + i % 4]::"ActivityType",
          'Activity ' || i, ${dated}, ${at}
        FROM generate_series(1, 300000) AS i`,
    ],
  ];
  for (const [label, statement] of statements) {
    const started = performance.now();
    await db.$executeRaw(statement);
    console.log(`  inserted ${label.padEnd(20)} in ${(performance.now() - started).toFixed(0)} ms (triggers included)`);
  }
}

/** 95th percentile of CONCURRENCY connections each asking REQUESTS_PER_CONNECTION times in a row. */
async function p95Ms(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let request = 0; request < REQUESTS_PER_CONNECTION; request++) {
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return times[Math.ceil(times.length * 0.95) - 1] ?? 0;
}

/** EXPLAIN ANALYZE's execution time of the one statement the dashboard sends. */
async function statementMs(db: Database, ctx: Context, now: Date): Promise<number> {
  const access = ctx.workspace;
  if (!access) throw new Error("no workspace");
  let statement: Prisma.Sql | undefined;
  const spy = new Proxy(access.db, {
    get: (target, property) =>
      property === "$queryWorkspace"
        ? (build: (workspaceId: Prisma.Sql) => Prisma.Sql) => {
            statement = build(Prisma.sql`${access.id}::uuid`);
            return target.$queryWorkspace(build);
          }
        : Reflect.get(target, property),
  });
  await getDashboard({ ...ctx, workspace: { ...access, db: spy } }, now);
  if (!statement) throw new Error("the dashboard sent no statement");
  const [plan] = await db.$queryRawUnsafe<{ "QUERY PLAN": [{ "Execution Time": number }] }[]>(
    `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`,
    ...statement.values,
  );
  return plan?.["QUERY PLAN"][0]["Execution Time"] ?? 0;
}

await withBenchDatabase(async (db) => {
  const now = new Date();
  const viewer = await createUser(db, { username: "bench" });
  for (const [label, span] of SPANS) {
    const workspace = await createWorkspace(db, viewer, label);
    console.log(`${label}:`);
    await seed(db, workspace.id, now, span);
    await db.$executeRawUnsafe("VACUUM ANALYZE customers, deals, tasks, activities, workspace_monthly_figures");
    const ctx = serviceContext(db, viewer, workspace);
    const figures = () => getDashboard(ctx, now);
    const direct = () => referenceDashboard(workspace.db, now);
    console.log(`  one request, median of ${ROUNDS} (ms):`);
    console.log(`    from the monthly figures   ${(await medianMs(figures)).toFixed(1)}`);
    console.log(`    counting the tables        ${(await medianMs(direct)).toFixed(1)}`);
    console.log(`  ${CONCURRENCY} at once, p95 of ${CONCURRENCY * REQUESTS_PER_CONNECTION} (ms):`);
    console.log(`    from the monthly figures   ${(await p95Ms(figures)).toFixed(1)}`);
    console.log(`    counting the tables        ${(await p95Ms(direct)).toFixed(1)}`);
    console.log(`  EXPLAIN ANALYZE of the statement: ${(await statementMs(db, ctx, now)).toFixed(2)} ms`);
  }
});
process.exit(0);
