import { describe, expect, it } from "vitest";
import { formatExample, mediaTypeExample, schemaExample } from "./exampleValue.ts";
import { OPEN_API_FIXTURE } from "./openApiFixture.ts";

describe("mediaTypeExample", () => {
  it("takes the media type's own example first", () => {
    expect(mediaTypeExample(OPEN_API_FIXTURE, { schema: { type: "string" }, example: "Not signed in" })).toBe(
      "Not signed in",
    );
  });

  it("else the first of its named examples, following a $ref", () => {
    const document = { ...OPEN_API_FIXTURE, components: { examples: { Lead: { value: { status: "lead" } } } } };
    expect(
      mediaTypeExample(document, {
        examples: { lead: { $ref: "#/components/examples/Lead" }, other: { value: { status: "active" } } },
      }),
    ).toEqual({ status: "lead" });
  });

  it("else builds one from the schema, through $refs, defaults, enums, formats and nullable types", () => {
    expect(mediaTypeExample(OPEN_API_FIXTURE, { schema: { $ref: "#/components/schemas/CustomerInput" } })).toEqual({
      name: "string",
      email: "name@example.com",
      status: "lead",
    });
    expect(schemaExample(OPEN_API_FIXTURE, { $ref: "#/components/schemas/CustomerPage" })).toEqual({
      data: [
        {
          id: "0199a3c2-5b1e-7c4d-9f10-2b3c4d5e6f70",
          name: "string",
          email: "name@example.com",
          phone: "string",
          status: "lead",
          valueCents: 0,
          createdAt: "2026-11-25T09:30:00.000Z",
        },
      ],
      pageInfo: { hasNextPage: true, endCursor: "string" },
      totalCount: 0,
    });
  });
});

describe("formatExample", () => {
  it("prints text as it is and anything else as indented JSON", () => {
    expect(formatExample("Customer not found")).toBe("Customer not found");
    expect(formatExample({ id: "c1" })).toBe('{\n  "id": "c1"\n}');
  });
});
