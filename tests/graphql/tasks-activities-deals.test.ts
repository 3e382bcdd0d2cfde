import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, workspaceOf } from "#tests/support/workspaces.ts";

let t: TestApp;
let user: Awaited<ReturnType<typeof signedInAgent>>;
let customerId: string;
let assigneeId: string;

beforeAll(async () => {
  t = await startTestApp();
  user = await signedInAgent(t, { username: "worker" });
  const workspace = await workspaceOf(t.db, "worker");
  const helper = await createUser(t.db, { username: "helper" });
  await addMember(t.db, workspace, helper);
  assigneeId = helper.id;
  await createUser(t.db, { username: "pending", verified: false });
  customerId = (await workspace.db.customer.create({ data: { name: "Ida Ives", email: "ida@ives.test" } })).id;
});
afterAll(() => t.close());

const CREATE_TASK = `mutation ($input: TaskInput!) { createTask(input: $input) { id title description dueAt priority completed assignee { username } customer { name } } }`;
const TASKS = `query ($filter: TaskFilter, $orderBy: TaskOrder) { tasks(filter: $filter, orderBy: $orderBy) { totalCount edges { node { title completed priority } } } }`;
const COMPLETE = `mutation ($id: ID!, $completed: Boolean!) { setTaskCompleted(id: $id, completed: $completed) { completed completedAt } }`;

describe("tasks", () => {
  it("creates a task linked to an assignee and a customer", async () => {
    const response = await graphql(user, CREATE_TASK, {
      input: { title: "Send quote", dueAt: "2026-12-01T09:00:00.000Z", priority: "high", assigneeId, customerId },
    });
    expect(response.body.data.createTask).toMatchObject({
      title: "Send quote",
      description: "",
      dueAt: "2026-12-01T09:00:00.000Z",
      priority: "high",
      completed: false,
      assignee: { username: "helper" },
      customer: { name: "Ida Ives" },
    });
  });

  it.each([
    [{ title: "" }, "Title is required"],
    [{ title: "X", assigneeId: "0190c5f2-0000-7000-8000-000000000000" }, "Assignee not found"],
    [{ title: "X", customerId: "nope" }, "Customer not found"],
  ])("refuses %j with %j", async (input, message) => {
    expect(errorOf((await graphql(user, CREATE_TASK, { input })).body)).toEqual({ message, code: "BAD_USER_INPUT" });
  });

  it("does not assign to an account that has not verified its e-mail", async () => {
    const pending = await t.db.user.findUniqueOrThrow({ where: { username: "pending" } });
    const response = await graphql(user, CREATE_TASK, { input: { title: "X", assigneeId: pending.id } });
    expect(errorOf(response.body)).toEqual({ message: "Assignee not found", code: "BAD_USER_INPUT" });
  });

  it("refuses a date that is not ISO 8601", async () => {
    const response = await graphql(user, CREATE_TASK, { input: { title: "X", dueAt: "next tuesday" } });
    expect(response.body.errors[0].message).toContain("DateTime must be an ISO 8601 date-time string");
  });

  it("completes and reopens a task, and filters by status and priority", async () => {
    const created = await graphql(user, CREATE_TASK, { input: { title: "Renew contract", priority: "low" } });
    const id = created.body.data.createTask.id;
    const done = await graphql(user, COMPLETE, { id, completed: true });
    expect(done.body.data.setTaskCompleted.completed).toBe(true);
    const completedTitles = await graphql(user, TASKS, { filter: { status: "completed" } });
    expect(completedTitles.body.data.tasks.edges.map((edge: { node: { title: string } }) => edge.node.title)).toEqual([
      "Renew contract",
    ]);
    const reopened = await graphql(user, COMPLETE, { id, completed: false });
    expect(reopened.body.data.setTaskCompleted).toEqual({ completed: false, completedAt: null });
    const low = await graphql(user, TASKS, { filter: { priority: "low", status: "pending" } });
    expect(low.body.data.tasks.totalCount).toBe(1);
  });

  it("lists tasks by due date with undated ones last", async () => {
    const titles = (await graphql(user, TASKS, {})).body.data.tasks.edges.map(
      (edge: { node: { title: string } }) => edge.node.title,
    );
    expect(titles).toEqual(["Send quote", "Renew contract"]);
  });

  it("updates and deletes a task", async () => {
    const id = (await graphql(user, CREATE_TASK, { input: { title: "Draft" } })).body.data.createTask.id;
    const updated = await graphql(
      user,
      `
        mutation ($id: ID!) {
          updateTask(id: $id, input: { title: "Final", priority: high }) {
            title
            priority
          }
        }
      `,
      { id },
    );
    expect(updated.body.data.updateTask).toEqual({ title: "Final", priority: "high" });
    expect(
      (
        await graphql(
          user,
          `
            mutation ($id: ID!) {
              deleteTask(id: $id) {
                id
              }
            }
          `,
          { id },
        )
      ).body.data.deleteTask,
    ).toEqual({ id });
    const again = await graphql(
      user,
      `
        mutation ($id: ID!) {
          deleteTask(id: $id) {
            id
          }
        }
      `,
      { id },
    );
    expect(errorOf(again.body)).toEqual({ message: "Task not found", code: "NOT_FOUND" });
  });

  it("lists team members for assignment: verified users only", async () => {
    const response = await graphql(
      user,
      `
        {
          teamMembers {
            username
          }
        }
      `,
    );
    expect(response.body.data.teamMembers).toEqual([{ username: "helper" }, { username: "worker" }]);
  });
});

const CREATE_ACTIVITY = `mutation ($input: ActivityInput!) { createActivity(input: $input) { id type title occurredAt author { username } customer { name } } }`;
const ACTIVITIES = `query ($filter: ActivityFilter) { activities(filter: $filter) { totalCount edges { node { title type } } } }`;

describe("activities", () => {
  it("logs an activity by the signed-in user, now unless a date is given", async () => {
    const before = Date.now();
    const response = await graphql(user, CREATE_ACTIVITY, { input: { type: "call", title: "Intro call", customerId } });
    const activity = response.body.data.createActivity;
    expect(activity).toMatchObject({
      type: "call",
      title: "Intro call",
      author: { username: "worker" },
      customer: { name: "Ida Ives" },
    });
    expect(new Date(activity.occurredAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("lists newest first and filters by type and customer", async () => {
    await graphql(user, CREATE_ACTIVITY, {
      input: { type: "email", title: "Old email", occurredAt: "2026-01-01T00:00:00.000Z" },
    });
    const all = await graphql(user, ACTIVITIES, {});
    expect(all.body.data.activities.edges.map((edge: { node: { title: string } }) => edge.node.title)).toEqual([
      "Intro call",
      "Old email",
    ]);
    expect((await graphql(user, ACTIVITIES, { filter: { type: "email" } })).body.data.activities.totalCount).toBe(1);
    expect((await graphql(user, ACTIVITIES, { filter: { customerId } })).body.data.activities.totalCount).toBe(1);
  });

  it("refuses an unknown type", async () => {
    const response = await graphql(user, CREATE_ACTIVITY, { input: { type: "fax", title: "X" } });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toContain('Value "fax" does not exist in "ActivityType" enum');
  });

  it("updates and deletes an activity", async () => {
    const id = (await graphql(user, CREATE_ACTIVITY, { input: { type: "note", title: "Draft note" } })).body.data
      .createActivity.id;
    const updated = await graphql(
      user,
      `
        mutation ($id: ID!) {
          updateActivity(id: $id, input: { type: note, title: "Final note" }) {
            title
          }
        }
      `,
      { id },
    );
    expect(updated.body.data.updateActivity).toEqual({ title: "Final note" });
    expect(
      (
        await graphql(
          user,
          `
            mutation ($id: ID!) {
              deleteActivity(id: $id) {
                id
              }
            }
          `,
          { id },
        )
      ).body.data.deleteActivity,
    ).toEqual({ id });
  });
});

const UPDATE_ACTIVITY = `mutation ($id: ID!, $input: ActivityInput!) { updateActivity(id: $id, input: $input) { id type title description occurredAt customer { name } } }`;
const DELETE_ACTIVITY = `mutation ($id: ID!) { deleteActivity(id: $id) { id } }`;

describe("activities: editing and the type filter", () => {
  it("shows only the chosen type, newest first", async () => {
    await graphql(user, CREATE_ACTIVITY, {
      input: { type: "meeting", title: "Planning", occurredAt: "2026-02-01T10:00:00.000Z" },
    });
    await graphql(user, CREATE_ACTIVITY, {
      input: { type: "meeting", title: "Review", occurredAt: "2026-02-03T10:00:00.000Z" },
    });
    const meetings = await graphql(user, ACTIVITIES, { filter: { type: "meeting" } });
    expect(meetings.body.data.activities).toEqual({
      totalCount: 2,
      edges: [{ node: { title: "Review", type: "meeting" } }, { node: { title: "Planning", type: "meeting" } }],
    });
  });

  it("refuses a filter type it does not know", async () => {
    const response = await graphql(user, ACTIVITIES, { filter: { type: "fax" } });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toContain('Value "fax" does not exist in "ActivityType" enum');
  });

  it("changes the fields given, keeps those left out and clears those set to null", async () => {
    const created = await graphql(user, CREATE_ACTIVITY, {
      input: { type: "note", title: "First", occurredAt: "2026-02-05T08:00:00.000Z" },
    });
    const id = created.body.data.createActivity.id;
    const updated = await graphql(user, UPDATE_ACTIVITY, {
      id,
      input: { type: "email", title: "Sent the offer", description: "With prices", customerId },
    });
    expect(updated.body.data.updateActivity).toEqual({
      id,
      type: "email",
      title: "Sent the offer",
      description: "With prices",
      occurredAt: "2026-02-05T08:00:00.000Z",
      customer: { name: "Ida Ives" },
    });
    const kept = await graphql(user, UPDATE_ACTIVITY, { id, input: { type: "email", title: "Offer sent" } });
    expect(kept.body.data.updateActivity).toMatchObject({ description: "With prices", customer: { name: "Ida Ives" } });
    const cleared = await graphql(user, UPDATE_ACTIVITY, {
      id,
      input: { type: "email", title: "Offer sent", description: null, customerId: null },
    });
    expect(cleared.body.data.updateActivity).toMatchObject({ description: "", customer: null });
  });

  it.each([
    [{ type: "call", title: "" }, "Title is required"],
    [{ type: "call", title: "x".repeat(201) }, "Title must be at most 200 characters"],
    [{ type: "call", title: "X", customerId: "nope" }, "Customer not found"],
  ])("refuses to update to %j with %j", async (input, message) => {
    const id = (await graphql(user, CREATE_ACTIVITY, { input: { type: "note", title: "Stays" } })).body.data
      .createActivity.id;
    const response = await graphql(user, UPDATE_ACTIVITY, { id, input });
    expect(errorOf(response.body)).toEqual({ message, code: "BAD_USER_INPUT" });
  });

  it.each(["0190c5f2-0000-7000-8000-000000000000", "not-an-id"])(
    "answers 'Activity not found' to an update or delete of %s",
    async (id) => {
      const updated = await graphql(user, UPDATE_ACTIVITY, { id, input: { type: "call", title: "X" } });
      expect(errorOf(updated.body)).toEqual({ message: "Activity not found", code: "NOT_FOUND" });
      const deleted = await graphql(user, DELETE_ACTIVITY, { id });
      expect(errorOf(deleted.body)).toEqual({ message: "Activity not found", code: "NOT_FOUND" });
    },
  );
});

const CREATE_DEAL = `mutation ($input: DealInput!) { createDeal(input: $input) { id stage valueCents closedAt } }`;
const UPDATE_DEAL = `mutation ($id: ID!, $input: DealInput!) { updateDeal(id: $id, input: $input) { stage closedAt } }`;

describe("deals", () => {
  it("stamps the close date when a deal is won and clears it when reopened", async () => {
    const created = await graphql(user, CREATE_DEAL, { input: { title: "Pilot", customerId, valueCents: 120_000 } });
    const deal = created.body.data.createDeal;
    expect(deal).toMatchObject({ stage: "qualified", valueCents: 120_000, closedAt: null });
    const won = await graphql(user, UPDATE_DEAL, {
      id: deal.id,
      input: { title: "Pilot", customerId, stage: "closed_won" },
    });
    expect(won.body.data.updateDeal.closedAt).not.toBeNull();
    const reopened = await graphql(user, UPDATE_DEAL, {
      id: deal.id,
      input: { title: "Pilot", customerId, stage: "negotiation" },
    });
    expect(reopened.body.data.updateDeal).toEqual({ stage: "negotiation", closedAt: null });
    const deleted = await graphql(
      user,
      `
        mutation ($id: ID!) {
          deleteDeal(id: $id) {
            id
          }
        }
      `,
      { id: deal.id },
    );
    expect(deleted.body.data.deleteDeal).toEqual({ id: deal.id });
  });

  it("needs an existing customer", async () => {
    const response = await graphql(user, CREATE_DEAL, {
      input: { title: "Orphan", customerId: "0190c5f2-0000-7000-8000-000000000000" },
    });
    expect(errorOf(response.body)).toEqual({ message: "Customer not found", code: "BAD_USER_INPUT" });
  });
});

describe("tasks: the creator's by default, My tasks and Due today", () => {
  const MINE = `query ($filter: TaskFilter) { tasks(filter: $filter) { totalCount edges { node { title } } } }`;
  const titles = (body: { data: { tasks: { edges: { node: { title: string } }[] } } }) =>
    body.data.tasks.edges.map((edge) => edge.node.title);

  it("assigns a new task to whoever creates it unless an assignee (or null) is given", async () => {
    const own = await graphql(user, CREATE_TASK, { input: { title: "Own by default" } });
    expect(own.body.data.createTask.assignee).toEqual({ username: "worker" });
    const none = await graphql(user, CREATE_TASK, { input: { title: "Nobody's", assigneeId: null } });
    expect(none.body.data.createTask.assignee).toBeNull();
  });

  it("filters by assignee and by a due window, on the server", async () => {
    const worker = await t.db.user.findUniqueOrThrow({ where: { username: "worker" } });
    await graphql(user, CREATE_TASK, {
      input: { title: "Due at noon", dueAt: "2030-05-06T12:00:00.000Z", assigneeId: worker.id },
    });
    await graphql(user, CREATE_TASK, { input: { title: "Due next day", dueAt: "2030-05-07T09:00:00.000Z" } });
    await graphql(user, CREATE_TASK, { input: { title: "Helper's", dueAt: "2030-05-06T08:00:00.000Z", assigneeId } });
    const day = { dueFrom: "2030-05-06T00:00:00.000Z", dueBefore: "2030-05-07T00:00:00.000Z" };
    expect(titles((await graphql(user, MINE, { filter: day })).body)).toEqual(["Helper's", "Due at noon"]);
    const mineToday = await graphql(user, MINE, { filter: { ...day, assigneeId: worker.id } });
    expect(mineToday.body.data.tasks).toEqual({ totalCount: 1, edges: [{ node: { title: "Due at noon" } }] });
    const helpers = await graphql(user, MINE, { filter: { assigneeId } });
    expect(titles(helpers.body)).toEqual(["Send quote", "Helper's"]);
  });
});

describe("activities: a date and time, and the system's own entries", () => {
  it("logs an activity at a past moment and refuses a future one", async () => {
    const past = await graphql(user, CREATE_ACTIVITY, {
      input: { type: "call", title: "Earlier call", occurredAt: "2026-03-04T15:30:00.000Z" },
    });
    expect(past.body.data.createActivity.occurredAt).toBe("2026-03-04T15:30:00.000Z");
    const future = await graphql(user, CREATE_ACTIVITY, {
      input: { type: "call", title: "Later call", occurredAt: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(errorOf(future.body)).toEqual({ message: "Date cannot be in the future", code: "BAD_USER_INPUT" });
  });

  it("writes a deal's stage change as a system entry, which cannot be edited or deleted", async () => {
    const deal = (await graphql(user, CREATE_DEAL, { input: { title: "Kinds", customerId } })).body.data.createDeal;
    await graphql(user, UPDATE_DEAL, { id: deal.id, input: { title: "Kinds", customerId, stage: "proposal" } });
    const timeline = await graphql(
      user,
      `
        query ($filter: ActivityFilter) {
          activities(filter: $filter, first: 1) {
            edges {
              node {
                id
                kind
                type
                title
                author {
                  username
                }
              }
            }
          }
        }
      `,
      { filter: { customerId } },
    );
    const entry = timeline.body.data.activities.edges[0].node;
    expect(entry).toMatchObject({
      kind: "system",
      type: "note",
      title: "Stage changed from Qualified to Proposal",
      author: { username: "worker" },
    });
    const edited = await graphql(user, UPDATE_ACTIVITY, { id: entry.id, input: { type: "note", title: "Mine now" } });
    expect(errorOf(edited.body)).toEqual({
      message: "Entries the system logs (stage changes) cannot be edited",
      code: "CONFLICT",
    });
    const deleted = await graphql(user, DELETE_ACTIVITY, { id: entry.id });
    expect(errorOf(deleted.body)).toEqual({
      message: "Entries the system logs (stage changes) cannot be deleted",
      code: "CONFLICT",
    });
    const logged = await graphql(user, CREATE_ACTIVITY, { input: { type: "note", title: "A person's note" } });
    const kind = await graphql(
      user,
      `
        query ($id: ID!) {
          activity(id: $id) {
            kind
          }
        }
      `,
      {
        id: logged.body.data.createActivity.id,
      },
    );
    expect(kind.body.data.activity).toEqual({ kind: "user" });
  });
});
