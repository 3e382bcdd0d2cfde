import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "#tests/support/api-keys.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { workspaceOf } from "#tests/support/workspaces.ts";
import { defineField, selectOptions } from "./definitions.ts";

// GET /api/openapi.json asked with a key or a session types the workspace's own fields, so a client
// generated from it knows them; anyone else gets the public document, where customFields is any object.

type Schema = Record<string, unknown> & { properties: Record<string, Schema> };
type Document = { components: { schemas: Record<string, Schema> } };

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInAgent>>;
let key: string;
let otherKey: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signedInAgent(t, { username: "otto" });
  const workspace = await workspaceOf(t.db, "otto");
  key = (await createApiKey(owner, "Docs")).header;
  await defineField(workspace, "customer", "tier", "select", {
    required: true,
    defaultValue: "gold",
    options: selectOptions("Gold", "Silver"),
  });
  await defineField(workspace, "customer", "budget", "money");
  await defineField(workspace, "customer", "renewal", "date", { label: "Renewal date" });
  await defineField(workspace, "deal", "tags", "multi_select", { options: selectOptions("Hot", "Cold") });
  const other = await signedInAgent(t, { username: "petra" });
  otherKey = (await createApiKey(other, "Docs")).header;
});
afterAll(() => t.close());

async function documentFor(authorization?: string): Promise<Document> {
  const request = t.request().get("/api/openapi.json");
  const response = authorization ? await request.set("Authorization", authorization) : await request;
  expect(response.status).toBe(200);
  return response.body as Document;
}

describe("the API document", () => {
  it("types the workspace's fields in each record's answer and bodies when asked with its key", async () => {
    const { schemas } = (await documentFor(key)).components;
    expect(schemas.Customer!.properties.customFields!.properties).toEqual({
      tier: {
        title: "Tier",
        type: "string",
        enum: ["gold", "silver"],
        description: "An option's key. Required (its default fills it when left out).",
      },
      budget: { title: "Budget", type: "integer", description: "An amount in whole cents of USD." },
      renewal: { title: "Renewal date", type: "string", format: "date" },
    });
    const body = schemas.UpdateCustomerRequest!.properties.customFields as unknown as { anyOf: Schema[] };
    expect(body.anyOf[0]!.additionalProperties).toBe(false);
    expect(body.anyOf[0]!.properties.renewal).toEqual({
      title: "Renewal date",
      anyOf: [{ type: "string", format: "date" }, { type: "null" }],
    });
    expect(Object.keys(schemas.Deal!.properties.customFields!.properties)).toEqual(["tags"]);
    expect(schemas.Company!.properties.customFields!.properties).toEqual({});
  });

  it("validates the workspace's real answers, and refuses what its server would refuse", async () => {
    const document = await documentFor(key);
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema(document, "https://crm.test/typed.json");
    const customer = ajv.compile({ $ref: "https://crm.test/typed.json#/components/schemas/Customer" });
    const body = ajv.compile({ $ref: "https://crm.test/typed.json#/components/schemas/CreateCustomerRequest" });
    const created = await t
      .request()
      .post("/api/customers")
      .set("Authorization", key)
      .send({ name: "Ana", email: "ana@example.com", customFields: { budget: 125_000, renewal: "2027-05-01" } });
    expect(created.status).toBe(201);
    expect(customer(created.body)).toBe(true);
    expect(body({ name: "Ana", email: "ana@example.com", customFields: { budget: 12.5 } })).toBe(false);
    expect(body({ name: "Ana", email: "ana@example.com", customFields: { nope: 1 } })).toBe(false);
    expect(body({ name: "Ana", email: "ana@example.com", customFields: { tier: "silver", renewal: null } })).toBe(true);
  });

  it("is the public one for anyone else: another workspace's key sees its own (none), a visitor any object", async () => {
    const theirs = (await documentFor(otherKey)).components.schemas;
    expect(theirs.Customer!.properties.customFields!.properties).toEqual({});
    const visitor = (await documentFor()).components.schemas;
    expect(visitor.Customer!.properties.customFields).toMatchObject({
      type: "object",
      additionalProperties: {},
    });
    expect(visitor.Customer!.properties.customFields!.properties).toBeUndefined();
  });
});
