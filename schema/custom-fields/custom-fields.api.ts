import { z } from "zod";
import type { CustomField } from "#prisma/generated/prisma/client.ts";
import { apiId, apiTime, toApiTime } from "#core/api/api-types.ts";
import { optionsOf } from "./custom-field-definitions.ts";
import {
  CUSTOM_FIELD_RECORD_TYPES,
  CUSTOM_FIELD_TYPES,
  MAX_LONG_TEXT_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_URL_LENGTH,
} from "./custom-field-values.rules.ts";
import { CUSTOM_FIELD_COLORS } from "./custom-fields.rules.ts";

const optionApiSchema = z
  .strictObject({
    key: z
      .string()
      .meta({ description: "Derived from the option's first label, never changed: the value records hold." }),
    label: z.string(),
    color: z.enum(CUSTOM_FIELD_COLORS),
    archived: z.boolean().meta({ description: "Kept by the records that hold it; not offered for new values." }),
  })
  .meta({ title: "CustomFieldOption" });

const definitionFields = {
  id: apiId,
  recordType: z.enum(CUSTOM_FIELD_RECORD_TYPES),
  key: z.string().meta({
    description:
      "Derived from the first label, never changed: the field's name in `customFields`, filters, sorts and CSV.",
  }),
  label: z.string(),
  type: z.enum(CUSTOM_FIELD_TYPES),
  helpText: z.string(),
  required: z.boolean(),
  unique: z.boolean(),
  searchable: z.boolean(),
  default: z.unknown().meta({ description: "What a writer leaving the field out gets (null: nothing)." }),
  options: z.array(optionApiSchema).meta({ description: "select and multi_select: the options, in order." }),
  position: z.int().min(0).meta({ description: "The field's place among its record type's fields, from 0." }),
  archived: z.boolean().meta({ description: "Hidden from forms; its values are kept." }),
  createdAt: apiTime,
  updatedAt: apiTime,
};

/** A field's definition as webhooks send it (`custom_field.created|updated|deleted`). */
export const customFieldEventSchema = z.strictObject(definitionFields).meta({ title: "CustomFieldEvent" });

/** A field's definition as the REST API answers it: the webhook's, and how many records hold a value. */
export const customFieldApiSchema = z
  .strictObject({
    ...definitionFields,
    valueCount: z
      .int()
      .min(0)
      .meta({ description: "How many records hold a value (deleting the field removes them)." }),
  })
  .meta({ title: "CustomField" });

export type CustomFieldEventJson = z.infer<typeof customFieldEventSchema>;
export type CustomFieldApiJson = z.infer<typeof customFieldApiSchema>;

export function customFieldEventJson(field: CustomField): CustomFieldEventJson {
  return {
    id: field.id,
    recordType: field.recordType,
    key: field.key,
    label: field.label,
    type: field.type,
    helpText: field.helpText,
    required: field.required,
    unique: field.unique,
    searchable: field.searchable,
    default: field.defaultValue ?? null,
    options: optionsOf(field).map(({ key, label, color, archived }) => ({
      key,
      label,
      color: color as CustomFieldApiJson["options"][number]["color"],
      archived,
    })),
    position: field.position,
    archived: field.archived,
    createdAt: toApiTime(field.createdAt),
    updatedAt: toApiTime(field.updatedAt),
  };
}

export function customFieldApiJson(field: CustomField, valueCount: number): CustomFieldApiJson {
  return { ...customFieldEventJson(field), valueCount };
}

export const customFieldApiExample: CustomFieldApiJson = {
  id: "0194f3c1-2a3b-7c4d-9e5f-6a7b8c9d0e0f",
  recordType: "customer",
  key: "contract_tier",
  label: "Contract tier",
  type: "select",
  helpText: "The support contract they signed.",
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
  valueCount: 42,
  createdAt: "2026-11-20T09:00:00.000Z",
  updatedAt: "2026-11-20T09:00:00.000Z",
};

type JsonSchema = Record<string, unknown>;

/** One field's values as JSON Schema: typed as the validator stores them; null clears it in a request. */
function valueJsonSchema(field: CustomField): JsonSchema {
  const keys = optionsOf(field).map((option) => option.key);
  switch (field.type) {
    case "text":
      return { type: ["string", "null"], maxLength: MAX_TEXT_LENGTH };
    case "long_text":
      return { type: ["string", "null"], maxLength: MAX_LONG_TEXT_LENGTH };
    case "number":
      return { type: ["number", "null"] };
    case "money":
      return { type: ["integer", "null"], description: "In whole cents of the workspace's currency." };
    case "date":
      return { type: ["string", "null"], format: "date" };
    case "datetime":
      return { type: ["string", "null"], format: "date-time" };
    case "boolean":
      return { type: ["boolean", "null"] };
    case "select":
      return { type: ["string", "null"], enum: [...keys, null] };
    case "multi_select":
      return { type: ["array", "null"], items: { type: "string", enum: keys }, uniqueItems: true };
    case "url":
      return { type: ["string", "null"], format: "uri", maxLength: MAX_URL_LENGTH };
    case "email":
      return { type: ["string", "null"], format: "email" };
    case "phone":
      return { type: ["string", "null"] };
    case "member":
      return { type: ["string", "null"], format: "uuid", description: "A member's user id." };
  }
}

/**
 * A record type's `customFields` as JSON Schema, each of the workspace's fields a typed property (the
 * OpenAPI document a key or session asks for): what a generated client types its values with.
 */
export function customFieldsJsonSchema(fields: readonly CustomField[]): JsonSchema {
  return {
    type: "object",
    description: "The workspace's custom fields, keyed by field key; a field without a value is left out.",
    properties: Object.fromEntries(
      fields.map((field) => {
        const typed = valueJsonSchema(field);
        const notes = [
          typed.description,
          field.helpText,
          field.archived ? "Archived: its values are kept, not changed." : "",
        ];
        const described = notes.filter(Boolean).join(" ");
        return [field.key, { ...typed, title: field.label, ...(described ? { description: described } : {}) }];
      }),
    ),
  };
}
