import type { z } from "zod";
import { ValidationError, type FieldError } from "./errors.ts";

/** The first failed rule of each field, in the order the schema checks them. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = issue.path.map(String).join(".");
    if (field && !byField.has(field)) byField.set(field, issue.message);
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

/**
 * Parses input with a zod schema. The error's message is the first failed rule, the way the legacy
 * client shows one message at a time (schemas list their rules in the order the spec checks them);
 * it also names every invalid field, for clients that show them all at once.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const [first] = result.error.issues;
  throw new ValidationError(first?.message ?? "Invalid input", fieldErrors(result.error.issues));
}
