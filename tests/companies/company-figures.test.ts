import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql } from "#tests/support/graphql.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { workspaceOf } from "#tests/support/workspaces.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("a company's figures", () => {
  it("add up deals beyond GraphQL's 32-bit Int (the bench's Acme Corp has $33 million in open deals)", async () => {
    const user = await signedInAgent(t, { username: "big-figures" });
    const crm = (await workspaceOf(t.db, "big-figures")).db;
    const company = await crm.company.create({ data: { name: "Big Co" } });
    const customer = await crm.customer.create({ data: { name: "Bea", email: "bea@big.test" } });
    const deal = { customerId: customer.id, companyId: company.id, valueCents: 2_000_000_000 };
    await crm.deal.createMany({
      data: [
        { ...deal, title: "One", stage: "qualified" },
        { ...deal, title: "Two", stage: "proposal" },
        { ...deal, title: "Won", stage: "closed_won", closedAt: new Date() },
        { ...deal, title: "Won too", stage: "closed_won", closedAt: new Date() },
      ],
    });
    const answer = await graphql(
      user,
      "query ($id: ID!) { company(id: $id) { figures { openPipelineCents openDeals wonThisYearCents wonDeals } } }",
      { id: company.id },
    );
    expect(answer.body).toEqual({
      data: {
        company: {
          figures: { openPipelineCents: 4_000_000_000, openDeals: 2, wonThisYearCents: 4_000_000_000, wonDeals: 2 },
        },
      },
    });
  });
});
