import { z } from "zod";
import { problemSchema } from "#gateway/problem-details.ts";
import type { CustomFieldRecordType } from "#schema/custom-fields/custom-field-values.rules.ts";
import type { WorkspaceFields } from "#schema/custom-fields/custom-field-document.ts";
import { customFieldsAnswerSchema, customFieldsBodySchema } from "#schema/custom-fields/custom-field-json-schema.ts";
import type { RestRoute } from "../route.ts";
import { componentSchemas } from "./schemas.ts";
import type { ApiTag } from "./tags.ts";

/** The resources whose bodies and answers carry `customFields`, by their routes' tag. */
const RECORD_TYPES: Partial<Record<ApiTag, CustomFieldRecordType>> = {
  Customers: "customer",
  Companies: "company",
  Deals: "deal",
  Tasks: "task",
};

export type CustomFieldSchemas = Map<string, { recordType: CustomFieldRecordType; holds: "answer" | "body" }>;

function customFieldsOf(schema: z.ZodType | undefined): boolean {
  return schema instanceof z.ZodObject && "customFields" in schema.shape;
}

/** The document's component schemas that hold a record's `customFields` (its answer, its bodies), by id. */
export function customFieldSchemas(routes: readonly RestRoute[]): CustomFieldSchemas {
  const { ref } = componentSchemas(routes, { Problem: problemSchema });
  const id = (schema: z.ZodType) => ref(schema).$ref.slice("#/components/schemas/".length);
  const found: CustomFieldSchemas = new Map();
  for (const route of routes) {
    const recordType = RECORD_TYPES[route.tag];
    if (!recordType) continue;
    if (route.body && customFieldsOf(route.body)) found.set(id(route.body), { recordType, holds: "body" });
    if (customFieldsOf(route.answer.schema)) found.set(id(route.answer.schema), { recordType, holds: "answer" });
  }
  return found;
}

type Document = { components: { schemas: Record<string, { properties?: Record<string, unknown> }> } };

/**
 * The public document with the workspace's own fields as typed properties of each record's
 * `customFields`: a copy made per request, the shared document untouched, and no schema built on the
 * server beyond it.
 */
export function workspaceDocument(document: object, schemas: CustomFieldSchemas, fields: WorkspaceFields): object {
  const copy = structuredClone(document) as Document;
  for (const [id, { recordType, holds }] of schemas) {
    const properties = copy.components.schemas[id]?.properties;
    if (!properties) continue;
    const definitions = fields.definitions[recordType];
    properties.customFields =
      holds === "answer"
        ? customFieldsAnswerSchema(definitions, fields.currency)
        : customFieldsBodySchema(definitions, fields.currency);
  }
  return copy;
}
