import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Context, WorkspaceAccess } from "#core/context.ts";
import { dealPipeline } from "#schema/deals/deal-pipeline.service.ts";
import { serviceContext } from "#tests/support/service-context.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { createWorkspace } from "#tests/support/workspaces.ts";

// The whole board's columns come from the per-stage figures the database keeps (a few rows at any
// size), a narrower board from counting its deals. tests/dashboard/figures.test.ts holds the kept
// figures equal to a count through random writes.

let t: TestApp;
let workspace: WorkspaceAccess;
let ctx: Context;
let ownerId: string;

beforeAll(async () => {
  t = await startTestApp();
  const owner = await createUser(t.db, { username: "stella" });
  ownerId = owner.id;
  workspace = await createWorkspace(t.db, owner);
  ctx = serviceContext(t.db, owner, workspace);
  const customer = await workspace.db.customer.create({ data: { name: "Cy Cole", email: "cy@cole.test" } });
  for (const [stage, valueCents] of [
    ["qualified", 1_000],
    ["qualified", 2_500],
    ["proposal", 4_000],
    ["closed_won", 9_900],
  ] as const) {
    await workspace.db.deal.create({
      data: { title: `${stage} ${valueCents}`, stage, valueCents, customerId: customer.id, ownerId },
    });
  }
});
afterAll(() => t.close());

const columns = async (filter: object) =>
  (await dealPipeline(ctx, { filter })).map(({ stage, count, totalValueCents }) => [stage, count, totalValueCents]);

describe("the deal board's column totals", () => {
  it("read the whole board from the kept per-stage figures, and a narrower one from its deals", async () => {
    // Only the kept figures see this: the deals themselves are unchanged.
    await t.db.$executeRaw`UPDATE workspace_monthly_figures SET count = count + 100, value_cents = value_cents + 7
      WHERE workspace_id = ${workspace.id}::uuid AND figure = 'deals_stage_qualified'`;
    expect(await columns({})).toEqual([
      ["qualified", 102, 3_507],
      ["proposal", 1, 4_000],
      ["negotiation", 0, 0],
      ["closed_won", 1, 9_900],
      ["closed_lost", 0, 0],
    ]);
    expect(await columns({ stage: "qualified" })).toEqual([["qualified", 102, 3_507]]);
    expect(await columns({ ownerId })).toEqual([
      ["qualified", 2, 3_500],
      ["proposal", 1, 4_000],
      ["negotiation", 0, 0],
      ["closed_won", 1, 9_900],
      ["closed_lost", 0, 0],
    ]);
  });
});
