import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "#prisma/generated/prisma/client.ts";
import { findCustomerMatches } from "#schema/customers/customer-search.ts";
import type { WorkspaceDatabase } from "#core/db/db.ts";
import { findActivityMatches, findDealMatches, recentRows } from "#schema/search/search-matches.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { workspaceOf } from "#tests/support/workspaces.ts";

// The palette's search first reads each kind's newest rows (issue 22: its p95 was 68-85 ms at 4
// connections, a heap page per row). They must come from a covering index alone.

const ROWS = 300;
let t: TestApp;
let workspaceId: string;
let client: pg.Client;

/** The statement a search builds, without running it: a client that only records it. */
async function statementOf(search: (db: WorkspaceDatabase) => Promise<unknown>): Promise<Prisma.Sql> {
  let built: Prisma.Sql | undefined;
  const recorder = {
    $queryWorkspace: async (build: (workspace: Prisma.Sql) => Prisma.Sql) => {
      built = build(Prisma.sql`${workspaceId}::uuid`);
      return [];
    },
  };
  await search(recorder as unknown as WorkspaceDatabase);
  if (!built) throw new Error("the search built no statement");
  return built;
}

/** The index-only scans of the statement's plan, as "<node> on <index>". */
async function indexOnlyScans(statement: Prisma.Sql): Promise<string[]> {
  const { rows } = await client.query<{ "QUERY PLAN": unknown }>(
    `EXPLAIN (FORMAT JSON) ${statement.text}`,
    statement.values as unknown[],
  );
  const found: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    if (node["Node Type"] === "Index Only Scan") found.push(String(node["Index Name"]));
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk((rows[0]?.["QUERY PLAN"] as { Plan: Record<string, unknown> }[])[0]!.Plan);
  return found;
}

/** ROWS customers, each with a deal and an activity, in the workspace of a new owner; its id. */
async function fillWorkspace(username: string): Promise<string> {
  await signedInAgent(t, { username });
  const { db, id } = await workspaceOf(t.db, username);
  const customers = await db.customer.createManyAndReturn({
    data: Array.from({ length: ROWS }, (_, index) => ({ name: `Customer ${index}`, email: `c${index}@example.test` })),
    select: { id: true },
  });
  await db.deal.createMany({
    data: customers.map((customer, index) => ({ title: `Deal ${index}`, customerId: customer.id })),
  });
  await db.activity.createMany({
    data: customers.map((customer, index) => ({ title: `Call ${index}`, type: "call", customerId: customer.id })),
  });
  return id;
}

beforeAll(async () => {
  t = await startTestApp();
  // Other workspaces' rows share the tables, as they do in production.
  for (const neighbour of ["neighbour-1", "neighbour-2", "neighbour-3"]) await fillWorkspace(neighbour);
  workspaceId = await fillWorkspace("palette");
  client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  // The visibility map an index-only scan needs, and statistics. The planner is told that reading the
  // whole table, or sorting its rows, is no option, as it is not for a workspace among thousands (on a
  // few hundred rows it would otherwise pick either).
  await client.query("VACUUM ANALYZE customers, deals, activities");
  await client.query("SET enable_seqscan = off");
  await client.query("SET enable_bitmapscan = off");
  await client.query("SET enable_sort = off");
}, 60_000);
afterAll(async () => {
  await client?.end();
  await t.close();
});

describe("the search palette's newest rows", () => {
  it("are read from the customers' covering index", async () => {
    const start = { after: null, index: 0, skip: 0, take: 5 };
    const statement = await statementOf((db) =>
      findCustomerMatches(db, { term: "cust", recent: recentRows(5) }, start),
    );
    expect(await indexOnlyScans(statement)).toContain("customers_newest_search_idx");
  });

  it("are read from the deals' covering index, their customers' text from the customers'", async () => {
    const scans = await indexOnlyScans(await statementOf((db) => findDealMatches(db, "deal", 5)));
    expect(scans).toEqual(expect.arrayContaining(["deals_newest_search_idx", "customers_newest_search_idx"]));
  });

  it("are read from the activities' covering index", async () => {
    const scans = await indexOnlyScans(await statementOf((db) => findActivityMatches(db, "call", 5)));
    expect(scans).toContain("activities_newest_search_idx");
  });
});
