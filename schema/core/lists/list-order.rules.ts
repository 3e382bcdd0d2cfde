import { z } from "zod";

// The search, order and direction rules every list shares, with their messages: one home, imported by
// each list's rules (and through them by the REST parameters), so no list re-types them.

/** A list's search term, on every list that searches. */
export const listSearch = z
  .string({ error: "Search must be text" })
  .trim()
  .max(200, "Search must be at most 200 characters")
  .nullish();

/** "Sort field must be name, company, value or createdAt": the message names the list's own fields. */
export function sortFieldMessage(fields: readonly string[]): string {
  return `Sort field must be ${fields.slice(0, -1).join(", ")} or ${fields.at(-1)}`;
}

export const SORT_DIRECTION_MESSAGE = "Sort direction must be asc or desc";

/** A list's order: one of the fields it has an index for, ascending or descending. */
export function listOrder<const Field extends string>(fields: readonly [Field, ...Field[]]) {
  return z
    .object({
      field: z.enum(fields, { error: sortFieldMessage(fields) }),
      direction: z.enum(["asc", "desc"], { error: SORT_DIRECTION_MESSAGE }),
    })
    .nullish();
}
