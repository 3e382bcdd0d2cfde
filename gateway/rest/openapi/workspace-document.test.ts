import { describe, expect, it } from "vitest";
import type { CustomField } from "#prisma/generated/prisma/client.ts";
import { withCustomFields } from "./workspace-document.ts";

const field = (recordType: CustomField["recordType"], key: string, extra: Partial<CustomField> = {}): CustomField => ({
  id: `0193a3c4-0000-7000-8000-${key.padStart(12, "0").slice(-12)}`,
  workspaceId: "0193a3c4-0000-7000-8000-0000000000aa",
  recordType,
  key,
  label: key.toUpperCase(),
  type: "text",
  helpText: "",
  required: false,
  unique: false,
  searchable: false,
  defaultValue: null,
  options: [],
  position: 0,
  archived: false,
  createdAt: new Date("2026-11-25T13:00:00.000Z"),
  updatedAt: new Date("2026-11-25T13:00:00.000Z"),
  ...extra,
});

const open = { type: "object", additionalProperties: {} };
const document = {
  openapi: "3.1.0",
  components: {
    schemas: {
      Customer: { type: "object", properties: { name: { type: "string" }, customFields: open } },
      CreateDealRequest: { type: "object", properties: { title: { type: "string" }, customFields: open } },
      CustomerCompanyLink: { type: "object", properties: { role: { type: "string" } } },
      Problem: { type: "object" },
    },
  },
};

describe("withCustomFields", () => {
  it("types each record type's customFields with the workspace's fields and points the resources at them", () => {
    const typed = withCustomFields(document, [
      field("customer", "tier", {
        type: "select",
        label: "Tier",
        helpText: "Their plan",
        options: [
          { key: "gold", label: "Gold", color: "gold", archived: false },
          { key: "old", label: "Old", color: "gray", archived: true },
        ],
      }),
      field("customer", "renewal", { type: "date", label: "Renewal", archived: true }),
      field("deal", "seats", { type: "money", label: "Seats" }),
      field("deal", "tags", {
        type: "multi_select",
        label: "Tags",
        options: [{ key: "a", label: "A", color: "red", archived: false }],
      }),
    ]);
    expect(typed.components.schemas).toEqual({
      Customer: {
        type: "object",
        properties: { name: { type: "string" }, customFields: { $ref: "#/components/schemas/CustomerCustomFields" } },
      },
      CreateDealRequest: {
        type: "object",
        properties: { title: { type: "string" }, customFields: { $ref: "#/components/schemas/DealCustomFields" } },
      },
      CustomerCompanyLink: document.components.schemas.CustomerCompanyLink,
      Problem: { type: "object" },
      CustomerCustomFields: {
        type: "object",
        description: "The workspace's custom fields, keyed by field key; a field without a value is left out.",
        properties: {
          tier: { type: ["string", "null"], enum: ["gold", "old", null], title: "Tier", description: "Their plan" },
          renewal: {
            type: ["string", "null"],
            format: "date",
            title: "Renewal",
            description: "Archived: its values are kept, not changed.",
          },
        },
      },
      DealCustomFields: {
        type: "object",
        description: "The workspace's custom fields, keyed by field key; a field without a value is left out.",
        properties: {
          seats: {
            type: ["integer", "null"],
            title: "Seats",
            description: "In whole cents of the workspace's currency.",
          },
          tags: { type: ["array", "null"], items: { type: "string", enum: ["a"] }, uniqueItems: true, title: "Tags" },
        },
      },
      CompanyCustomFields: expect.objectContaining({ properties: {} }),
      TaskCustomFields: expect.objectContaining({ properties: {} }),
    });
    expect(document.components.schemas.Customer.properties.customFields).toBe(open);
  });
});
