import type { z } from "zod";

/**
 * The message of the first rule `values` break under a shared rules schema (schema/<domain>/*.rules.ts),
 * or null: a form checks what the server will check, with the same words, before sending.
 */
export function firstRuleProblem(schema: z.ZodType, values: unknown): string | null {
  const result = schema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
