import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WorkspaceAccess } from "#core/context.ts";
import type { CustomFieldRecordType } from "#schema/custom-fields/custom-field-values.rules.ts";
import { createEndpoint } from "#tests/webhooks/webhook-api.ts";
import { webhookBody } from "#schema/webhooks/webhook-payload.ts";
import { createApiKey } from "#tests/support/api-keys.ts";
import { graphql, type GraphqlResponse } from "#tests/support/graphql.ts";
import { PROBLEM } from "#tests/support/problem-details.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { workspaceOf } from "#tests/support/workspaces.ts";
import { defineField, selectOptions } from "./definitions.ts";

// A record's custom fields through both transports (GraphQL and REST share the services) and in webhooks.

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInAgent>>;
let workspace: WorkspaceAccess;
let key: string;
let customerId: string;
let made = 0;

const api = {
  get: (path: string) => t.request().get(path).set("Authorization", key),
  post: (path: string, body: object) => t.request().post(path).set("Authorization", key).send(body),
  put: (path: string, body: object) => t.request().put(path).set("Authorization", key).send(body),
  patch: (path: string, body: object) => t.request().patch(path).set("Authorization", key).send(body),
};

beforeAll(async () => {
  t = await startTestApp();
  owner = await signedInAgent(t, { username: "ines" });
  workspace = await workspaceOf(t.db, "ines");
  key = (await createApiKey(owner, "Custom fields")).header;
  for (const recordType of ["customer", "company", "deal", "task"] as const) {
    await defineField(workspace, recordType, "tier", "select", {
      required: true,
      defaultValue: "bronze",
      options: selectOptions("Bronze", "Gold"),
    });
    await defineField(workspace, recordType, "renewal", "date", { label: "Renewal date" });
  }
  customerId = (await api.post("/api/customers", { name: "Deal contact", email: "contact@example.com" })).body.id;
});
afterAll(() => t.close());

/** Each record type's GraphQL create and patch, the smallest input it takes, and its REST path. */
const RESOURCES: {
  recordType: CustomFieldRecordType;
  path: string;
  create: string;
  patch: string;
  input: () => Record<string, unknown>;
}[] = [
  {
    recordType: "customer",
    path: "/api/customers",
    create: "mutation ($input: CustomerInput!) { saved: createCustomer(input: $input) { id customFields } }",
    patch:
      "mutation ($id: ID!, $input: CustomerPatch!) { saved: patchCustomer(id: $id, input: $input) { id customFields } }",
    input: () => ({ name: "Kim", email: `kim-${(made += 1)}@example.com` }),
  },
  {
    recordType: "company",
    path: "/api/companies",
    create: "mutation ($input: CompanyInput!) { saved: createCompany(input: $input) { id customFields } }",
    patch:
      "mutation ($id: ID!, $input: CompanyPatch!) { saved: updateCompany(id: $id, input: $input) { id customFields } }",
    input: () => ({ name: "Initech" }),
  },
  {
    recordType: "deal",
    path: "/api/deals",
    create: "mutation ($input: DealInput!) { saved: createDeal(input: $input) { id customFields } }",
    patch: "mutation ($id: ID!, $input: DealPatch!) { saved: patchDeal(id: $id, input: $input) { id customFields } }",
    input: () => ({ title: "Renewal", customerId }),
  },
  {
    recordType: "task",
    path: "/api/tasks",
    create: "mutation ($input: TaskInput!) { saved: createTask(input: $input) { id customFields } }",
    patch: "mutation ($id: ID!, $input: TaskPatch!) { saved: patchTask(id: $id, input: $input) { id customFields } }",
    input: () => ({ title: "Call back" }),
  },
];

async function gql(query: string, variables: Record<string, unknown>) {
  return (await graphql(owner, query, variables)).body as GraphqlResponse;
}

describe.each(RESOURCES)("$recordType custom fields", ({ path, create, patch, input }) => {
  it("are written and read over GraphQL, and a bad value names the field in the message and in errors", async () => {
    const created = await gql(create, { input: { ...input(), customFields: { renewal: "2027-01-31" } } });
    const saved = created.data?.saved as { id: string; customFields: unknown };
    expect(saved.customFields).toEqual({ tier: "bronze", renewal: "2027-01-31" });
    const patched = await gql(patch, { id: saved.id, input: { customFields: { tier: "gold" } } });
    expect(patched.data?.saved).toEqual({ id: saved.id, customFields: { tier: "gold", renewal: "2027-01-31" } });
    const refused = await gql(patch, { id: saved.id, input: { customFields: { renewal: "31/01/2027" } } });
    expect(refused.errors?.[0]).toMatchObject({
      message: "Renewal date must be a date (YYYY-MM-DD)",
      extensions: {
        code: "BAD_USER_INPUT",
        errors: [{ field: "customFields.renewal", message: "Renewal date must be a date (YYYY-MM-DD)" }],
      },
    });
  });

  it("are in every REST body and answer, and a bad value is a 400 naming the field in errors[]", async () => {
    const created = await api.post(path, { ...input(), customFields: { tier: "gold" } });
    expect([created.status, created.body.customFields]).toEqual([201, { tier: "gold" }]);
    const patched = await api.patch(`${path}/${created.body.id}`, { customFields: { renewal: "2027-06-30" } });
    expect([patched.status, patched.body.customFields]).toEqual([200, { tier: "gold", renewal: "2027-06-30" }]);
    const read = await api.get(`${path}/${created.body.id}`);
    expect(read.body.customFields).toEqual({ tier: "gold", renewal: "2027-06-30" });
    const listed = await api.get(path);
    const row = (listed.body.data as { id: string; customFields: unknown }[]).find(
      (candidate) => candidate.id === created.body.id,
    );
    expect(row?.customFields).toEqual({ tier: "gold", renewal: "2027-06-30" });
    const refused = await api
      .patch(`${path}/${created.body.id}`, { customFields: { tier: "platinum", color: "red" } })
      .set("Accept", PROBLEM);
    expect([refused.status, refused.body.detail, refused.body.errors]).toEqual([
      400,
      'There is no custom field "color"',
      [
        { field: "customFields.color", message: 'There is no custom field "color"' },
        { field: "customFields.tier", message: "Tier must be one of its options" },
      ],
    ]);
    const notAnObject = await api.patch(`${path}/${created.body.id}`, { customFields: "gold" });
    expect([notAnObject.status, notAnObject.text]).toEqual([
      400,
      "Custom fields must be an object of values keyed by field key",
    ]);
  });
});

describe("the legacy customer update (PUT)", () => {
  it("keeps the custom fields it leaves out", async () => {
    const created = await api.post("/api/customers", {
      name: "Lee",
      email: "lee@example.com",
      customFields: { tier: "gold", renewal: "2027-02-01" },
    });
    const put = await api.put(`/api/customers/${created.body.id}`, { name: "Lee Renamed", email: "lee@example.com" });
    expect([put.status, put.body.name, put.body.customFields]).toEqual([
      200,
      "Lee Renamed",
      { tier: "gold", renewal: "2027-02-01" },
    ]);
  });
});

describe("webhook payloads", () => {
  it("carry the record's custom fields", async () => {
    await createEndpoint(owner, "http://127.0.0.1:9/hook", ["customer.created", "deal.updated"]);
    const customer = await api.post("/api/customers", {
      name: "Hook",
      email: "hook@example.com",
      customFields: { renewal: "2027-03-01" },
    });
    const deal = await api.post("/api/deals", { title: "Hooked", customerId: customer.body.id });
    await api.patch(`/api/deals/${deal.body.id}`, { customFields: { tier: "gold" } });
    const deliveries = await workspace.db.webhookDelivery.findMany({ orderBy: { createdAt: "asc" } });
    const bodies = deliveries.map(
      (delivery) => JSON.parse(webhookBody(delivery, "USD")) as { type: string; data: object },
    );
    expect(bodies.map(({ type, data }) => [type, (data as { customFields: unknown }).customFields])).toEqual([
      ["customer.created", { tier: "bronze", renewal: "2027-03-01" }],
      ["deal.updated", { tier: "gold" }],
    ]);
  });
});
