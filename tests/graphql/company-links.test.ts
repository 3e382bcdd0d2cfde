import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WorkspaceAccess } from "#core/context.ts";
import { NotFoundError, ValidationError } from "#core/errors.ts";
import { listCompanyActivities } from "#schema/activities/activities.service.ts";
import { listCompanyDeals } from "#schema/deals/deals.service.ts";
import { listCompanyTasks } from "#schema/tasks/tasks.service.ts";
import { serviceContext } from "#tests/support/service-context.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { createWorkspace, workspaceOf } from "#tests/support/workspaces.ts";

// A deal's company and its other contacts (each with a role), through GraphQL on a real database.

let t: TestApp;
let seller: Awaited<ReturnType<typeof signedInAgent>>;
let workspace: WorkspaceAccess;
const people: Record<string, string> = {};
let acmeId: string;
let globexId: string;
let strangerId: string;
let foreignCompanyId: string;

beforeAll(async () => {
  t = await startTestApp();
  seller = await signedInAgent(t, { username: "seller" });
  workspace = await workspaceOf(t.db, "seller");
  for (const name of ["Ana Arden", "Ben Bower", "Cleo Cruz", "Dev Dunn"]) {
    const email = `${name.split(" ")[0]!.toLowerCase()}@acme.test`;
    people[name] = (await workspace.db.customer.create({ data: { name, email } })).id;
  }
  acmeId = (await workspace.db.company.create({ data: { name: "Acme" } })).id;
  globexId = (await workspace.db.company.create({ data: { name: "Globex" } })).id;
  const other = await createWorkspace(t.db, await createUser(t.db, { username: "other" }));
  strangerId = (await other.db.customer.create({ data: { name: "Stranger", email: "s@other.test" } })).id;
  foreignCompanyId = (await other.db.company.create({ data: { name: "Other Co" } })).id;
});
afterAll(() => t.close());

const DEAL_FIELDS = "id title customer { name } company { name } contacts { role customer { name } }";
const CREATE = `mutation ($input: DealInput!) { createDeal(input: $input) { ${DEAL_FIELDS} } }`;
const PATCH = `mutation ($id: ID!, $input: DealPatch!) { patchDeal(id: $id, input: $input) { ${DEAL_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: DealInput!) { updateDeal(id: $id, input: $input) { ${DEAL_FIELDS} } }`;
const SET_ROLE = `mutation ($dealId: ID!, $customerId: ID!, $role: String) {
  setDealContactRole(dealId: $dealId, customerId: $customerId, role: $role) { role customer { name } }
}`;

type Contact = { role: string; customer: { name: string } };

async function createDeal(input: Record<string, unknown>) {
  const response = await graphql(seller, CREATE, { input: { title: "Rollout", ...input } });
  expect(response.body.errors).toBeUndefined();
  return response.body.data.createDeal as { id: string; company: { name: string } | null; contacts: Contact[] };
}

const contactsOf = (contacts: Contact[]) => contacts.map(({ role, customer }) => [customer.name, role]);

describe("a deal's company and other contacts", () => {
  it("creates a deal with a company and other contacts, listed in the order they were added", async () => {
    const deal = await createDeal({
      customerId: people["Ana Arden"],
      companyId: acmeId,
      contactIds: [people["Cleo Cruz"], people["Ben Bower"], people["Cleo Cruz"]],
    });
    expect(contactsOf(deal.contacts).sort()).toEqual([
      ["Ben Bower", ""],
      ["Cleo Cruz", ""],
    ]);
    expect(deal.company).toEqual({ name: "Acme" });
  });

  it.each([
    [
      "the primary contact among the others",
      () => ({ contactIds: [people["Ana Arden"]] }),
      "The primary contact cannot also be another contact",
    ],
    ["another team's person as a contact", () => ({ contactIds: [strangerId] }), "Contact not found"],
    ["a contact id that is no id", () => ({ contactIds: ["nobody"] }), "Contact not found"],
    ["another team's company", () => ({ companyId: foreignCompanyId }), "Company not found"],
    ["a company id that is no id", () => ({ companyId: "acme" }), "Company not found"],
    [
      "more than 50 other contacts",
      () => ({
        contactIds: Array.from({ length: 51 }, (_, at) => `0194f3a2-5c1e-7d40-9b7a-${String(at).padStart(12, "0")}`),
      }),
      "A deal has at most 50 other contacts",
    ],
  ])("refuses %s", async (_name, extra, message) => {
    const response = await graphql(seller, CREATE, {
      input: { title: "Refused", customerId: people["Ana Arden"], ...extra() },
    });
    expect(errorOf(response.body)).toEqual({ message, code: "BAD_USER_INPUT" });
  });

  it("replaces the contacts as a set, keeping the roles of those that stay", async () => {
    const deal = await createDeal({
      customerId: people["Ana Arden"],
      contactIds: [people["Ben Bower"], people["Cleo Cruz"]],
    });
    const role = await graphql(seller, SET_ROLE, {
      dealId: deal.id,
      customerId: people["Ben Bower"],
      role: "Decision maker",
    });
    expect(role.body.data.setDealContactRole).toEqual({ role: "Decision maker", customer: { name: "Ben Bower" } });
    const patched = await graphql(seller, PATCH, {
      id: deal.id,
      input: { contactIds: [people["Ben Bower"], people["Dev Dunn"]] },
    });
    expect(contactsOf(patched.body.data.patchDeal.contacts)).toEqual([
      ["Ben Bower", "Decision maker"],
      ["Dev Dunn", ""],
    ]);
    const kept = await graphql(seller, PATCH, { id: deal.id, input: { title: "Rollout 2" } });
    expect(contactsOf(kept.body.data.patchDeal.contacts)).toEqual([
      ["Ben Bower", "Decision maker"],
      ["Dev Dunn", ""],
    ]);
    const cleared = await graphql(seller, PATCH, { id: deal.id, input: { contactIds: null } });
    expect(cleared.body.data.patchDeal.contacts).toEqual([]);
  });

  it("refuses a new primary contact who is one of the others, unless the others change too", async () => {
    const deal = await createDeal({ customerId: people["Ana Arden"], contactIds: [people["Ben Bower"]] });
    const refused = await graphql(seller, PATCH, { id: deal.id, input: { customerId: people["Ben Bower"] } });
    expect(errorOf(refused.body)).toEqual({
      message: "The primary contact cannot also be another contact",
      code: "BAD_USER_INPUT",
    });
    const swapped = await graphql(seller, UPDATE, {
      id: deal.id,
      input: { title: "Rollout", customerId: people["Ben Bower"], contactIds: [people["Ana Arden"]] },
    });
    expect(swapped.body.data.updateDeal).toMatchObject({
      customer: { name: "Ben Bower" },
      contacts: [{ role: "", customer: { name: "Ana Arden" } }],
    });
  });

  it("sets and clears a company on an existing deal", async () => {
    const deal = await createDeal({ customerId: people["Ana Arden"] });
    expect(deal.company).toBeNull();
    const set = await graphql(seller, PATCH, { id: deal.id, input: { companyId: globexId } });
    expect(set.body.data.patchDeal.company).toEqual({ name: "Globex" });
    const cleared = await graphql(seller, PATCH, { id: deal.id, input: { companyId: null } });
    expect(cleared.body.data.patchDeal.company).toBeNull();
    const refused = await graphql(seller, PATCH, { id: deal.id, input: { companyId: foreignCompanyId } });
    expect(errorOf(refused.body)).toEqual({ message: "Company not found", code: "BAD_USER_INPUT" });
  });
});

describe("setDealContactRole", () => {
  it("adds a person as a contact with their role, and clears a role with an empty one", async () => {
    const deal = await createDeal({ customerId: people["Ana Arden"] });
    const added = await graphql(seller, SET_ROLE, {
      dealId: deal.id,
      customerId: people["Cleo Cruz"],
      role: " Buyer ",
    });
    expect(added.body.data.setDealContactRole).toEqual({ role: "Buyer", customer: { name: "Cleo Cruz" } });
    const cleared = await graphql(seller, SET_ROLE, { dealId: deal.id, customerId: people["Cleo Cruz"], role: "" });
    expect(cleared.body.data.setDealContactRole).toEqual({ role: "", customer: { name: "Cleo Cruz" } });
    expect(await workspace.db.dealContact.count({ where: { dealId: deal.id } })).toBe(1);
  });

  it.each([
    [
      "a deal that does not exist",
      () => ({ dealId: strangerId, customerId: people["Ben Bower"] }),
      "Deal not found",
      "NOT_FOUND",
    ],
    [
      "another team's person",
      (dealId: string) => ({ dealId, customerId: strangerId }),
      "Customer not found",
      "NOT_FOUND",
    ],
    [
      "the primary contact",
      (dealId: string) => ({ dealId, customerId: people["Ana Arden"] }),
      "The primary contact cannot also be another contact",
      "BAD_USER_INPUT",
    ],
    [
      "a role over 200 characters",
      (dealId: string) => ({ dealId, customerId: people["Ben Bower"], role: "x".repeat(201) }),
      "Role must be at most 200 characters",
      "BAD_USER_INPUT",
    ],
  ])("refuses %s", async (_name, variables, message, code) => {
    const deal = await createDeal({ customerId: people["Ana Arden"] });
    const response = await graphql(seller, SET_ROLE, { role: "Buyer", ...variables(deal.id) });
    expect(errorOf(response.body)).toEqual({ message, code });
  });
});

describe("the deals of a company", () => {
  it("filters the list and the board by company", async () => {
    await createDeal({ title: "Acme one", customerId: people["Dev Dunn"], companyId: globexId, valueCents: 500 });
    await createDeal({
      title: "Acme two",
      customerId: people["Dev Dunn"],
      companyId: globexId,
      stage: "proposal",
      valueCents: 700,
    });
    await createDeal({ title: "Elsewhere", customerId: people["Dev Dunn"] });
    const list = await graphql(
      seller,
      `
        query ($filter: DealFilter) {
          deals(filter: $filter) {
            totalCount
            edges {
              node {
                title
              }
            }
          }
        }
      `,
      { filter: { companyId: globexId } },
    );
    expect(list.body.data.deals).toEqual({
      totalCount: 2,
      edges: [{ node: { title: "Acme two" } }, { node: { title: "Acme one" } }],
    });
    const board = await graphql(
      seller,
      `
        query ($filter: DealFilter) {
          dealPipeline(filter: $filter) {
            stage
            count
            totalValueCents
          }
        }
      `,
      { filter: { companyId: globexId } },
    );
    expect(board.body.data.dealPipeline.filter((column: { count: number }) => column.count > 0)).toEqual([
      { stage: "qualified", count: 1, totalValueCents: 500 },
      { stage: "proposal", count: 1, totalValueCents: 700 },
    ]);
    const tree = await graphql(
      seller,
      `
        query ($tree: JSON) {
          deals(filterTree: $tree) {
            edges {
              node {
                id
              }
            }
          }
        }
      `,
      { tree: { field: "companyId", op: "eq", value: globexId } },
    );
    expect(tree.body.errors).toBeUndefined();
    expect(tree.body.data.deals.edges).toHaveLength(2);
  });
});

describe("a task's and an activity's company", () => {
  const TASK = `mutation ($input: TaskInput!) { createTask(input: $input) { id title } }`;
  const ACTIVITY = `mutation ($input: ActivityInput!) { createActivity(input: $input) { id title } }`;

  it("links tasks to a company, lists them by company, and clears the link", async () => {
    const linked = await graphql(seller, TASK, { input: { title: "Call Acme", companyId: acmeId } });
    await graphql(seller, TASK, { input: { title: "Call nobody" } });
    const list = await graphql(
      seller,
      `
        query ($filter: TaskFilter) {
          tasks(filter: $filter) {
            totalCount
            edges {
              node {
                title
              }
            }
          }
        }
      `,
      { filter: { companyId: acmeId } },
    );
    expect(list.body.data.tasks).toEqual({ totalCount: 1, edges: [{ node: { title: "Call Acme" } }] });
    const id = linked.body.data.createTask.id;
    await graphql(
      seller,
      `
        mutation ($id: ID!) {
          patchTask(id: $id, input: { companyId: null }) {
            id
          }
        }
      `,
      { id },
    );
    expect((await workspace.db.task.findUniqueOrThrow({ where: { id } })).companyId).toBeNull();
  });

  it("links activities to a company and lists them by company, in the list and the filter tree", async () => {
    await graphql(seller, ACTIVITY, { input: { type: "call", title: "Rang Globex", companyId: globexId } });
    await graphql(seller, ACTIVITY, { input: { type: "note", title: "Noted nobody" } });
    const list = await graphql(
      seller,
      `
        query ($filter: ActivityFilter, $tree: JSON) {
          activities(filter: $filter, filterTree: $tree) {
            edges {
              node {
                title
              }
            }
          }
        }
      `,
      { filter: { companyId: globexId } },
    );
    expect(list.body.data.activities.edges).toEqual([{ node: { title: "Rang Globex" } }]);
    const tree = await graphql(
      seller,
      `
        query ($tree: JSON) {
          activities(filterTree: $tree) {
            edges {
              node {
                title
              }
            }
          }
        }
      `,
      { tree: { field: "companyId", op: "eq", value: globexId } },
    );
    expect(tree.body.data.activities.edges).toEqual([{ node: { title: "Rang Globex" } }]);
  });

  it.each([
    ["a task", TASK, { title: "X" }],
    ["an activity", ACTIVITY, { type: "call", title: "X" }],
  ])("refuses %s with another team's company", async (_name, mutation, input) => {
    const response = await graphql(seller, mutation, { input: { ...input, companyId: foreignCompanyId } });
    expect(errorOf(response.body)).toEqual({ message: "Company not found", code: "BAD_USER_INPUT" });
  });
});

describe("a company's deals, tasks and activities", () => {
  it("lists them on the company, each naming its company", async () => {
    const initech = (await workspace.db.company.create({ data: { name: "Initech" } })).id;
    await createDeal({ title: "Initech first", customerId: people["Cleo Cruz"], companyId: initech });
    await createDeal({ title: "Initech second", customerId: people["Cleo Cruz"], companyId: initech });
    await graphql(
      seller,
      `
        mutation ($input: TaskInput!) {
          createTask(input: $input) {
            id
          }
        }
      `,
      {
        input: { title: "Visit Initech", companyId: initech },
      },
    );
    await graphql(
      seller,
      `
        mutation ($input: ActivityInput!) {
          createActivity(input: $input) {
            id
          }
        }
      `,
      {
        input: { type: "meeting", title: "Met Initech", companyId: initech },
      },
    );
    const response = await graphql(
      seller,
      `
        query ($id: ID!) {
          company(id: $id) {
            deals(first: 5) {
              title
              company {
                name
              }
            }
            tasks {
              title
              company {
                name
              }
            }
            activities {
              title
              company {
                name
              }
            }
          }
        }
      `,
      { id: initech },
    );
    expect(response.body.data.company).toEqual({
      deals: [
        { title: "Initech second", company: { name: "Initech" } },
        { title: "Initech first", company: { name: "Initech" } },
      ],
      tasks: [{ title: "Visit Initech", company: { name: "Initech" } }],
      activities: [{ title: "Met Initech", company: { name: "Initech" } }],
    });
    const capped = await graphql(
      seller,
      `
        query ($id: ID!) {
          company(id: $id) {
            deals(first: 201) {
              title
            }
          }
        }
      `,
      {
        id: initech,
      },
    );
    expect(errorOf(capped.body)).toEqual({
      message: "deals: A list returns at most 200 items: ask for first: 200 or fewer",
      code: "BAD_USER_INPUT",
    });
  });
});

describe("a company's lists as the REST routes read them", () => {
  it("pages a company's deals, tasks and activities with the lists' filters; another team's company is not found", async () => {
    const viewer = await t.db.user.findUniqueOrThrow({ where: { username: "seller" } });
    const ctx = serviceContext(t.db, viewer, workspace);
    const umbrella = (await workspace.db.company.create({ data: { name: "Umbrella" } })).id;
    await createDeal({ title: "Umbrella won", customerId: people["Dev Dunn"], companyId: umbrella, stage: "proposal" });
    await createDeal({ title: "Umbrella new", customerId: people["Dev Dunn"], companyId: umbrella });
    await workspace.db.task.create({ data: { title: "Umbrella task", companyId: umbrella } });
    await workspace.db.activity.create({ data: { type: "call", title: "Umbrella call", companyId: umbrella } });
    const titles = (page: { edges: { node: { title: string } }[] }) => page.edges.map((edge) => edge.node.title);
    expect(titles(await listCompanyDeals(ctx, umbrella, { filter: { stage: "proposal" } }))).toEqual(["Umbrella won"]);
    expect(titles(await listCompanyTasks(ctx, umbrella, {}))).toEqual(["Umbrella task"]);
    expect(titles(await listCompanyActivities(ctx, umbrella, {}))).toEqual(["Umbrella call"]);
    await expect(listCompanyDeals(ctx, foreignCompanyId, {})).rejects.toThrow(new NotFoundError("Company not found"));
    await expect(listCompanyTasks(ctx, "nope", {})).rejects.toThrow(new NotFoundError("Company not found"));
    // The input is checked first: a bad parameter is bad whatever the company.
    await expect(listCompanyActivities(ctx, foreignCompanyId, { first: 0 })).rejects.toBeInstanceOf(ValidationError);
  });
});

describe("the sample rule for a deal's other contacts", () => {
  const mark = { select: { isSample: true, sampleKept: true } } as const;

  it("keeps a sample person added to a real deal, and makes a sample deal real when a real person joins it", async () => {
    const samplePerson = await workspace.db.customer.create({
      data: { name: "Sam Sample", email: "sam@sample.test", isSample: true },
    });
    await createDeal({ customerId: people["Ana Arden"], contactIds: [samplePerson.id] });
    expect(await workspace.db.customer.findUniqueOrThrow({ where: { id: samplePerson.id }, ...mark })).toEqual({
      isSample: false,
      sampleKept: "attached",
    });
    const sampleBuyer = await workspace.db.customer.create({
      data: { name: "Sue Sample", email: "sue@sample.test", isSample: true },
    });
    const sampleDeal = await workspace.db.deal.create({
      data: { title: "Sample deal", customerId: sampleBuyer.id, isSample: true },
    });
    const otherSample = await workspace.db.customer.create({
      data: { name: "Sid Sample", email: "sid@sample.test", isSample: true },
    });
    await workspace.db.dealContact.create({ data: { dealId: sampleDeal.id, customerId: otherSample.id } });
    expect(await workspace.db.deal.findUniqueOrThrow({ where: { id: sampleDeal.id }, ...mark })).toEqual({
      isSample: true,
      sampleKept: null,
    });
    await graphql(seller, SET_ROLE, { dealId: sampleDeal.id, customerId: people["Ben Bower"], role: "Buyer" });
    expect(await workspace.db.deal.findUniqueOrThrow({ where: { id: sampleDeal.id }, ...mark })).toEqual({
      isSample: false,
      sampleKept: "attached",
    });
    expect(await workspace.db.customer.findUniqueOrThrow({ where: { id: sampleBuyer.id }, ...mark })).toEqual({
      isSample: false,
      sampleKept: "attached",
    });
  });
});

describe("the sample rule for a company's people", () => {
  const mark = { select: { isSample: true, sampleKept: true } } as const;
  const SAMPLE = { isSample: true, sampleKept: null };
  const ATTACHED = { isSample: false, sampleKept: "attached" };

  it("makes a sample company real when a real person is linked to it, once per statement however many links it makes", async () => {
    const crm = workspace.db;
    const [shared, sampleOnly, later] = await Promise.all(
      ["Shared Sample Co", "Sample-only Co", "Later Sample Co"].map(
        async (name) => (await crm.company.create({ data: { name, isSample: true } })).id,
      ),
    );
    const sample = await crm.customer.create({
      data: { name: "Sol Sample", email: "sol@sample.test", isSample: true },
    });
    const kept = await crm.customer.create({ data: { name: "Kit Sample", email: "kit@sample.test", isSample: true } });
    // One statement: a sample person at two sample companies, a real one at the first.
    await crm.customerCompany.createMany({
      data: [
        { customerId: sample.id, companyId: shared! },
        { customerId: sample.id, companyId: sampleOnly! },
        { customerId: people["Dev Dunn"]!, companyId: shared! },
        { customerId: kept.id, companyId: later! },
      ],
    });
    const marks = async () =>
      Promise.all([shared, sampleOnly, later].map((id) => crm.company.findUniqueOrThrow({ where: { id }, ...mark })));
    expect(await marks()).toEqual([ATTACHED, SAMPLE, SAMPLE]);

    // A link changed after its person became real makes its company real too.
    await crm.customer.update({ where: { id: kept.id }, data: { notes: "Met at the fair" } });
    expect(await crm.customer.findUniqueOrThrow({ where: { id: kept.id }, ...mark })).toEqual({
      isSample: false,
      sampleKept: "edited",
    });
    expect(await marks()).toEqual([ATTACHED, SAMPLE, SAMPLE]);
    await crm.customerCompany.updateMany({ where: { customerId: kept.id }, data: { role: "Buyer" } });
    expect(await marks()).toEqual([ATTACHED, SAMPLE, ATTACHED]);
  });
});
