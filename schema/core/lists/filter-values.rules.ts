import { isStorableDate } from "../text.rules.ts";
import type { FilterField } from "./filter-fields.rules.ts";

/** A condition's value, typed: what the database compares the field with. */
export type FilterValue = string | number | boolean | Date;

export const MAX_FILTER_TEXT = 200;
const INT_MIN = -2147483648;
const INT_MAX = 2147483647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

export const VALUE_MESSAGES = {
  text: "must be text",
  textLength: `must be at most ${MAX_FILTER_TEXT} characters`,
  number: `must be a whole number from ${INT_MIN} to ${INT_MAX}`,
  date: 'must be a date such as "2026-11-27" or "2026-11-27T09:30:00Z", in the years 1 to 9999',
  id: "must be an id (a UUID)",
  boolean: "must be true or false",
  null: 'must not be null; use "empty" for rows without a value',
} as const;

/** One value for a field: the typed value, or the problem with it. */
export function checkFilterValue(field: FilterField, value: unknown): { value: FilterValue } | string {
  if (value === null) return VALUE_MESSAGES.null;
  switch (field.type) {
    case "string":
      if (typeof value !== "string") return VALUE_MESSAGES.text;
      return value.length > MAX_FILTER_TEXT ? VALUE_MESSAGES.textLength : { value };
    case "number":
      return Number.isInteger(value) && (value as number) >= INT_MIN && (value as number) <= INT_MAX
        ? { value: value as number }
        : VALUE_MESSAGES.number;
    case "date": {
      const date = typeof value === "string" && ISO_DATE.test(value) ? new Date(value) : undefined;
      return date && !Number.isNaN(date.getTime()) && isStorableDate(date) ? { value: date } : VALUE_MESSAGES.date;
    }
    case "enum": {
      const values = field.values ?? [];
      return typeof value === "string" && values.includes(value) ? { value } : `must be one of ${values.join(", ")}`;
    }
    case "id":
      return typeof value === "string" && UUID.test(value) ? { value } : VALUE_MESSAGES.id;
    case "boolean":
      return typeof value === "boolean" ? { value } : VALUE_MESSAGES.boolean;
  }
}
