import { z } from "zod";
import { PAGE_MESSAGES } from "./lists.rules.ts";

// The page part of a list's one input schema: every list service checks its whole input (page, filters,
// filter tree, order) in one parse, so a request is checked once and every problem is named together.

/** Text of digits is read as the number it spells (REST's query strings); anything else must be a number. */
function wholeNumberText(value: unknown): unknown {
  return typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
}

/** `first`, `after` and `offset`; whether a cursor and an offset come together is the page's own check. */
export const pageInput = {
  first: z.preprocess(
    wholeNumberText,
    z
      .number({ error: PAGE_MESSAGES.pageSize })
      .refine((first) => Number.isInteger(first) && first >= 1, PAGE_MESSAGES.pageSize)
      .nullish(),
  ),
  after: z.string({ error: "Cursor must be text" }).nullish(),
  offset: z.preprocess(
    wholeNumberText,
    z
      .number({ error: PAGE_MESSAGES.offset })
      .refine((offset) => Number.isSafeInteger(offset) && offset >= 0, PAGE_MESSAGES.offset)
      .nullish(),
  ),
};
