import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type * as ListRules from "#schema/customers/customers.list.rules.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { workspaceOf } from "#tests/support/workspaces.ts";

// The customers list's input is checked once, by its service's one schema. Here that schema alone is
// changed (the route's query declarations, which come from customers.rules.ts, are not): a search may
// be 300 characters long (the form's rule says 200) and sorting by company is switched off. REST and
// GraphQL must both follow the service's schema; a route that checked the query itself would still
// refuse the long search.
vi.mock("#schema/customers/customers.list.rules.ts", async (importOriginal) => {
  const original = await importOriginal<typeof ListRules>();
  const { filter, orderBy } = original.customerListInput.shape;
  const status = filter.unwrap().unwrap().shape.status;
  return {
    ...original,
    customerListInput: original.customerListInput.extend({
      filter: z
        .object({ search: z.string().trim().max(300, "Search must be at most 300 characters").nullish(), status })
        .nullish(),
      orderBy: orderBy.refine((order) => order?.field !== "company", "Sorting by company is switched off"),
    }),
  };
});

const LONG = "x".repeat(250);
const LIST = `query ($filter: CustomerFilter, $orderBy: CustomerOrder, $first: Int) {
  customers(filter: $filter, orderBy: $orderBy, first: $first) { totalCount }
}`;

let t: TestApp;
let user: Awaited<ReturnType<typeof signedInAgent>>;

beforeAll(async () => {
  t = await startTestApp();
  user = await signedInAgent(t, { username: "checked-once" });
  const { db } = await workspaceOf(t.db, "checked-once");
  await db.customer.create({ data: { name: "Ada", email: "ada@x.test", company: "Engines" } });
});
afterAll(() => t.close());

describe("a list request is checked once, by the service's schema", () => {
  it("a rule the service's schema loosens is loosened on REST and GraphQL alike", async () => {
    const rest = await user.get(`/api/customers?search=${LONG}`);
    expect([rest.status, rest.body.totalCount]).toEqual([200, 0]);
    const exported = await user.get(`/api/customers/export.csv?search=${LONG}`);
    expect(exported.status).toBe(200);
    const { body } = await graphql(user, LIST, { filter: { search: LONG } });
    expect(body).toEqual({ data: { customers: { totalCount: 0 } } });
  });

  it("a rule the service's schema adds is answered on REST (by the parameter's name) and GraphQL alike", async () => {
    const rest = await user.get("/api/customers?sort=-company").set("Accept", "application/problem+json");
    expect([rest.status, rest.body.detail, rest.body.errors]).toEqual([
      400,
      "Sorting by company is switched off",
      [{ field: "sort", message: "Sorting by company is switched off" }],
    ]);
    const exported = await user.get("/api/customers/export.csv?sort=company");
    expect([exported.status, exported.text]).toEqual([400, "Sorting by company is switched off"]);
    const { body } = await graphql(user, LIST, { orderBy: { field: "company", direction: "desc" } });
    expect(errorOf(body)).toEqual({ message: "Sorting by company is switched off", code: "BAD_USER_INPUT" });
  });

  it("names every invalid parameter in one 400, by its REST name, with the page's own text messages", async () => {
    const rest = await user
      .get(`/api/customers?limit=ten&offset=-1&filter={bad&status=vip&sort=company&search=${LONG}`)
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
        { field: "status", message: "Status must be lead, active or inactive" },
        { field: "sort", message: "Sorting by company is switched off" },
      ],
    ]);
  });
});
