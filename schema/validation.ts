import type { z } from "zod";
import { ValidationError } from "./errors.ts";

/**
 * Parses input with a zod schema and reports the first failed rule's message, the way the legacy
 * client shows one message at a time. Schemas list their rules in the order the spec checks them.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const [first] = result.error.issues;
  throw new ValidationError(first?.message ?? "Invalid input");
}
