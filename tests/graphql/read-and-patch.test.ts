import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { workspaceOf } from "#tests/support/workspaces.ts";

let t: TestApp;
let user: Awaited<ReturnType<typeof signedInAgent>>;
let customerId: string;
const MISSING = "0190c5f2-0000-7000-8000-000000000000";

beforeAll(async () => {
  t = await startTestApp();
  user = await signedInAgent(t, { username: "patcher" });
  const workspace = await workspaceOf(t.db, "patcher");
  customerId = (await workspace.db.customer.create({ data: { name: "Ida Ives", email: "ida@ives.test", phone: "1" } }))
    .id;
});
afterAll(() => t.close());

describe("deals", () => {
  it("lists deals by filter and order, reads one, and patches only what is given", async () => {
    const create = `mutation ($input: DealInput!) { createDeal(input: $input) { id } }`;
    const open = await graphql(user, create, { input: { title: "Open", customerId, valueCents: 100 } });
    await graphql(user, create, { input: { title: "Won", customerId, stage: "closed_won" } });
    const deals = await graphql(
      user,
      `
        {
          deals(filter: { stage: closed_won }) {
            totalCount
            edges {
              node {
                title
              }
            }
          }
          byClose: deals(orderBy: { field: closedAt, direction: asc }) {
            edges {
              node {
                title
              }
            }
          }
        }
      `,
    );
    expect(deals.body.data).toEqual({
      deals: { totalCount: 1, edges: [{ node: { title: "Won" } }] },
      byClose: { edges: [{ node: { title: "Won" } }, { node: { title: "Open" } }] },
    });
    const id = open.body.data.createDeal.id;
    const patched = await graphql(
      user,
      `
        mutation ($id: ID!) {
          patchDeal(id: $id, input: { stage: negotiation }) {
            title
            stage
            valueCents
            customer {
              name
            }
          }
        }
      `,
      { id },
    );
    expect(patched.body.data.patchDeal).toEqual({
      title: "Open",
      stage: "negotiation",
      valueCents: 100,
      customer: { name: "Ida Ives" },
    });
    const read = await graphql(
      user,
      `
        query ($id: ID!) {
          deal(id: $id) {
            title
            stage
          }
        }
      `,
      { id },
    );
    expect(read.body.data.deal).toEqual({ title: "Open", stage: "negotiation" });
    const missing = await graphql(
      user,
      `
        query ($id: ID!) {
          deal(id: $id) {
            title
          }
        }
      `,
      { id: MISSING },
    );
    expect(errorOf(missing.body)).toEqual({ message: "Deal not found", code: "NOT_FOUND" });
  });
});

describe("tasks, activities and customers", () => {
  it("reads a task and patches it, completion included", async () => {
    const created = await graphql(
      user,
      `
        mutation {
          createTask(input: { title: "Ring", priority: low }) {
            id
          }
        }
      `,
    );
    const id = created.body.data.createTask.id;
    const patched = await graphql(
      user,
      `
        mutation ($id: ID!) {
          patchTask(id: $id, input: { completed: true }) {
            title
            priority
            completed
          }
        }
      `,
      { id },
    );
    expect(patched.body.data.patchTask).toEqual({ title: "Ring", priority: "low", completed: true });
    const read = await graphql(
      user,
      `
        query ($id: ID!) {
          task(id: $id) {
            title
            completed
          }
        }
      `,
      { id },
    );
    expect(read.body.data.task).toEqual({ title: "Ring", completed: true });
  });

  it("reads an activity and patches it", async () => {
    const created = await graphql(
      user,
      `
        mutation {
          createActivity(input: { type: call, title: "Hello" }) {
            id
          }
        }
      `,
    );
    const id = created.body.data.createActivity.id;
    const patched = await graphql(
      user,
      `
        mutation ($id: ID!) {
          patchActivity(id: $id, input: { type: meeting }) {
            type
            title
          }
        }
      `,
      { id },
    );
    expect(patched.body.data.patchActivity).toEqual({ type: "meeting", title: "Hello" });
    const read = await graphql(
      user,
      `
        query ($id: ID!) {
          activity(id: $id) {
            type
            title
          }
        }
      `,
      { id },
    );
    expect(read.body.data.activity).toEqual({ type: "meeting", title: "Hello" });
  });

  it("patches a customer, refusing an invalid field with its form's message", async () => {
    const patched = await graphql(
      user,
      `
        mutation ($id: ID!) {
          patchCustomer(id: $id, input: { status: active }) {
            name
            email
            phone
            status
          }
        }
      `,
      { id: customerId },
    );
    expect(patched.body.data.patchCustomer).toEqual({
      name: "Ida Ives",
      email: "ida@ives.test",
      phone: "1",
      status: "active",
    });
    const invalid = await graphql(
      user,
      `
        mutation ($id: ID!) {
          patchCustomer(id: $id, input: { email: "nope" }) {
            id
          }
        }
      `,
      { id: customerId },
    );
    expect(errorOf(invalid.body)).toEqual({ message: "Please enter a valid email address", code: "BAD_USER_INPUT" });
    expect(invalid.body.errors[0].extensions.errors).toEqual([
      { field: "email", message: "Please enter a valid email address" },
    ]);
  });
});
