import { describe, expect, it } from "vitest";
import { describeSchema, type SchemaNode } from "./describeSchema.ts";
import type { OpenApiDocument } from "./openApiDocument.ts";
import { OPEN_API_FIXTURE } from "./openApiFixture.ts";

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const leaf = (type: string, extra: Partial<SchemaNode> = {}): SchemaNode => ({
  type,
  allowedValues: [],
  constraints: [],
  fields: [],
  variants: [],
  recursive: false,
  ...extra,
});
/** The field names and types of a node, one level deep, as "name: type (required)". */
const fieldLines = (node: SchemaNode) =>
  node.fields.map(({ name, required, schema }) => `${name}: ${schema.type}${required ? " (required)" : ""}`);

describe("describeSchema", () => {
  it("reads a $ref'd object as its name with its fields, required ones marked", () => {
    const customer = describeSchema(OPEN_API_FIXTURE, ref("Customer"));
    expect(customer.type).toBe("Customer");
    expect(fieldLines(customer)).toEqual([
      "id: string (uuid) (required)",
      "name: string (required)",
      "email: string (email) (required)",
      "phone: string or null (required)",
      "status: string (required)",
      "valueCents: integer or null (required)",
      "createdAt: string (date-time) (required)",
    ]);
  });

  it("keeps a field's description, limits and allowed values, also through a $ref and an anyOf with null", () => {
    const fields = describeSchema(OPEN_API_FIXTURE, ref("Customer")).fields;
    expect(fields[1]?.schema).toEqual(
      leaf("string", { description: "Full name.", constraints: ["1 to 200 characters"] }),
    );
    expect(fields[4]?.schema).toEqual(
      leaf("string", { description: "Where the customer stands.", allowedValues: ["lead", "active", "inactive"] }),
    );
    expect(fields[5]?.schema).toEqual(
      leaf("integer or null", { description: "Deal value in cents.", constraints: ["at least 0"] }),
    );
  });

  it("lets a $ref's sibling default and description win over the target's", () => {
    const input = describeSchema(OPEN_API_FIXTURE, ref("CustomerInput"));
    expect(input.fields[2]).toEqual({
      name: "status",
      required: false,
      schema: leaf("string", {
        description: "Where the customer stands.",
        allowedValues: ["lead", "active", "inactive"],
        constraints: ['default: "lead"'],
      }),
    });
  });

  it("reads an array of a named object as 'array of' it, with the items' fields", () => {
    const page = describeSchema(OPEN_API_FIXTURE, ref("CustomerPage"));
    expect(fieldLines(page)).toEqual([
      "data: array of Customer (required)",
      "pageInfo: object (required)",
      "totalCount: integer (required)",
    ]);
    expect(page.fields[0]?.schema.fields.map(({ name }) => name)).toEqual([
      "id",
      "name",
      "email",
      "phone",
      "status",
      "valueCents",
      "createdAt",
    ]);
    expect(fieldLines(page.fields[1]!.schema)).toEqual([
      "hasNextPage: boolean (required)",
      "endCursor: string or null (required)",
    ]);
  });

  it("lists a oneOf's alternatives", () => {
    const login = describeSchema(OPEN_API_FIXTURE, { oneOf: [ref("UsernameLogin"), ref("EmailLogin")] });
    expect(login.type).toBe("one of");
    expect(login.variants.map((variant) => [variant.type, ...fieldLines(variant)])).toEqual([
      ["UsernameLogin", "username: string (required)", "password: string (required)"],
      ["EmailLogin", "email: string (email) (required)", "password: string (required)"],
    ]);
  });

  it("merges allOf, reads maps, constants and schemas without a type", () => {
    expect(
      fieldLines(describeSchema(OPEN_API_FIXTURE, { allOf: [ref("UsernameLogin"), { properties: { remember: {} } }] })),
    ).toEqual(["username: string (required)", "password: string (required)", "remember: any"]);
    expect(describeSchema(OPEN_API_FIXTURE, { type: "object", additionalProperties: { type: "number" } }).type).toBe(
      "map of number",
    );
    expect(describeSchema(OPEN_API_FIXTURE, { type: "string", const: "created" })).toEqual(
      leaf("string", { allowedValues: ["created"] }),
    );
  });

  it("stops a recursive schema at its second appearance", () => {
    const document: OpenApiDocument = {
      ...OPEN_API_FIXTURE,
      components: {
        schemas: {
          Folder: {
            type: "object",
            properties: { name: { type: "string" }, children: { type: "array", items: ref("Folder") } },
          },
        },
      },
    };
    const folder = describeSchema(document, ref("Folder"));
    expect(fieldLines(folder)).toEqual(["name: string", "children: array of Folder"]);
    expect(folder.fields[1]?.schema.fields).toEqual([]);
    expect(folder.fields[1]?.schema.recursive).toBe(true);
  });
});
