import { ValidationError } from "#core/errors.ts";
import { parseInput } from "#core/validation.ts";

/** The message a schema reports for an input, or "valid". */
export function validationMessage(schema: Parameters<typeof parseInput>[0], input: unknown): string {
  try {
    parseInput(schema, input);
    return "valid";
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}
