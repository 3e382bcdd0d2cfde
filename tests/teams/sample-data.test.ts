import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WorkspaceDatabase } from "#core/db/db.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent, signIn } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, workspaceOf } from "#tests/support/workspaces.ts";

let t: TestApp;

type Agent = Awaited<ReturnType<typeof signIn>>;

const OWNERS_ONLY = { message: "Only workspace owners can do this", code: "FORBIDDEN" };

beforeAll(async () => {
  // Sign-in seeds each new workspace with sample rows, as a demo installation does.
  t = await startTestApp({ demoData: true });
});
afterAll(() => t.close());

describe("removing the sample data", () => {
  let owner: Agent;
  let crm: WorkspaceDatabase;
  const sampleCounts = async () => {
    const sample = { where: { isSample: true } };
    return {
      customers: await crm.customer.count(sample),
      deals: await crm.deal.count(sample),
      tasks: await crm.task.count(sample),
      activities: await crm.activity.count(sample),
    };
  };
  const sampleRowCount = async () =>
    (
      await graphql(
        owner,
        `
          {
            viewer {
              currentWorkspace {
                sampleRowCount
              }
            }
          }
        `,
      )
    ).body.data.viewer.currentWorkspace.sampleRowCount;

  beforeAll(async () => {
    owner = await signedInAgent(t, { username: "sampler" });
    crm = (await workspaceOf(t.db, "sampler")).db;
  });

  it("deletes the sample rows, keeping edited ones, real rows and the sample customers real rows hang on", async () => {
    const sarah = await crm.customer.findFirstOrThrow({ where: { name: "Sarah Johnson" } });
    const michael = await crm.customer.findFirstOrThrow({ where: { name: "Michael Chen" } });
    const edit = `mutation ($id: ID!, $input: CustomerInput!) { updateCustomer(id: $id, input: $input) { name } }`;
    await graphql(owner, edit, { id: sarah.id, input: { name: "Sarah Johnson", email: "sarah@new.test" } });
    const task = `mutation ($input: TaskInput!) { createTask(input: $input) { title } }`;
    await graphql(owner, task, { input: { title: "Follow up with Michael", customerId: michael.id } });
    await graphql(
      owner,
      `
        mutation {
          createCustomer(input: { name: "Real Person", email: "real@person.test" }) {
            id
          }
        }
      `,
    );
    const before = await sampleCounts();
    expect(before).toMatchObject({ customers: 53, tasks: 5 });
    expect(await sampleRowCount()).toBe(before.customers + before.deals + before.tasks + before.activities);

    const removed = await graphql(
      owner,
      `
        mutation {
          removeSampleData {
            customers
            deals
            tasks
            activities
          }
        }
      `,
    );
    expect(removed.body.data.removeSampleData).toEqual({ ...before, customers: 52 });

    const customers = await crm.customer.findMany({ orderBy: { name: "asc" }, select: { name: true } });
    expect(customers).toEqual([{ name: "Michael Chen" }, { name: "Real Person" }, { name: "Sarah Johnson" }]);
    expect(await crm.task.findMany({ select: { title: true } })).toEqual([{ title: "Follow up with Michael" }]);
    expect([await crm.deal.count(), await crm.activity.count()]).toEqual([0, 0]);
    expect(await sampleRowCount()).toBe(0);
  });

  it("is for owners only", async () => {
    await addMember(t.db, await workspaceOf(t.db, "sampler"), await createUser(t.db, { username: "sampler-helper" }));
    const helper = await signIn(t, "sampler-helper");
    const response = await graphql(
      helper,
      `
        mutation {
          removeSampleData {
            customers
          }
        }
      `,
    );
    expect(errorOf(response.body)).toEqual(OWNERS_ONLY);
  });
});
