import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type * as ActivityListRules from "#schema/activities/activities.list.rules.ts";
import type * as TaskListRules from "#schema/tasks/tasks.list.rules.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { workspaceOf } from "#tests/support/workspaces.ts";

// The tasks list's input is checked once, by its service's one schema. Here that schema alone is changed
// (the routes' query declarations, which come from tasks.rules.ts, are not): a customer id may come with
// spaces around it (the filter's rule refuses them) and sorting by priority is switched off. REST, the
// CSV export and GraphQL must all follow the service's schema; a route that checked the query itself
// would still refuse the spaced id.
vi.mock("#schema/tasks/tasks.list.rules.ts", async (importOriginal) => {
  const original = await importOriginal<typeof TaskListRules>();
  const { filter, orderBy } = original.taskListInput.shape;
  const filters = filter.unwrap().unwrap();
  const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);
  return {
    ...original,
    taskListInput: original.taskListInput.extend({
      filter: filters.extend({ customerId: z.preprocess(trimmed, filters.shape.customerId) }).nullish(),
      orderBy: orderBy.refine((order) => order?.field !== "priority", "Sorting by priority is switched off"),
    }),
  };
});

vi.mock("#schema/activities/activities.list.rules.ts", async (importOriginal) => {
  const original = await importOriginal<typeof ActivityListRules>();
  const filters = original.activityListInput.shape.filter.unwrap().unwrap();
  const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);
  return {
    ...original,
    activityListInput: original.activityListInput.extend({
      filter: filters
        .extend({
          type: filters.shape.type.refine((type) => type !== "note", "Notes are switched off"),
          customerId: z.preprocess(trimmed, filters.shape.customerId),
        })
        .nullish(),
    }),
  };
});

const TASKS = `query ($filter: TaskFilter, $orderBy: TaskOrder) {
  tasks(filter: $filter, orderBy: $orderBy) { totalCount }
}`;
const ACTIVITIES = `query ($filter: ActivityFilter) {
  activities(filter: $filter) { totalCount }
}`;

let t: TestApp;
let user: Awaited<ReturnType<typeof signedInAgent>>;
let customerId: string;

beforeAll(async () => {
  t = await startTestApp();
  user = await signedInAgent(t, { username: "checked-once-tasks" });
  const { db } = await workspaceOf(t.db, "checked-once-tasks");
  ({ id: customerId } = await db.customer.create({ data: { name: "Ada", email: "ada@x.test" } }));
  await db.task.create({ data: { title: "Ring Ada", customerId } });
  await db.task.create({ data: { title: "Tidy the desk" } });
  await db.activity.create({ data: { type: "call", title: "Called Ada", customerId } });
  await db.activity.create({ data: { type: "meeting", title: "Team meeting" } });
});
afterAll(() => t.close());

describe("the tasks list is checked once, by the service's schema", () => {
  it("a rule the service's schema loosens is loosened on REST, the CSV export and GraphQL alike", async () => {
    const spaced = `%20${customerId}%20`;
    const rest = await user.get(`/api/tasks?customerId=${spaced}`);
    expect([rest.status, rest.body.totalCount, rest.body.data?.[0]?.title]).toEqual([200, 1, "Ring Ada"]);
    const exported = await user.get(`/api/tasks/export.csv?customerId=${spaced}`);
    expect([exported.status, exported.text.split("\r\n").length, exported.text.includes("Ring Ada")]).toEqual([
      200,
      3,
      true,
    ]);
    const { body } = await graphql(user, TASKS, { filter: { customerId: ` ${customerId} ` } });
    expect(body).toEqual({ data: { tasks: { totalCount: 1 } } });
  });

  it("a rule the service's schema adds is answered on REST (by the parameter's name) and GraphQL alike", async () => {
    const problem = [
      400,
      "Sorting by priority is switched off",
      [{ field: "sort", message: "Sorting by priority is switched off" }],
    ];
    const rest = await user.get("/api/tasks?sort=-priority").set("Accept", "application/problem+json");
    expect([rest.status, rest.body.detail, rest.body.errors]).toEqual(problem);
    const own = await user
      .get(`/api/customers/${customerId}/tasks?sort=priority`)
      .set("Accept", "application/problem+json");
    expect([own.status, own.body.detail, own.body.errors]).toEqual(problem);
    const exported = await user.get("/api/tasks/export.csv?sort=priority");
    expect([exported.status, exported.text]).toEqual([400, "Sorting by priority is switched off"]);
    const { body } = await graphql(user, TASKS, { orderBy: { field: "priority", direction: "desc" } });
    expect(errorOf(body)).toEqual({ message: "Sorting by priority is switched off", code: "BAD_USER_INPUT" });
  });

  it("names every invalid parameter in one 400, by its REST name, with the page's own text messages", async () => {
    const rest = await user
      .get("/api/tasks?limit=ten&offset=-1&filter={bad&status=vip&priority=urgent&customerId=nope&sort=priority")
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
        { field: "status", message: "Status must be pending or completed" },
        { field: "priority", message: "Priority must be high, medium or low" },
        { field: "customerId", message: "Customer not found" },
        { field: "sort", message: "Sorting by priority is switched off" },
      ],
    ]);
  });
});

// The activities list likewise, with its own schema changed alone: a customer id may come with spaces
// around it, and notes may not be listed.
describe("the activities list is checked once, by the service's schema", () => {
  it("a rule the service's schema loosens is loosened on REST, the CSV export and GraphQL alike", async () => {
    const spaced = `%20${customerId}%20`;
    const rest = await user.get(`/api/activities?customerId=${spaced}`);
    expect([rest.status, rest.body.totalCount, rest.body.data?.[0]?.title]).toEqual([200, 1, "Called Ada"]);
    const exported = await user.get(`/api/activities/export.csv?customerId=${spaced}`);
    expect([exported.status, exported.text.split("\r\n").length, exported.text.includes("Called Ada")]).toEqual([
      200,
      3,
      true,
    ]);
    const { body } = await graphql(user, ACTIVITIES, { filter: { customerId: ` ${customerId} ` } });
    expect(body).toEqual({ data: { activities: { totalCount: 1 } } });
  });

  it("a rule the service's schema adds is answered on REST (by the parameter's name) and GraphQL alike", async () => {
    const problem = [400, "Notes are switched off", [{ field: "type", message: "Notes are switched off" }]];
    const rest = await user.get("/api/activities?type=note").set("Accept", "application/problem+json");
    expect([rest.status, rest.body.detail, rest.body.errors]).toEqual(problem);
    const own = await user
      .get(`/api/customers/${customerId}/activities?type=note`)
      .set("Accept", "application/problem+json");
    expect([own.status, own.body.detail, own.body.errors]).toEqual(problem);
    const exported = await user.get("/api/activities/export.csv?type=note");
    expect([exported.status, exported.text]).toEqual([400, "Notes are switched off"]);
    const { body } = await graphql(user, ACTIVITIES, { filter: { type: "note" } });
    expect(errorOf(body)).toEqual({ message: "Notes are switched off", code: "BAD_USER_INPUT" });
  });

  it("names every invalid parameter in one 400, by its REST name, with the page's own text messages", async () => {
    const rest = await user
      .get("/api/activities?limit=ten&offset=-1&filter={bad&type=note&customerId=nope")
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
        { field: "type", message: "Notes are switched off" },
        { field: "customerId", message: "Customer not found" },
      ],
    ]);
  });
});
