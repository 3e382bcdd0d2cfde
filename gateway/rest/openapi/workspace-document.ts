import type { CustomField } from "#prisma/generated/prisma/client.ts";
import { customFieldsJsonSchema } from "#schema/custom-fields/custom-fields.api.ts";
import {
  CUSTOM_FIELD_RECORD_TYPES,
  type CustomFieldRecordType,
} from "#schema/custom-fields/custom-field-values.rules.ts";

type Schema = { properties?: Record<string, unknown> } & Record<string, unknown>;
type Document = { components: { schemas: Record<string, Schema> } } & Record<string, unknown>;

/** The component each record type's typed `customFields` is, e.g. `CustomerCustomFields`. */
export const CUSTOM_FIELDS_COMPONENTS: Record<CustomFieldRecordType, string> = {
  customer: "CustomerCustomFields",
  company: "CompanyCustomFields",
  deal: "DealCustomFields",
  task: "TaskCustomFields",
};

/**
 * The record type a component holds, from its name (the resource's own, `Customer`, or a body's,
 * `CreateCustomerRequest`): deals and tasks first, as their names may mention a customer or company.
 */
function recordTypeOf(component: string): CustomFieldRecordType | undefined {
  if (/Deal/.test(component)) return "deal";
  if (/Task/.test(component)) return "task";
  if (/Compan/.test(component)) return "company";
  if (/Customer/.test(component)) return "customer";
  return undefined;
}

/**
 * The public document with the workspace's fields typed: each record type's `customFields` becomes a
 * component whose properties are its fields, and every schema holding `customFields` (the resources,
 * their request bodies) points at its record type's. Nothing else is built per workspace.
 */
export function withCustomFields<Doc extends object>(document: Doc, fields: readonly CustomField[]): Doc {
  const { components } = document as unknown as Document;
  const schemas: Record<string, Schema> = { ...components.schemas };
  for (const recordType of CUSTOM_FIELD_RECORD_TYPES) {
    const own = fields.filter((field) => field.recordType === recordType);
    schemas[CUSTOM_FIELDS_COMPONENTS[recordType]] = customFieldsJsonSchema(own);
  }
  for (const [name, schema] of Object.entries(components.schemas)) {
    const recordType = recordTypeOf(name);
    if (!recordType || !schema.properties || !("customFields" in schema.properties)) continue;
    const ref = { $ref: `#/components/schemas/${CUSTOM_FIELDS_COMPONENTS[recordType]}` };
    schemas[name] = { ...schema, properties: { ...schema.properties, customFields: ref } };
  }
  return { ...document, components: { ...components, schemas } } as Doc;
}
