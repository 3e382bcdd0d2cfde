import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { workspaceOf } from "#tests/support/workspaces.ts";

// What the people screens read of companies: each person's primary company (the customers table links
// it) and the dashboard's top companies by open pipeline.

let t: TestApp;
let agent: Awaited<ReturnType<typeof signedInAgent>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  agent = await signedInAgent(t, { username: "people-companies" });
  const { db } = await workspaceOf(t.db, "people-companies");
  for (const name of ["Acme", "Globex"]) ids[name] = (await db.company.create({ data: { name } })).id;
  const ann = await db.customer.create({ data: { name: "Ann", email: "ann@example.test" } });
  const bo = await db.customer.create({ data: { name: "Bo", email: "bo@example.test" } });
  await db.customer.create({ data: { name: "Cy", email: "cy@example.test" } });
  ids.Ann = ann.id;
  await db.customerCompany.create({ data: { customerId: ann.id, companyId: ids.Globex!, role: "Buyer" } });
  await db.customerCompany.create({ data: { customerId: ann.id, companyId: ids.Acme!, isPrimary: true } });
  await db.customerCompany.create({ data: { customerId: bo.id, companyId: ids.Globex!, isPrimary: false } });
  for (const [company, valueCents] of [
    ["Acme", 10_000],
    ["Globex", 25_000],
    ["Acme", 20_000],
  ] as const) {
    await db.deal.create({
      data: { title: `${company} deal`, customerId: ann.id, companyId: ids[company], valueCents },
    });
  }
});
afterAll(() => t.close());

describe("Customer.primaryCompany", () => {
  it("is the person's primary company, or null when none of their links is primary", async () => {
    const response = await graphql(
      agent,
      "{ customers(first: 10, orderBy: { field: name, direction: asc }) { edges { node { name company primaryCompany { id name } } } } }",
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.customers.edges.map(({ node }: { node: unknown }) => node)).toEqual([
      { name: "Ann", company: "Acme", primaryCompany: { id: ids.Acme, name: "Acme" } },
      { name: "Bo", company: "", primaryCompany: null },
      { name: "Cy", company: "", primaryCompany: null },
    ]);
  });
});

describe("Dashboard.topCompanies", () => {
  const TOP =
    "query ($first: Int) { dashboard { topCompanies(first: $first) { company { id name } openPipelineCents openDeals } } }";

  it("lists the companies by open pipeline, five unless asked", async () => {
    const response = await graphql(agent, TOP);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.dashboard.topCompanies).toEqual([
      { company: { id: ids.Acme, name: "Acme" }, openPipelineCents: 30_000, openDeals: 2 },
      { company: { id: ids.Globex, name: "Globex" }, openPipelineCents: 25_000, openDeals: 1 },
    ]);
    const one = await graphql(agent, TOP, { first: 1 });
    expect(one.body.data.dashboard.topCompanies).toEqual([
      { company: { id: ids.Acme, name: "Acme" }, openPipelineCents: 30_000, openDeals: 2 },
    ]);
  });

  it("refuses a first below 1 with the list's message", async () => {
    const response = await graphql(agent, TOP, { first: 0 });
    expect(errorOf(response.body)).toEqual({
      message: "Page size must be a whole number of at least 1",
      code: "BAD_USER_INPUT",
    });
  });
});
