import type { FormRule } from "antd";
import type { z } from "zod";

/** The message of the first rule broken, as the server reports it (schemas list rules in the spec's order). */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid value";
}

/** Blank is the required rule's to report, so a field shows one message at a time. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * antd rules for one field from its shared zod schema. The field is required when the schema
 * refuses a missing value; a blank field then reads `requiredMessage`, or else the schema's own
 * answer to a missing value ("Title is required", the one wording of every form and the server).
 * Anything typed is checked by the schema itself and refused with its message, the same words the
 * server would answer.
 */
export function schemaRules(schema: z.ZodType, requiredMessage?: string): FormRule[] {
  const checked: FormRule = {
    validator: async (_rule, value: unknown) => {
      if (isBlank(value)) return;
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(firstIssueMessage(result.error));
    },
  };
  const missing = schema.safeParse(undefined);
  if (missing.success) return [checked];
  const required: FormRule = {
    required: true,
    whitespace: true,
    message: requiredMessage ?? firstIssueMessage(missing.error),
  };
  return [required, checked];
}
