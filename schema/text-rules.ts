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

/** An optional link to another record by id; null unlinks it. */
export function optionalId(label: string) {
  return z.string({ error: `${label} must be an id` }).nullish();
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
      return date;
    })
    .nullish();
}
