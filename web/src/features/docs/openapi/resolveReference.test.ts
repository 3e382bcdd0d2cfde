import { describe, expect, it } from "vitest";
import type { OpenApiDocument, SchemaObject } from "./openApiDocument.ts";
import { referenceName, resolveReference } from "./resolveReference.ts";

const document: OpenApiDocument = {
  openapi: "3.1.0",
  info: { title: "Test", version: "1" },
  paths: {},
  components: {
    schemas: {
      Id: { type: "string", format: "uuid" },
      CustomerId: { $ref: "#/components/schemas/Id" },
      "a/b": { type: "boolean" },
      Loop: { $ref: "#/components/schemas/Loop" },
    },
  },
};

describe("resolveReference", () => {
  it("returns a value that is no reference as it is", () => {
    const schema: SchemaObject = { type: "integer" };
    expect(resolveReference(document, schema)).toBe(schema);
  });

  it("follows a chain of references to the schema at its end", () => {
    expect(resolveReference(document, { $ref: "#/components/schemas/CustomerId" })).toEqual({
      type: "string",
      format: "uuid",
    });
  });

  it("decodes escaped slashes in a JSON pointer", () => {
    expect(resolveReference(document, { $ref: "#/components/schemas/a~1b" })).toEqual({ type: "boolean" });
  });

  it("refuses a reference to nowhere, outside the document or to itself", () => {
    expect(() => resolveReference(document, { $ref: "#/components/schemas/Nope" })).toThrow(
      "The API document has no #/components/schemas/Nope",
    );
    expect(() => resolveReference(document, { $ref: "other.json#/Id" })).toThrow(
      "The API document refers outside itself: other.json#/Id",
    );
    expect(() => resolveReference(document, { $ref: "#/components/schemas/Loop" })).toThrow(
      "The API document's #/components/schemas/Loop refers to itself",
    );
  });
});

describe("referenceName", () => {
  it("is the last segment of the pointer", () => {
    expect(referenceName("#/components/schemas/Customer")).toBe("Customer");
    expect(referenceName("#/components/schemas/a~1b")).toBe("a/b");
  });
});
