/**
 * `node tests/bench/deal-board.ts`: the deals board of a workspace with 5,000 open deals (and 20,000
 * closed ones, 10,000 customers, six owners): the board's first view (every column's count, value and
 * first page), a column's page deep down its cursor, the owner and text filters, and a move into the
 * middle of a column. Service calls on a throw-away PostgreSQL, median of ROUNDS runs each.
 */
import { performance } from "node:perf_hooks";
import { Prisma } from "#prisma/generated/prisma/client.ts";
import type { Context } from "#core/context.ts";
import type { Database } from "#core/db/db.ts";
import { BOARD_ORDER } from "#schema/deals/deal-filter.ts";
import { moveDeal } from "#schema/deals/deal-moves.service.ts";
import { dealPipeline } from "#schema/deals/deal-pipeline.service.ts";
import { listDeals } from "#schema/deals/deals.service.ts";
import { serviceContext } from "#tests/support/service-context.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, createWorkspace } from "#tests/support/workspaces.ts";
import { medianMs, ROUNDS, withBenchDatabase } from "./bench-support.ts";

const COLUMN_PAGE = 20;

async function seed(db: Database, workspaceId: string, ownerIds: string[]) {
  const ws = Prisma.sql`${workspaceId}::uuid`;
  const owners = Prisma.sql`${ownerIds}::uuid[]`;
  const statements: [string, Prisma.Sql][] = [
    [
      "10,000 customers",
      Prisma.sql`INSERT INTO customers (id, workspace_id, name, email, company, updated_at)
        SELECT gen_random_uuid(), ${ws}, 'Customer ' || i, 'c' || i || '@example.test', 'Company ' || i % 997, now()
        FROM generate_series(1, 10000) AS i`,
    ],
    [
      "25,000 deals",
      Prisma.sql`INSERT INTO deals (id, workspace_id, title, customer_id, stage, value_cents, owner_id, position, created_at, closed_at, updated_at)
        SELECT gen_random_uuid(), ${ws}, 'Deal ' || d.i, c.id, d.stage, (d.i::bigint * 104729 % 5000000)::int,
          (${owners})[1 + d.i % 6], row_number() OVER (PARTITION BY d.stage ORDER BY d.i) * 1024,
          now() - d.i * interval '1 minute',
          CASE WHEN d.stage IN ('closed_won', 'closed_lost') THEN now() END, now()
        FROM (SELECT i, CASE WHEN i <= 5000 THEN (ARRAY['qualified', 'proposal', 'negotiation'])[1 + i % 3]
                             ELSE (ARRAY['closed_won', 'closed_lost'])[1 + i % 2] END::"DealStage" AS stage
              FROM generate_series(1, 25000) AS i) AS d
        JOIN (SELECT id, row_number() OVER () AS n FROM customers WHERE workspace_id = ${ws}) AS c ON c.n = 1 + d.i % 10000`,
    ],
  ];
  for (const [label, statement] of statements) {
    const started = performance.now();
    await db.$executeRaw(statement);
    console.log(`  inserted ${label.padEnd(18)} in ${(performance.now() - started).toFixed(0)} ms (triggers included)`);
  }
}

/** What the board's first view asks: every column's count and value, and each column's first page. */
function firstView(ctx: Context, filter: object) {
  return Promise.all([
    dealPipeline(ctx, { filter }),
    ...(["qualified", "proposal", "negotiation", "closed_won", "closed_lost"] as const).map((stage) =>
      listDeals(ctx, { first: COLUMN_PAGE, filter: { ...filter, stage }, orderBy: BOARD_ORDER }),
    ),
  ]);
}

/** The cursor after `rows` cards of the column, reached page by page as the board's "Load more" does. */
async function cursorAfter(ctx: Context, stage: string, rows: number): Promise<string> {
  let after: string | null = null;
  for (let read = 0; read < rows; read += 200) {
    const page = await listDeals(ctx, { first: 200, after, filter: { stage }, orderBy: BOARD_ORDER });
    after = page.pageInfo.endCursor;
  }
  if (!after) throw new Error("the column is shorter than that");
  return after;
}

await withBenchDatabase(async (db) => {
  const viewer = await createUser(db, { username: "bench" });
  const workspace = await createWorkspace(db, viewer, "Pipeline");
  const ownerIds = [viewer.id];
  for (let index = 1; index < 6; index++) {
    const member = await createUser(db, { username: `owner-${index}` });
    await addMember(db, workspace, member);
    ownerIds.push(member.id);
  }
  console.log("a workspace with 5,000 open deals:");
  await seed(db, workspace.id, ownerIds);
  await db.$executeRawUnsafe("VACUUM ANALYZE customers, deals");
  const ctx = serviceContext(db, viewer, workspace);
  const deep = await cursorAfter(ctx, "proposal", 1000);
  const [moving, above] = await workspace.db.deal.findMany({
    where: { stage: "qualified" },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    skip: 800,
    take: 2,
  });
  if (!moving || !above) throw new Error("the column is shorter than that");

  console.log(`  median of ${ROUNDS} (ms):`);
  const report = async (label: string, run: () => Promise<unknown>) =>
    console.log(`    ${label.padEnd(58)} ${(await medianMs(run)).toFixed(1)}`);
  await report("the board's first view (counts, values, 5 first pages)", () => firstView(ctx, {}));
  await report("the same, one owner's deals", () => firstView(ctx, { ownerId: ownerIds[3] }));
  await report("the same, text filter 'deal 12'", () => firstView(ctx, { search: "deal 12" }));
  await report("a column's page after its first 1,000 cards", () =>
    listDeals(ctx, { first: COLUMN_PAGE, after: deep, filter: { stage: "proposal" }, orderBy: BOARD_ORDER }),
  );
  await report("two moves: to another column's top, back into the middle of 1,667", async () => {
    await moveDeal(ctx, moving.id, { stage: "proposal" });
    await moveDeal(ctx, moving.id, { stage: "qualified", afterId: above.id });
  });
});
process.exit(0);
