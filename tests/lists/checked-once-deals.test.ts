import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type * as ListRules from "#schema/deals/deals.list.rules.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { workspaceOf } from "#tests/support/workspaces.ts";

// The deals list's input is checked once, by its service's one schema. Here that schema alone is
// changed (the routes' query declarations, which come from deals.rules.ts, are not): a search may be
// 300 characters long (the form's rule says 200) and sorting by title is switched off. REST (the list,
// a customer's deals, the CSV export) and GraphQL must all follow the service's schema; a route that
// checked the query itself would still refuse the long search.
vi.mock("#schema/deals/deals.list.rules.ts", async (importOriginal) => {
  const original = await importOriginal<typeof ListRules>();
  const { filter, orderBy } = original.dealListInput.shape;
  const { stage, customerId, ownerId } = filter.unwrap().unwrap().shape;
  return {
    ...original,
    dealListInput: original.dealListInput.extend({
      filter: z
        .object({
          stage,
          customerId,
          ownerId,
          search: z.string().trim().max(300, "Search must be at most 300 characters").nullish(),
        })
        .nullish(),
      orderBy: orderBy.refine((order) => order?.field !== "title", "Sorting by title is switched off"),
    }),
  };
});

const LONG = "x".repeat(250);
const PIPELINE = `query ($filter: DealFilter) { dealPipeline(filter: $filter) { count } }`;
const LIST = `query ($filter: DealFilter, $orderBy: DealOrder, $first: Int) {
  deals(filter: $filter, orderBy: $orderBy, first: $first) { totalCount }
}`;

let t: TestApp;
let user: Awaited<ReturnType<typeof signedInAgent>>;
let customerId: string;

beforeAll(async () => {
  t = await startTestApp();
  user = await signedInAgent(t, { username: "checked-once-deals" });
  const { db } = await workspaceOf(t.db, "checked-once-deals");
  const customer = await db.customer.create({ data: { name: "Ada", email: "ada@x.test", company: "Engines" } });
  customerId = customer.id;
  await db.deal.create({ data: { title: "Engine support", customerId } });
});
afterAll(() => t.close());

describe("a deals list request is checked once, by the service's schema", () => {
  it("a rule the service's schema loosens is loosened on REST and GraphQL alike", async () => {
    const rest = await user.get(`/api/deals?search=${LONG}`);
    expect([rest.status, rest.body.totalCount]).toEqual([200, 0]);
    const ofCustomer = await user.get(`/api/customers/${customerId}/deals?search=${LONG}`);
    expect([ofCustomer.status, ofCustomer.body.totalCount]).toEqual([200, 0]);
    const exported = await user.get(`/api/deals/export.csv?search=${LONG}`);
    expect(exported.status).toBe(200);
    const { body } = await graphql(user, LIST, { filter: { search: LONG } });
    expect(body).toEqual({ data: { deals: { totalCount: 0 } } });
  });

  it("the board's counts take the list's filter, as the service's schema has it", async () => {
    const rest = await user.get(`/api/deals/pipeline?search=${LONG}`);
    expect([rest.status, rest.body.stages.length]).toEqual([200, 5]);
    const { body } = await graphql(user, PIPELINE, { filter: { search: LONG } });
    expect(body).toEqual({ data: { dealPipeline: [0, 0, 0, 0, 0].map((count) => ({ count })) } });
    const bad = await user
      .get(`/api/deals/pipeline?stage=won&ownerId=nobody`)
      .set("Accept", "application/problem+json");
    expect([bad.status, bad.body.detail, bad.body.errors]).toEqual([
      400,
      "Stage must be qualified, proposal, negotiation, closed_won or closed_lost",
      [
        { field: "stage", message: "Stage must be qualified, proposal, negotiation, closed_won or closed_lost" },
        { field: "ownerId", message: "Owner not found" },
      ],
    ]);
  });

  it("a rule the service's schema adds is answered on REST (by the parameter's name) and GraphQL alike", async () => {
    const problem = [
      400,
      "Sorting by title is switched off",
      [{ field: "sort", message: "Sorting by title is switched off" }],
    ];
    const rest = await user.get("/api/deals?sort=-title").set("Accept", "application/problem+json");
    expect([rest.status, rest.body.detail, rest.body.errors]).toEqual(problem);
    const ofCustomer = await user
      .get(`/api/customers/${customerId}/deals?sort=title`)
      .set("Accept", "application/problem+json");
    expect([ofCustomer.status, ofCustomer.body.detail, ofCustomer.body.errors]).toEqual(problem);
    const exported = await user.get("/api/deals/export.csv?sort=title");
    expect([exported.status, exported.text]).toEqual([400, "Sorting by title is switched off"]);
    const { body } = await graphql(user, LIST, { orderBy: { field: "title", direction: "desc" } });
    expect(errorOf(body)).toEqual({ message: "Sorting by title is switched off", code: "BAD_USER_INPUT" });
  });

  it("names every invalid parameter in one 400, by its REST name, with the page's own text messages", async () => {
    const rest = await user
      .get(`/api/deals?limit=ten&offset=-1&filter={bad&stage=won&ownerId=nobody&sort=title&search=${LONG}`)
      .set("Accept", "application/problem+json");
    expect([rest.status, rest.body.detail, rest.body.errors]).toEqual([
      400,
      "limit must be a whole number",
      [
        { field: "limit", message: "limit must be a whole number" },
        { field: "offset", message: "offset must be a whole number" },
        {
          field: "filter",
          message: 'filter: is not JSON; send a tree such as {"field":"status","op":"eq","value":"active"}',
        },
        { field: "stage", message: "Stage must be qualified, proposal, negotiation, closed_won or closed_lost" },
        { field: "ownerId", message: "Owner not found" },
        { field: "sort", message: "Sorting by title is switched off" },
      ],
    ]);
  });

  it("checks a customer's deals' parameters before the customer: a bad one is a 400 even for a missing customer", async () => {
    const missing = "01900000-0000-7000-8000-000000000000";
    const rest = await user.get(`/api/customers/${missing}/deals?stage=won`).set("Accept", "application/problem+json");
    expect([rest.status, rest.body.errors]).toEqual([
      400,
      [{ field: "stage", message: "Stage must be qualified, proposal, negotiation, closed_won or closed_lost" }],
    ]);
    const found = await user.get(`/api/customers/${missing}/deals`);
    expect(found.status).toBe(404);
  });
});
