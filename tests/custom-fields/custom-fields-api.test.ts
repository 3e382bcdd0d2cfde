import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WorkspaceAccess } from "#core/context.ts";
import { createApiKey } from "#tests/support/api-keys.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { expectBothForms } from "#tests/support/problem-details.ts";
import { signedInAgent, signIn } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, workspaceOf } from "#tests/support/workspaces.ts";

// Custom fields' definitions over GraphQL and REST: both call the same service; every REST answer is
// also checked against the OpenAPI document (see tests/support/test-app.ts).

let t: TestApp;
let owner: Awaited<ReturnType<typeof signIn>>;
let member: Awaited<ReturnType<typeof signIn>>;
let key: string;
let workspace: WorkspaceAccess;
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signedInAgent(t, { username: "field-owner" });
  workspace = await workspaceOf(t.db, "field-owner");
  await addMember(t.db, workspace, await createUser(t.db, { username: "field-member" }));
  member = await signIn(t, "field-member");
  key = (await createApiKey(owner, "Fields")).header;
});
afterAll(() => t.close());

const DEFINITION = `id recordType key label type helpText required unique searchable default
  options { key label color archived } position archived valueCount`;

describe("GraphQL", () => {
  it("creates, lists, changes and deletes a definition", async () => {
    const created = await graphql(
      owner,
      `mutation ($input: CustomFieldInput!) { createCustomField(input: $input) { ${DEFINITION} createdAt updatedAt } }`,
      {
        input: {
          recordType: "company",
          label: "Contract tier",
          type: "select",
          required: true,
          default: "standard",
          options: [{ label: "Standard" }, { label: "Premium", color: "gold" }],
        },
      },
    );
    const field = created.body.data.createCustomField;
    expect(field).toEqual({
      id: expect.any(String),
      recordType: "company",
      key: "contract_tier",
      label: "Contract tier",
      type: "select",
      helpText: "",
      required: true,
      unique: false,
      searchable: false,
      default: "standard",
      options: [
        { key: "standard", label: "Standard", color: "gray", archived: false },
        { key: "premium", label: "Premium", color: "gold", archived: false },
      ],
      position: 0,
      archived: false,
      valueCount: 0,
      createdAt: expect.stringMatching(ISO_UTC),
      updatedAt: expect.stringMatching(ISO_UTC),
    });
    await workspace.db.company.create({ data: { name: "Holder", customFields: { contract_tier: "premium" } } });
    const listed = await graphql(
      member,
      `
        {
          customFieldDefinitions(recordType: company) {
            key
            valueCount
          }
        }
      `,
    );
    expect(listed.body.data.customFieldDefinitions).toEqual([{ key: "contract_tier", valueCount: 1 }]);
    const updated = await graphql(
      owner,
      `
        mutation ($id: ID!) {
          updateCustomField(
            id: $id
            input: {
              label: "Support tier"
              helpText: "Signed"
              options: [{ key: "premium", label: "Premium" }, { key: "standard", label: "Standard", archived: true }]
              default: "premium"
            }
          ) {
            key
            label
            helpText
            default
            options {
              key
              archived
            }
          }
        }
      `,
      { id: field.id },
    );
    expect(updated.body.data.updateCustomField).toEqual({
      key: "contract_tier",
      label: "Support tier",
      helpText: "Signed",
      default: "premium",
      options: [
        { key: "premium", archived: false },
        { key: "standard", archived: true },
      ],
    });
    const read = await graphql(
      member,
      `
        query ($id: ID!) {
          customFieldDefinition(id: $id) {
            label
          }
        }
      `,
      { id: field.id },
    );
    expect(read.body.data.customFieldDefinition).toEqual({ label: "Support tier" });
    const deleted = await graphql(
      owner,
      `
        mutation ($id: ID!) {
          deleteCustomField(id: $id) {
            id
          }
        }
      `,
      { id: field.id },
    );
    expect(deleted.body.data.deleteCustomField).toEqual({ id: field.id });
    const gone = await graphql(
      member,
      `
        query ($id: ID!) {
          customFieldDefinition(id: $id) {
            label
          }
        }
      `,
      { id: field.id },
    );
    expect(errorOf(gone.body)).toEqual({ message: "Custom field not found", code: "NOT_FOUND" });
  });

  it("answers every refusal with its message, the invalid fields named", async () => {
    const refused = await graphql(
      owner,
      `
        mutation {
          createCustomField(
            input: { recordType: deal, label: "Seats", type: number, required: true, unique: true, default: "many" }
          ) {
            id
          }
        }
      `,
    );
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        message: "Seats must be a number",
        extensions: expect.objectContaining({
          code: "BAD_USER_INPUT",
          errors: [{ field: "default", message: "Seats must be a number" }],
        }),
      }),
    ]);
    const byMember = await graphql(
      member,
      `
        mutation {
          createCustomField(input: { recordType: deal, label: "Seats", type: number }) {
            id
          }
        }
      `,
    );
    expect(errorOf(byMember.body)).toEqual({ message: "Only workspace owners can do this", code: "FORBIDDEN" });
  });
});

describe("/api/custom-fields", () => {
  const api = {
    get: (path: string) => t.request().get(path).set("Authorization", key),
    post: (path: string, body: object) => t.request().post(path).set("Authorization", key).send(body),
  };

  it("creates, reads, lists, patches and deletes a definition (writes by an owner, reads with a key)", async () => {
    const created = await owner.post("/api/custom-fields").send({
      recordType: "customer",
      label: "Renewal date",
      type: "date",
      helpText: "When the contract renews",
      default: "2027-01-31",
    });
    expect([created.status, created.body]).toEqual([
      201,
      {
        id: expect.any(String),
        recordType: "customer",
        key: "renewal_date",
        label: "Renewal date",
        type: "date",
        helpText: "When the contract renews",
        required: false,
        unique: false,
        searchable: false,
        default: "2027-01-31",
        options: [],
        position: 0,
        archived: false,
        valueCount: 0,
        createdAt: expect.stringMatching(ISO_UTC),
        updatedAt: expect.stringMatching(ISO_UTC),
      },
    ]);
    const { id } = created.body;
    const seats = await owner
      .post("/api/custom-fields")
      .send({ recordType: "customer", label: "Seats", type: "number" });
    expect(seats.status).toBe(201);
    expect((await api.get(`/api/custom-fields/${id}`)).body).toEqual(created.body);
    const listed = await api.get("/api/custom-fields?recordType=customer");
    expect([listed.status, listed.body.data.map((field: { key: string }) => field.key)]).toEqual([
      200,
      ["renewal_date", "seats"],
    ]);
    const patched = await owner
      .patch(`/api/custom-fields/${id}`)
      .send({ position: 1, searchable: false, archived: true });
    expect([patched.status, patched.body.position, patched.body.archived]).toEqual([200, 1, true]);
    const moved = await api.get("/api/custom-fields?recordType=customer");
    expect(moved.body.data.map((field: { key: string; position: number }) => [field.key, field.position])).toEqual([
      ["seats", 0],
      ["renewal_date", 1],
    ]);
    const deleted = await owner.delete(`/api/custom-fields/${id}`);
    expect([deleted.status, deleted.body]).toEqual([200, { id }]);
    const gone = await api.get(`/api/custom-fields/${id}`);
    expect([gone.status, gone.text]).toEqual([404, "Custom field not found"]);
  });

  it("refuses bad input with a 400 naming each field, writes with a key with a 403", async () => {
    await expectBothForms(() => api.get("/api/custom-fields"), {
      status: 400,
      message: "Record type must be customer, company, deal or task",
      code: "BAD_USER_INPUT",
      errors: [{ field: "recordType", message: "Record type must be customer, company, deal or task" }],
    });
    await expectBothForms(
      () =>
        owner.post("/api/custom-fields").send({
          recordType: "task",
          label: "Level",
          type: "select",
          required: true,
          searchable: true,
        }),
      {
        status: 400,
        message: "A select field needs at least one option",
        code: "BAD_USER_INPUT",
        errors: [
          { field: "options", message: "A select field needs at least one option" },
          { field: "searchable", message: "Only text, long_text, email, url or phone fields can be searchable" },
          { field: "default", message: "A required field needs a default" },
        ],
      },
    );
    const field = await owner.post("/api/custom-fields").send({ recordType: "task", label: "Effort", type: "number" });
    await expectBothForms(() => owner.patch(`/api/custom-fields/${field.body.id}`).send({ type: "money" }), {
      status: 400,
      message: "A field's type cannot be changed in place",
      code: "BAD_USER_INPUT",
      errors: [{ field: "type", message: "A field's type cannot be changed in place" }],
    });
    await expectBothForms(() => api.post("/api/custom-fields", { recordType: "task", label: "Key", type: "text" }), {
      status: 403,
      message: "Only workspace owners can do this",
      code: "FORBIDDEN",
    });
    const unknown = await owner.delete("/api/custom-fields/0190c5f2-0000-7000-8000-000000000000");
    expect([unknown.status, unknown.text]).toEqual([404, "Custom field not found"]);
  });

  it("describes the workspace's fields as typed properties in the document asked with a key or session", async () => {
    await owner.post("/api/custom-fields").send({ recordType: "deal", label: "Licence count", type: "number" });
    const withKey = await api.get("/api/openapi.json");
    expect(withKey.body.components.schemas.DealCustomFields.properties.licence_count).toEqual({
      type: ["number", "null"],
      title: "Licence count",
    });
    const withSession = await owner.get("/api/openapi.json");
    expect(Object.keys(withSession.body.components.schemas.DealCustomFields.properties)).toEqual(["licence_count"]);
    const anonymous = await t.request().get("/api/openapi.json");
    expect([anonymous.status, anonymous.body.components.schemas.DealCustomFields]).toEqual([200, undefined]);
  });
});
