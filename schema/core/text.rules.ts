import { z } from "zod";

// Building blocks of the domains' rules files; isomorphic (zod only), as the web bundles them.

/** Deliberately simple: the spec's "looks like name@host.tld". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The longest address SMTP can deliver to. */
export const MAX_EMAIL_LENGTH = 254;

export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default("");
}

export function emailAddress(label: string, invalidMessage: string) {
  return requiredText(label, MAX_EMAIL_LENGTH).regex(EMAIL_PATTERN, invalidMessage);
}

/**
 * An optional field of a record: left out (undefined) it keeps its current value (or the column's
 * default on create); null or "" clears it.
 */
export function optionalField(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === null ? "" : value));
}

/**
 * An optional link to another record by id; null or "" unlinks it (as null or "" clears a text field).
 * "" must not reach the database: it is no UUID, and PostgreSQL refuses it.
 */
export function optionalId(label: string) {
  return z
    .string({ error: `${label} must be an id` })
    .nullish()
    .transform((value) => (value === "" ? null : value));
}

/** A list filter naming a record by id: anything but a UUID cannot name one. */
export function filterId(notFoundMessage: string) {
  return z
    .string({ error: notFoundMessage })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, notFoundMessage)
    .nullish();
}

export const MAX_CENTS = 2_000_000_000;

export function cents(label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_CENTS, `${label} must be at most $20,000,000`)
    .optional();
}

const EARLIEST_DATE_MS = Date.parse("0001-01-01T00:00:00.000Z");
const LATEST_DATE_MS = Date.parse("9999-12-31T23:59:59.999Z");

/**
 * Whether a date has a four-digit year (1 to 9999). JavaScript's dates reach 271,821 BC and 275,760 AD;
 * PostgreSQL refuses the earliest of those and year 0, and a date past 9999 is stored but cannot be
 * read back as a JavaScript date, so every list holding the row would fail.
 */
export function isStorableDate(date: Date): boolean {
  const time = date.getTime();
  return time >= EARLIEST_DATE_MS && time <= LATEST_DATE_MS;
}

/** Dates arrive as Date (GraphQL scalar) or ISO strings (REST JSON). */
export function optionalDate(label: string) {
  return z
    .union([z.date(), z.string()], { error: `${label} must be a date` })
    .transform((value, context) => {
      const date = value instanceof Date ? value : new Date(value);
      if (Number.isNaN(date.getTime())) {
        context.addIssue({ code: "custom", message: `${label} must be a valid date` });
        return z.NEVER;
      }
      if (!isStorableDate(date)) {
        context.addIssue({ code: "custom", message: `${label} must be in the years 1 to 9999` });
        return z.NEVER;
      }
      return date;
    })
    .nullish();
}
