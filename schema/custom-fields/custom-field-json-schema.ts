import { CUSTOM_FIELDS_ANSWER_DESCRIPTION, CUSTOM_FIELDS_INPUT_DESCRIPTION } from "./custom-field-input.rules.ts";
import {
  MAX_LONG_TEXT_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_URL_LENGTH,
  type CustomFieldDefinition,
} from "./custom-field-values.rules.ts";

// A workspace's fields as JSON Schema: the typed `customFields` of the API document a key or a session
// asks for (GET /api/openapi.json), so a client generated from it knows each field's type.

export type JsonSchema = Record<string, unknown>;

function optionKeys(definition: CustomFieldDefinition): JsonSchema {
  const keys = definition.options.map((option) => option.key);
  return keys.length > 0 ? { enum: keys } : {};
}

/** One field's stored value. */
function valueSchema(definition: CustomFieldDefinition, currency: string): JsonSchema {
  switch (definition.type) {
    case "text":
      return { type: "string", maxLength: MAX_TEXT_LENGTH };
    case "long_text":
      return { type: "string", maxLength: MAX_LONG_TEXT_LENGTH };
    case "number":
      return { type: "number" };
    case "money":
      return { type: "integer", description: `An amount in whole cents of ${currency}.` };
    case "date":
      return { type: "string", format: "date" };
    case "datetime":
      return { type: "string", format: "date-time" };
    case "boolean":
      return { type: "boolean" };
    case "select":
      return { type: "string", ...optionKeys(definition), description: "An option's key." };
    case "multi_select":
      return {
        type: "array",
        items: { type: "string", ...optionKeys(definition) },
        uniqueItems: true,
        description: "Options' keys.",
      };
    case "url":
      return { type: "string", format: "uri", maxLength: MAX_URL_LENGTH };
    case "email":
      return { type: "string", format: "email" };
    case "phone":
      return { type: "string" };
    case "member":
      return { type: "string", format: "uuid", description: "A member of the workspace, by user id." };
  }
}

function property(definition: CustomFieldDefinition, currency: string, clearable: boolean): JsonSchema {
  const { description, ...value } = valueSchema(definition, currency);
  const notes = [
    description,
    definition.required ? "Required (its default fills it when left out)." : undefined,
    definition.archived ? "Archived: its values are kept and cannot be changed." : undefined,
  ].filter((note) => note !== undefined);
  return {
    title: definition.label,
    ...(clearable ? { anyOf: [value, { type: "null" }] } : value),
    ...(notes.length > 0 ? { description: notes.join(" ") } : {}),
  };
}

/** A record's `customFields` as answers hold them: each field's value when it has one. */
export function customFieldsAnswerSchema(definitions: readonly CustomFieldDefinition[], currency: string): JsonSchema {
  return {
    type: "object",
    description: CUSTOM_FIELDS_ANSWER_DESCRIPTION,
    properties: Object.fromEntries(definitions.map((field) => [field.key, property(field, currency, false)])),
  };
}

/** A write's `customFields`: only the workspace's fields (null clears one), or null for none. */
export function customFieldsBodySchema(definitions: readonly CustomFieldDefinition[], currency: string): JsonSchema {
  return {
    description: CUSTOM_FIELDS_INPUT_DESCRIPTION,
    anyOf: [
      {
        type: "object",
        properties: Object.fromEntries(definitions.map((field) => [field.key, property(field, currency, true)])),
        additionalProperties: false,
      },
      { type: "null" },
    ],
  };
}
