import { z } from "zod";
import { isPhoneNumber } from "#core/phone.rules.ts";
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from "#core/text.rules.ts";

// A custom field's values as every writer checks them: the forms, GraphQL, REST and the CSV import
// (isomorphic: zod only, the web bundles it). Values are typed JSON keyed by the field's key.

export const CUSTOM_FIELD_RECORD_TYPES = ["customer", "company", "deal", "task"] as const;
export type CustomFieldRecordType = (typeof CUSTOM_FIELD_RECORD_TYPES)[number];

export const CUSTOM_FIELD_TYPES = [
  "text",
  "long_text",
  "number",
  "money",
  "date",
  "datetime",
  "boolean",
  "select",
  "multi_select",
  "url",
  "email",
  "phone",
  "member",
] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** The types whose values may be held unique in a workspace. */
export const UNIQUE_TYPES: readonly CustomFieldType[] = ["text", "number", "email", "url", "phone"];
/** The types the search (the command palette's) may read. */
export const SEARCHABLE_TYPES: readonly CustomFieldType[] = ["text", "long_text", "email", "url", "phone"];
/** The types whose values are the keys of the field's options. */
export const OPTION_TYPES: readonly CustomFieldType[] = ["select", "multi_select"];

export const MAX_TEXT_LENGTH = 1_000;
export const MAX_LONG_TEXT_LENGTH = 10_000;
export const MAX_URL_LENGTH = 2_000;

export type CustomFieldOption = { key: string; label: string; color: string; archived: boolean };

/** What checking a value needs of its field's definition. */
export type CustomFieldDefinition = {
  key: string;
  label: string;
  type: CustomFieldType;
  required: boolean;
  defaultValue: unknown;
  options: readonly CustomFieldOption[];
  archived: boolean;
};

export type CustomFieldValues = Record<string, unknown>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** ISO 8601 with a time and an offset (or Z): a moment, never a wall-clock time without a zone. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isWebAddress(text: string): boolean {
  if (!text.isWellFormed() || !URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The messages, each naming the field by its label (the same in the form, GraphQL and problem+json). */
export const CUSTOM_FIELD_MESSAGES = {
  required: (label: string) => `${label} is required`,
  text: (label: string, max: number) => `${label} must be text of at most ${max.toLocaleString("en-US")} characters`,
  number: (label: string) => `${label} must be a number`,
  money: (label: string) => `${label} must be an amount in cents (a whole number)`,
  date: (label: string) => `${label} must be a date (YYYY-MM-DD)`,
  datetime: (label: string) => `${label} must be a date and time (ISO 8601, with a time zone)`,
  boolean: (label: string) => `${label} must be true or false`,
  select: (label: string) => `${label} must be one of its options`,
  multiSelect: (label: string) => `${label} must be a list of its options`,
  archivedOption: (label: string, option: string) => `${label}: the option "${option}" is archived`,
  url: (label: string) => `${label} must be a web address (http or https)`,
  email: (label: string) => `${label} must be an e-mail address`,
  phone: (label: string) => `${label} must be a phone number`,
  member: (label: string) => `${label} must be a member of this workspace`,
  archivedField: (label: string) => `${label} is archived: restore it to change its values`,
  unknownField: (key: string) => `There is no custom field "${key}"`,
  notAnObject: "Custom fields must be an object of values keyed by field key",
} as const;

/**
 * One value of a field (never null: clearing is the caller's), in its stored form. `current` is the
 * record's value now: an archived option it already holds may stay.
 */
export function customFieldValue(definition: CustomFieldDefinition, current?: unknown): z.ZodType<unknown> {
  const { label } = definition;
  // A lone surrogate becomes U+FFFD, as in every text column: PostgreSQL's jsonb refuses it outright.
  const text = (max: number) =>
    z
      .string({ error: CUSTOM_FIELD_MESSAGES.text(label, max) })
      .trim()
      .max(max, CUSTOM_FIELD_MESSAGES.text(label, max))
      .transform((value) => value.toWellFormed());
  switch (definition.type) {
    case "text":
      return text(MAX_TEXT_LENGTH);
    case "long_text":
      return text(MAX_LONG_TEXT_LENGTH);
    case "number":
      return z.number({ error: CUSTOM_FIELD_MESSAGES.number(label) }).finite(CUSTOM_FIELD_MESSAGES.number(label));
    case "money":
      return z
        .number({ error: CUSTOM_FIELD_MESSAGES.money(label) })
        .int(CUSTOM_FIELD_MESSAGES.money(label))
        .refine(Number.isSafeInteger, CUSTOM_FIELD_MESSAGES.money(label));
    case "date":
      return z
        .string({ error: CUSTOM_FIELD_MESSAGES.date(label) })
        .trim()
        .refine(isCalendarDate, CUSTOM_FIELD_MESSAGES.date(label));
    case "datetime":
      return z
        .string({ error: CUSTOM_FIELD_MESSAGES.datetime(label) })
        .trim()
        .refine(
          (value) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)),
          CUSTOM_FIELD_MESSAGES.datetime(label),
        )
        .transform((value) => new Date(value).toISOString());
    case "boolean":
      return z.boolean({ error: CUSTOM_FIELD_MESSAGES.boolean(label) });
    case "select":
      return z.string({ error: CUSTOM_FIELD_MESSAGES.select(label) }).superRefine((key, context) => {
        const problem = optionProblem(definition, key, current === key);
        if (problem) context.addIssue({ code: "custom", message: problem });
      });
    case "multi_select": {
      const held = Array.isArray(current) ? current : [];
      return z
        .array(z.string({ error: CUSTOM_FIELD_MESSAGES.multiSelect(label) }), {
          error: CUSTOM_FIELD_MESSAGES.multiSelect(label),
        })
        .transform((keys) => [...new Set(keys)])
        .superRefine((keys, context) => {
          for (const key of keys) {
            const problem = optionProblem(definition, key, held.includes(key));
            if (problem) {
              context.addIssue({ code: "custom", message: problem });
              return;
            }
          }
        });
    }
    case "url":
      return z
        .string({ error: CUSTOM_FIELD_MESSAGES.url(label) })
        .trim()
        .max(MAX_URL_LENGTH, CUSTOM_FIELD_MESSAGES.url(label))
        .refine(isWebAddress, CUSTOM_FIELD_MESSAGES.url(label));
    case "email":
      return z
        .string({ error: CUSTOM_FIELD_MESSAGES.email(label) })
        .trim()
        .max(MAX_EMAIL_LENGTH, CUSTOM_FIELD_MESSAGES.email(label))
        .regex(EMAIL_PATTERN, CUSTOM_FIELD_MESSAGES.email(label))
        .refine((value) => value.isWellFormed(), CUSTOM_FIELD_MESSAGES.email(label));
    case "phone":
      return z
        .string({ error: CUSTOM_FIELD_MESSAGES.phone(label) })
        .trim()
        .max(50, CUSTOM_FIELD_MESSAGES.phone(label))
        .refine(isPhoneNumber, CUSTOM_FIELD_MESSAGES.phone(label));
    case "member":
      // Whether the id is a member's is the service's to check (it reads the memberships).
      return z
        .string({ error: CUSTOM_FIELD_MESSAGES.member(label) })
        .regex(UUID, CUSTOM_FIELD_MESSAGES.member(label))
        .transform((id) => id.toLowerCase());
  }
}

function optionProblem(definition: CustomFieldDefinition, key: string, alreadyHeld: boolean): string | null {
  const option = definition.options.find((candidate) => candidate.key === key);
  if (!option) {
    return definition.type === "select"
      ? CUSTOM_FIELD_MESSAGES.select(definition.label)
      : CUSTOM_FIELD_MESSAGES.multiSelect(definition.label);
  }
  return option.archived && !alreadyHeld ? CUSTOM_FIELD_MESSAGES.archivedOption(definition.label, option.label) : null;
}

/** An empty value: no value at all. "" and [] clear a field as null does. */
export function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

export type CustomFieldProblem = { field: string; message: string };

/**
 * Checks what a writer sent as a record's custom fields against the record type's definitions and
 * answers the values to store, or the problems (one per field, named `customFields.<key>`).
 * - On create (`current` undefined), a field left out gets its default, if it has one.
 * - On an update, a field left out keeps its value; the object may name only the fields that change.
 * - null, "" or [] clears a field; a required field cannot be cleared (and is filled by its default).
 * - A key no definition has is refused, as is a new value for an archived field (its values are kept).
 */
export function checkCustomFields(
  definitions: readonly CustomFieldDefinition[],
  input: unknown,
  current?: CustomFieldValues,
): { ok: true; values: CustomFieldValues } | { ok: false; problems: CustomFieldProblem[] } {
  if (input !== undefined && input !== null && (typeof input !== "object" || Array.isArray(input))) {
    return { ok: false, problems: [{ field: "customFields", message: CUSTOM_FIELD_MESSAGES.notAnObject }] };
  }
  const given = (input ?? {}) as Record<string, unknown>;
  const byKey = new Map(definitions.map((definition) => [definition.key, definition]));
  const problems: CustomFieldProblem[] = [];
  // A value whose field is gone (deleted, its values being removed in the background) is not written back.
  const values: CustomFieldValues = Object.fromEntries(Object.entries(current ?? {}).filter(([key]) => byKey.has(key)));
  for (const key of Object.keys(given)) {
    if (!byKey.has(key))
      problems.push({ field: `customFields.${key}`, message: CUSTOM_FIELD_MESSAGES.unknownField(key) });
  }
  for (const definition of definitions) {
    const field = `customFields.${definition.key}`;
    const sent = Object.hasOwn(given, definition.key);
    if (!sent) {
      if (current === undefined && !definition.archived && !isEmpty(definition.defaultValue)) {
        values[definition.key] = definition.defaultValue;
      }
      continue;
    }
    const value = given[definition.key];
    if (definition.archived) {
      if (!sameValue(value, current?.[definition.key])) {
        problems.push({ field, message: CUSTOM_FIELD_MESSAGES.archivedField(definition.label) });
      }
      continue;
    }
    if (isEmpty(value)) {
      if (definition.required) problems.push({ field, message: CUSTOM_FIELD_MESSAGES.required(definition.label) });
      else delete values[definition.key];
      continue;
    }
    const parsed = customFieldValue(definition, current?.[definition.key]).safeParse(value);
    if (parsed.success) values[definition.key] = parsed.data;
    else
      problems.push({
        field,
        message: parsed.error.issues[0]?.message ?? CUSTOM_FIELD_MESSAGES.required(definition.label),
      });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, values };
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
