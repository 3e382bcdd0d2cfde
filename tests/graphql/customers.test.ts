import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import type { WorkspaceDatabase } from "#core/db/db.ts";
import { workspaceOf } from "#tests/support/workspaces.ts";

let t: TestApp;
let user: Awaited<ReturnType<typeof signedInAgent>>;
let crm: WorkspaceDatabase;

beforeAll(async () => {
  t = await startTestApp();
  user = await signedInAgent(t, { username: "seller" });
  crm = (await workspaceOf(t.db, "seller")).db;
  const rows = [
    { name: "Alice Archer", email: "alice@acme.test", company: "Acme", status: "active", valueCents: 300 },
    { name: "Bob Baker", email: "bob@globex.test", company: "Globex", status: "lead", valueCents: 100 },
    { name: "Carol Cook", email: "carol@initech.test", company: "Initech", status: "inactive", valueCents: 500 },
    { name: "Dan Diaz", email: "dan@acme.test", company: "ACME Labs", status: "lead", valueCents: 200 },
    { name: "Eve Evans", email: "eve@hooli.test", company: "Hooli", status: "active", valueCents: 400 },
  ] as const;
  for (const [index, row] of rows.entries()) {
    await crm.customer.create({ data: { ...row, createdAt: new Date(Date.UTC(2026, 0, index + 1)) } });
  }
});
afterAll(() => t.close());

const LIST = `query ($first: Int, $after: String, $filter: CustomerFilter, $orderBy: CustomerOrder) {
  customers(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage endCursor }
    edges { cursor node { name } }
  }
}`;
const CREATE = `mutation ($input: CustomerInput!) { createCustomer(input: $input) { id name email phone company status notes valueCents owner { username } } }`;
const UPDATE = `mutation ($id: ID!, $input: CustomerInput!) { updateCustomer(id: $id, input: $input) { id name phone company status notes } }`;
const DELETE = `mutation ($id: ID!) { deleteCustomer(id: $id) { id } }`;
const ONE = `query ($id: ID!) { customer(id: $id) { name deals { title stage } tasks { title completed } activities { title type } } }`;

async function list(variables: Record<string, unknown>) {
  const response = await graphql(user, LIST, variables);
  return response.body;
}

const names = (body: { data: { customers: { edges: { node: { name: string } }[] } } }) =>
  body.data.customers.edges.map((edge) => edge.node.name);

describe("customers connection", () => {
  it("lists newest first by default, with the total", async () => {
    const body = await list({});
    expect(names(body)).toEqual(["Eve Evans", "Dan Diaz", "Carol Cook", "Bob Baker", "Alice Archer"]);
    expect(body.data.customers.totalCount).toBe(5);
    expect(body.data.customers.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
  });

  it("pages with first/after up to the last page", async () => {
    const orderBy = { field: "name", direction: "asc" };
    const first = await list({ first: 2, orderBy });
    expect(names(first)).toEqual(["Alice Archer", "Bob Baker"]);
    expect(first.data.customers.pageInfo.hasNextPage).toBe(true);
    const second = await list({ first: 2, after: first.data.customers.pageInfo.endCursor, orderBy });
    expect(names(second)).toEqual(["Carol Cook", "Dan Diaz"]);
    const last = await list({ first: 2, after: second.data.customers.pageInfo.endCursor, orderBy });
    expect(names(last)).toEqual(["Eve Evans"]);
    expect(last.data.customers.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const beyond = await list({ first: 2, after: last.data.customers.pageInfo.endCursor, orderBy });
    expect(names(beyond)).toEqual([]);
    expect(beyond.data.customers.pageInfo.endCursor).toBeNull();
    expect(beyond.data.customers.totalCount).toBe(5);
  });

  it("answers an empty list when nothing matches", async () => {
    const body = await list({ filter: { search: "zzz" } });
    expect(body.data.customers).toEqual({
      totalCount: 0,
      pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: null },
      edges: [],
    });
  });

  it("refuses an invalid cursor and a page size below 1 with a clear message", async () => {
    expect(errorOf(await list({ after: "not-a-cursor" }))).toEqual({
      message: "Invalid cursor",
      code: "BAD_USER_INPUT",
    });
    expect(errorOf(await list({ first: 0 }))).toEqual({
      message: "Page size must be a whole number of at least 1",
      code: "BAD_USER_INPUT",
    });
  });

  it("searches name, company and e-mail case-insensitively", async () => {
    expect(names(await list({ filter: { search: "acme" }, orderBy: { field: "name", direction: "asc" } }))).toEqual([
      "Alice Archer",
      "Dan Diaz",
    ]);
    expect(names(await list({ filter: { search: "HOOLI" } }))).toEqual(["Eve Evans"]);
    expect(names(await list({ filter: { search: "carol@" } }))).toEqual(["Carol Cook"]);
  });

  it("filters by status, combined with search", async () => {
    expect(names(await list({ filter: { status: "lead" }, orderBy: { field: "name", direction: "asc" } }))).toEqual([
      "Bob Baker",
      "Dan Diaz",
    ]);
    expect(names(await list({ filter: { status: "lead", search: "acme" } }))).toEqual(["Dan Diaz"]);
  });

  it("sorts by company and by value in both directions", async () => {
    expect(names(await list({ orderBy: { field: "value", direction: "desc" } }))).toEqual([
      "Carol Cook",
      "Eve Evans",
      "Alice Archer",
      "Dan Diaz",
      "Bob Baker",
    ]);
    expect(names(await list({ orderBy: { field: "company", direction: "asc" } }))).toEqual([
      "Dan Diaz",
      "Alice Archer",
      "Bob Baker",
      "Eve Evans",
      "Carol Cook",
    ]);
  });

  it("clamps a page size above 200", async () => {
    expect((await list({ first: 1000 })).data.customers.edges).toHaveLength(5);
  });

  it("refuses a page for an anonymous caller", async () => {
    const response = await graphql(t.request(), LIST, {});
    expect(errorOf(response.body)).toEqual({ message: "Not signed in", code: "UNAUTHENTICATED" });
  });
});

describe("customer mutations", () => {
  it("creates a customer with the spec's defaults, owned by the creator", async () => {
    const response = await graphql(user, CREATE, { input: { name: " Fay Fox ", email: "fay@fox.test" } });
    expect(response.body.data.createCustomer).toMatchObject({
      name: "Fay Fox",
      email: "fay@fox.test",
      phone: "",
      company: "",
      status: "lead",
      notes: "",
      valueCents: 0,
      owner: { username: "seller" },
    });
  });

  it.each([
    [{ name: "", email: "x@y.test" }, "Name is required"],
    [{ name: "X", email: "nope" }, "Please enter a valid email address"],
    [{ name: "X", email: "x@y.test", valueCents: -5 }, "Value cannot be negative"],
    [{ name: "X", email: "x@y.test", phone: "call me" }, "Please enter a valid phone number"],
    [{ name: "X", email: "x@y.test", phone: "12" }, "Please enter a valid phone number"],
    [{ name: "X", email: "x@y.test", notes: "n".repeat(5001) }, "Notes must be at most 5000 characters"],
  ])("refuses %j with %j", async (input, message) => {
    const response = await graphql(user, CREATE, { input });
    expect(errorOf(response.body)).toEqual({ message, code: "BAD_USER_INPUT" });
  });

  it("updates only the fields it is given, and clears a field set to empty", async () => {
    const created = await graphql(user, CREATE, {
      input: {
        name: "Gus Grey",
        email: "gus@grey.test",
        phone: "+44 20 7946 0018",
        company: "Grey Co",
        notes: "keep me",
      },
    });
    const id = created.body.data.createCustomer.id;
    const updated = await graphql(user, UPDATE, {
      id,
      input: { name: "Gus Grey", email: "gus@grey.test", status: "active", company: "" },
    });
    expect(updated.body.data.updateCustomer).toEqual({
      id,
      name: "Gus Grey",
      phone: "+44 20 7946 0018",
      company: "",
      status: "active",
      notes: "keep me",
    });
  });

  it("shows a customer's deals, tasks and activities, and deletes them with the customer", async () => {
    const created = await graphql(user, CREATE, { input: { name: "Hal Hunt", email: "hal@hunt.test" } });
    const id = created.body.data.createCustomer.id;
    await crm.deal.create({ data: { title: "Big deal", customerId: id, stage: "proposal" } });
    await crm.task.create({ data: { title: "Call Hal", customerId: id } });
    await crm.activity.create({ data: { title: "Met Hal", type: "meeting", customerId: id } });
    expect((await graphql(user, ONE, { id })).body.data.customer).toEqual({
      name: "Hal Hunt",
      deals: [{ title: "Big deal", stage: "proposal" }],
      tasks: [{ title: "Call Hal", completed: false }],
      activities: [{ title: "Met Hal", type: "meeting" }],
    });
    expect((await graphql(user, DELETE, { id })).body.data.deleteCustomer).toEqual({ id });
    expect(await crm.deal.count({ where: { customerId: id } })).toBe(0);
    expect(await crm.task.count({ where: { customerId: id } })).toBe(0);
    expect(await crm.activity.count({ where: { customerId: id } })).toBe(0);
    expect(errorOf((await graphql(user, ONE, { id })).body)).toEqual({
      message: "Customer not found",
      code: "NOT_FOUND",
    });
  });

  it("refuses an e-mail another customer of the workspace has, ignoring case, on create and on update", async () => {
    const conflict = { message: "A customer with this email already exists", code: "CONFLICT" };
    const created = await graphql(user, CREATE, { input: { name: "Ida Ide", email: " ALICE@Acme.test" } });
    expect(errorOf(created.body)).toEqual(conflict);
    const ida = await graphql(user, CREATE, { input: { name: "Ida Ide", email: "ida@ide.test" } });
    const id = ida.body.data.createCustomer.id;
    const updated = await graphql(user, UPDATE, { id, input: { name: "Ida Ide", email: "Bob@Globex.test" } });
    expect(errorOf(updated.body)).toEqual(conflict);
    expect(await crm.customer.count({ where: { email: { equals: "bob@globex.test", mode: "insensitive" } } })).toBe(1);
  });

  it("lets a duplicate from before the rule keep its e-mail, and applies the rule once the e-mail changes", async () => {
    const jan = await crm.customer.create({ data: { name: "Jan Jay", email: "jan@jay.test" } });
    await t.db
      .$executeRaw`UPDATE customers SET email = 'CAROL@initech.test', email_duplicate = true WHERE id = ${jan.id}::uuid`;
    const kept = await graphql(user, UPDATE, { id: jan.id, input: { name: "Jan J.", email: "carol@initech.test" } });
    expect(kept.body.data.updateCustomer).toMatchObject({ name: "Jan J." });
    const moved = await graphql(user, UPDATE, { id: jan.id, input: { name: "Jan J.", email: "eve@hooli.test" } });
    expect(errorOf(moved.body)).toEqual({ message: "A customer with this email already exists", code: "CONFLICT" });
    await graphql(user, UPDATE, { id: jan.id, input: { name: "Jan J.", email: "jan@jay.test" } });
    expect(await crm.customer.findUniqueOrThrow({ where: { id: jan.id } })).toMatchObject({
      email: "jan@jay.test",
      emailDuplicate: false,
      emailNormalized: "jan@jay.test",
    });
  });

  it("answers NOT_FOUND for an unknown or malformed id", async () => {
    const unknown = "0190c5f2-0000-7000-8000-000000000000";
    expect(errorOf((await graphql(user, DELETE, { id: unknown })).body)).toEqual({
      message: "Customer not found",
      code: "NOT_FOUND",
    });
    expect(errorOf((await graphql(user, UPDATE, { id: "42", input: { name: "A", email: "a@b.co" } })).body)).toEqual({
      message: "Customer not found",
      code: "NOT_FOUND",
    });
  });
});
