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
const json = { "Content-Type": "application/json" };
const SAMPLE = { isSample: true, sampleKept: null };
const EDITED = { isSample: false, sampleKept: "edited" };
const ATTACHED = { isSample: false, sampleKept: "attached" };
const NO_KEPT_ROWS = { customersEdited: 0, customersWithOwnRows: 0, companies: 0, deals: 0, tasks: 0, activities: 0 };

const PATCH_CUSTOMER = `mutation ($id: ID!, $input: CustomerPatch!) { patchCustomer(id: $id, input: $input) { isSample } }`;
const UPDATE_CUSTOMER = `mutation ($id: ID!, $input: CustomerInput!) { updateCustomer(id: $id, input: $input) { isSample } }`;
const MOVE_DEAL = `mutation ($id: ID!, $input: DealMoveInput!) { moveDeal(id: $id, input: $input) { stage isSample } }`;
const COMPLETE_TASK = `mutation ($id: ID!) { setTaskCompleted(id: $id, completed: true) { completed isSample } }`;
const PATCH_TASK = `mutation ($id: ID!, $input: TaskPatch!) { patchTask(id: $id, input: $input) { isSample } }`;
const PATCH_ACTIVITY = `mutation ($id: ID!, $input: ActivityPatch!) { patchActivity(id: $id, input: $input) { isSample } }`;
const CREATE_TASK = `mutation ($input: TaskInput!) { createTask(input: $input) { isSample } }`;
const CREATE_ACTIVITY = `mutation ($input: ActivityInput!) { createActivity(input: $input) { isSample } }`;
const CREATE_DEAL = `mutation ($input: DealInput!) { createDeal(input: $input) { isSample } }`;
const IMPORT = `mutation ($rows: [CustomerImportRow!]!) {
  importCustomers(rows: $rows, updateExisting: true) { line outcome }
}`;
const OFFER = `{ viewer { currentWorkspace { sampleRowCount sampleRowsKept {
  customersEdited customersWithOwnRows companies deals tasks activities } } } }`;
const REMOVE = `mutation { removeSampleData { customers companies deals tasks activities kept {
  customersEdited customersWithOwnRows companies deals tasks activities } } }`;

beforeAll(async () => {
  // Sign-in seeds each new workspace with sample rows, as a demo installation does.
  t = await startTestApp({ demoData: true });
});
afterAll(() => t.close());

/** A new owner signed in to their new workspace, which holds the sample CRM. */
async function sampleWorkspace(username: string): Promise<{ owner: Agent; crm: WorkspaceDatabase }> {
  const owner = await signedInAgent(t, { username });
  return { owner, crm: (await workspaceOf(t.db, username)).db };
}

const mark = { select: { isSample: true, sampleKept: true } } as const;
const customerNamed = (crm: WorkspaceDatabase, name: string) => crm.customer.findFirstOrThrow({ where: { name } });
const taskTitled = (crm: WorkspaceDatabase, title: string) => crm.task.findFirstOrThrow({ where: { title } });

async function sampleCounts(crm: WorkspaceDatabase) {
  const sample = { where: { isSample: true } };
  return {
    customers: await crm.customer.count(sample),
    companies: await crm.company.count(sample),
    deals: await crm.deal.count(sample),
    tasks: await crm.task.count(sample),
    activities: await crm.activity.count(sample),
  };
}

describe("what makes a sample row real", () => {
  it("keeps a row a sample when it is only moved, ticked, given a status or saved unchanged", async () => {
    const { owner, crm } = await sampleWorkspace("mover");
    const deal = await crm.deal.findFirstOrThrow({ where: { isSample: true, stage: "qualified" } });
    const moved = await graphql(owner, MOVE_DEAL, { id: deal.id, input: { stage: "proposal" } });
    expect(moved.body.data.moveDeal).toEqual({ stage: "proposal", isSample: true });
    // Closing as lost asks for a reason: that is part of the move, not a change of what the deal says.
    const other = await crm.deal.findFirstOrThrow({ where: { isSample: true, stage: "negotiation" } });
    const lostInput = {
      stage: "closed_lost",
      closedAt: "2026-11-20T12:00:00.000Z",
      lostReason: "Price",
      lostNote: "Too dear",
    };
    const lost = await graphql(owner, MOVE_DEAL, { id: other.id, input: lostInput });
    expect(lost.body.data.moveDeal).toEqual({ stage: "closed_lost", isSample: true });
    const task = await crm.task.findFirstOrThrow({ where: { isSample: true, completedAt: null } });
    const ticked = await graphql(owner, COMPLETE_TASK, { id: task.id });
    expect(ticked.body.data.setTaskCompleted).toEqual({ completed: true, isSample: true });
    const sarah = await customerNamed(crm, "Sarah Johnson");
    const status = sarah.status === "inactive" ? "active" : "inactive";
    const restated = await graphql(owner, PATCH_CUSTOMER, { id: sarah.id, input: { status } });
    expect(restated.body.data.patchCustomer).toEqual({ isSample: true });
    const { name, email, company, notes } = sarah;
    const unchanged = await graphql(owner, UPDATE_CUSTOMER, { id: sarah.id, input: { name, email, company, notes } });
    expect(unchanged.body.data.updateCustomer).toEqual({ isSample: true });
    const rest = await owner.patch(`/api/customers/${sarah.id}`).set(json).send({ name });
    expect([rest.status, rest.body.isSample]).toEqual([200, true]);

    expect(await crm.deal.findUniqueOrThrow({ where: { id: deal.id }, ...mark })).toEqual(SAMPLE);
    expect(await crm.deal.findUniqueOrThrow({ where: { id: other.id }, ...mark })).toEqual(SAMPLE);
    expect(await crm.customer.findUniqueOrThrow({ where: { id: deal.customerId }, ...mark })).toEqual(SAMPLE);
    expect(await crm.task.findUniqueOrThrow({ where: { id: task.id }, ...mark })).toEqual(SAMPLE);
    expect(await crm.customer.findUniqueOrThrow({ where: { id: sarah.id }, ...mark })).toEqual(SAMPLE);
    expect((await graphql(owner, OFFER)).body.data.viewer.currentWorkspace.sampleRowsKept).toEqual(NO_KEPT_ROWS);
  });

  it("makes a row real when what it says changes, over GraphQL, REST and the CSV import", async () => {
    const { owner, crm } = await sampleWorkspace("editor");
    const michael = await customerNamed(crm, "Michael Chen");
    const noted = await graphql(owner, PATCH_CUSTOMER, { id: michael.id, input: { notes: "Met at the fair" } });
    expect(noted.body.data.patchCustomer).toEqual({ isSample: false });

    const emily = await customerNamed(crm, "Emily Rodriguez");
    const imported = await graphql(owner, IMPORT, {
      rows: [{ line: 2, name: emily.name, email: emily.email, company: "Rodriguez Partners" }],
    });
    expect(imported.body.data.importCustomers).toEqual([{ line: 2, outcome: "updated" }]);

    // A generated customer's deal: its value changes over REST, and the customer is kept with it.
    const deal = await crm.deal.findFirstOrThrow({
      where: { isSample: true, customer: { name: { notIn: ["Michael Chen", "Emily Rodriguez"] } } },
    });
    const revalued = await owner
      .patch(`/api/deals/${deal.id}`)
      .set(json)
      .send({ valueCents: deal.valueCents + 100 });
    expect([revalued.status, revalued.body.isSample]).toEqual([200, false]);

    const activity = await crm.activity.findFirstOrThrow({ where: { title: "Welcome email to James Wilson" } });
    const described = await graphql(owner, PATCH_ACTIVITY, { id: activity.id, input: { description: "Went well" } });
    expect(described.body.data.patchActivity).toEqual({ isSample: false });

    expect(await crm.customer.findUniqueOrThrow({ where: { id: michael.id }, ...mark })).toEqual(EDITED);
    expect(await crm.customer.findUniqueOrThrow({ where: { id: emily.id }, ...mark })).toEqual(EDITED);
    expect(await crm.deal.findUniqueOrThrow({ where: { id: deal.id }, ...mark })).toEqual(EDITED);
    expect(await crm.customer.findUniqueOrThrow({ where: { id: deal.customerId }, ...mark })).toEqual(ATTACHED);
    expect(await crm.activity.findUniqueOrThrow({ where: { id: activity.id }, ...mark })).toEqual(EDITED);
    // An edited sample activity is a real row on its sample customer.
    expect(await crm.customer.findUniqueOrThrow({ where: { id: activity.customerId ?? "" }, ...mark })).toEqual(
      ATTACHED,
    );
  });

  it("keeps a sample customer once a real task, activity or deal is attached to it", async () => {
    const { owner, crm } = await sampleWorkspace("attacher");
    const david = await customerNamed(crm, "David Kim");
    const lisa = await customerNamed(crm, "Lisa Thompson");
    const james = await customerNamed(crm, "James Wilson");
    const task = await graphql(owner, CREATE_TASK, { input: { title: "Call David", customerId: david.id } });
    expect(task.body.data.createTask).toEqual({ isSample: false });
    const activity = await graphql(owner, CREATE_ACTIVITY, {
      input: { type: "note", title: "Lisa prefers e-mail", customerId: lisa.id },
    });
    expect(activity.body.data.createActivity).toEqual({ isSample: false });
    const deal = await graphql(owner, CREATE_DEAL, { input: { title: "Wilson add-on", customerId: james.id } });
    expect(deal.body.data.createDeal).toEqual({ isSample: false });
    for (const customer of [david, lisa, james]) {
      expect(await crm.customer.findUniqueOrThrow({ where: { id: customer.id }, ...mark })).toEqual(ATTACHED);
    }
    const sarah = await customerNamed(crm, "Sarah Johnson");
    const sarahsTask = await taskTitled(crm, "Follow up with Sarah Johnson");
    const retitled = await graphql(owner, PATCH_TASK, {
      id: sarahsTask.id,
      input: { title: "Follow up with Sarah J." },
    });
    expect(retitled.body.data.patchTask).toEqual({ isSample: false });
    // An edited sample task is a real row on its sample customer.
    expect(await crm.customer.findUniqueOrThrow({ where: { id: sarah.id }, ...mark })).toEqual(ATTACHED);
  });
});

describe("removing the sample data", () => {
  it("says what it keeps and why while any sample is left, then deletes every sample row and keeps those", async () => {
    const { owner, crm } = await sampleWorkspace("sampler");
    const michael = await customerNamed(crm, "Michael Chen");
    const james = await customerNamed(crm, "James Wilson");
    await graphql(owner, PATCH_CUSTOMER, { id: michael.id, input: { notes: "Met at the fair" } });
    await graphql(owner, CREATE_TASK, { input: { title: "Call James back", customerId: james.id } });
    const sarahsTask = await taskTitled(crm, "Follow up with Sarah Johnson");
    await graphql(owner, PATCH_TASK, { id: sarahsTask.id, input: { title: "Follow up with Sarah J." } });
    const lisasTask = await taskTitled(crm, "Quarterly review with Enterprise Co");
    await graphql(owner, COMPLETE_TASK, { id: lisasTask.id });
    const deal = await crm.deal.findFirstOrThrow({ where: { isSample: true, stage: "qualified" } });
    await graphql(owner, MOVE_DEAL, { id: deal.id, input: { stage: "negotiation" } });
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

    const before = await sampleCounts(crm);
    // The kept people's companies are kept with them: Sarah's, James's, and Michael's two.
    const keptCompanies = ["Digital Ventures", "Innovate Labs", "StartupXYZ", "TechCorp Solutions"];
    const kept = { customersEdited: 1, customersWithOwnRows: 2, companies: 4, deals: 0, tasks: 1, activities: 0 };
    expect((await graphql(owner, OFFER)).body.data.viewer.currentWorkspace).toEqual({
      sampleRowCount: before.customers + before.companies + before.deals + before.tasks + before.activities,
      sampleRowsKept: kept,
    });
    expect(before).toMatchObject({ customers: 51, tasks: 4 });
    expect(before.companies).toBeGreaterThan(keptCompanies.length);

    const removed = await graphql(owner, REMOVE);
    // James's new task is with his company (Digital Ventures), which made it real already: three of the
    // four kept companies were still samples.
    expect(await crm.company.findFirstOrThrow({ where: { name: "Digital Ventures" }, ...mark })).toEqual(ATTACHED);
    expect(removed.body.data.removeSampleData).toEqual({
      ...before,
      companies: before.companies - (keptCompanies.length - 1),
      kept,
    });
    const companies = await crm.company.findMany({ orderBy: { name: "asc" }, select: { name: true, ...mark.select } });
    expect(companies).toEqual(keptCompanies.map((name) => ({ name, ...ATTACHED })));
    const michaelsNow = await crm.customer.findUniqueOrThrow({ where: { id: michael.id }, select: { company: true } });
    expect(michaelsNow.company).toBe("Innovate Labs");

    const customers = await crm.customer.findMany({ orderBy: { name: "asc" }, select: { name: true } });
    expect(customers.map(({ name }) => name)).toEqual(["James Wilson", "Michael Chen", "Real Person", "Sarah Johnson"]);
    const tasks = await crm.task.findMany({ orderBy: { title: "asc" }, select: { title: true } });
    expect(tasks.map(({ title }) => title)).toEqual(["Call James back", "Follow up with Sarah J."]);
    // The kept customers' own sample deals and activities were samples still: they went.
    expect([await crm.deal.count(), await crm.activity.count()]).toEqual([0, 0]);
    expect((await graphql(owner, OFFER)).body.data.viewer.currentWorkspace.sampleRowCount).toBe(0);
  });

  it("is for owners only", async () => {
    await createUser(t.db, { username: "sampler-owner" });
    await signIn(t, "sampler-owner");
    await addMember(
      t.db,
      await workspaceOf(t.db, "sampler-owner"),
      await createUser(t.db, { username: "sampler-helper" }),
    );
    const helper = await signIn(t, "sampler-helper");
    expect(errorOf((await graphql(helper, REMOVE)).body)).toEqual(OWNERS_ONLY);
  });
});
