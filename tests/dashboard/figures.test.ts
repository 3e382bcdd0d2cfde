import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDashboard } from "#schema/dashboard/dashboard.service.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { CHECKED_AT, EDGES, expectExact, MID_NOVEMBER, team, type Team } from "./exact-figures.ts";
import { randomWrites } from "./random-writes.ts";

// The dashboard reads figures the database keeps per workspace and month (and lists read row counts
// it keeps): through any writes, they must stay what counting the tables gives.

let t: TestApp;
let a: Team;
let b: Team;
const writes = randomWrites(20_261_121, EDGES);

beforeAll(async () => {
  t = await startTestApp();
  a = await team(t.db, "alpha", "A");
  b = await team(t.db, "bravo", "B");
});
afterAll(() => t.close());

describe("the dashboard's monthly figures and the row counts", () => {
  it("stay exact through a random sequence of inserts, updates and deletes in two workspaces", async () => {
    for (let round = 1; round <= 6; round++) {
      await writes.run([a.access.db, b.access.db], 60);
      await expectExact(a, `round ${round}`);
      await expectExact(b, `round ${round}`);
    }
  }, 180_000);

  it("lose a truncated table's rows and keep counting the rows written after", async () => {
    await t.db.$executeRawUnsafe("TRUNCATE tasks");
    await expectExact(a, "tasks truncated");
    await writes.run([a.access.db, b.access.db], 40);
    await expectExact(b, "written after truncating tasks");
    // Cascades to deals, tasks and activities, which all point at customers.
    await t.db.$executeRawUnsafe("TRUNCATE customers CASCADE");
    expect((await getDashboard(a.ctx, MID_NOVEMBER)).totalCustomers).toEqual({
      value: 0,
      previous: 0,
      trendPercent: null,
    });
    await expectExact(a, "customers truncated");
    await writes.run([a.access.db, b.access.db], 60);
    await expectExact(a, "written after truncating customers");
    await expectExact(b, "written after truncating customers");
  }, 120_000);

  it("follow a row moved to another workspace", async () => {
    const customer = await a.access.db.customer.create({
      data: { name: "mover", email: "mover@example.com", createdAt: CHECKED_AT[1] },
    });
    const activity = await a.access.db.activity.create({
      data: { type: "call", title: "moving", occurredAt: MID_NOVEMBER },
    });
    await t.db.$executeRaw`UPDATE customers SET workspace_id = ${b.access.id}::uuid WHERE id = ${customer.id}::uuid`;
    await t.db.$executeRaw`UPDATE activities SET workspace_id = ${b.access.id}::uuid WHERE id = ${activity.id}::uuid`;
    await expectExact(a, "moved out");
    await expectExact(b, "moved in");
  }, 60_000);

  it("go with a deleted workspace, and the other workspace's stay exact", async () => {
    await t.db.workspace.delete({ where: { id: b.access.id } });
    const [left] = await t.db.$queryRaw<{ figures: number; counts: number }[]>`
      SELECT (SELECT count(*) FROM workspace_monthly_figures WHERE workspace_id = ${b.access.id}::uuid)::int AS figures,
             (SELECT count(*) FROM workspace_row_counts WHERE workspace_id = ${b.access.id}::uuid)::int AS counts`;
    expect(left).toEqual({ figures: 0, counts: 0 });
    await expectExact(a, "after deleting B");
  }, 60_000);
});
