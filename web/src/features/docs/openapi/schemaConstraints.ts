import type { SchemaObject } from "./openApiDocument.ts";

function counted(count: number, noun: string): string {
  return noun ? `${count} ${noun}${count === 1 ? "" : "s"}` : `${count}`;
}

function range(low: number | undefined, high: number | undefined, noun = ""): string | null {
  if (low !== undefined && high !== undefined) {
    return low === high ? `exactly ${counted(high, noun)}` : `${low} to ${counted(high, noun)}`;
  }
  if (low !== undefined) return `at least ${counted(low, noun)}`;
  if (high !== undefined) return `at most ${counted(high, noun)}`;
  return null;
}

/** zod writes these on every integer: they say "any integer", no limit worth a reader's time. */
const unlessSafeIntegerLimit = (bound: number | undefined) =>
  bound === Number.MAX_SAFE_INTEGER || bound === Number.MIN_SAFE_INTEGER ? undefined : bound;

/** A schema's limits and default in words: "1 to 200 characters", "at most 200", "default: 50". */
export function schemaConstraints(schema: SchemaObject): string[] {
  return [
    range(schema.minLength, schema.maxLength, "character"),
    range(unlessSafeIntegerLimit(schema.minimum), unlessSafeIntegerLimit(schema.maximum)),
    range(schema.minItems, schema.maxItems, "item"),
    schema.default === undefined ? null : `default: ${JSON.stringify(schema.default)}`,
  ].filter((constraint) => constraint !== null);
}
