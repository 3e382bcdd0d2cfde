import { z } from "zod";
import { PAGE_MESSAGES } from "#core/lists/lists.rules.ts";

// The search's rules: the service validates with them and the palette reads its limits here (no server
// imports).

export const SEARCH_KINDS = ["customer", "company", "deal", "task", "activity"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const MAX_SEARCH_LENGTH = 200;
/** Results of each kind when `first` is not given. */
export const DEFAULT_SEARCH_RESULTS = 5;
/** Larger requests are clamped to it, as a list's page size is: a search never ranks out more than this per kind. */
export const MAX_SEARCH_RESULTS = 20;

export const SEARCH_MESSAGES = {
  required: "Search is required",
  tooLong: `Search must be at most ${MAX_SEARCH_LENGTH} characters`,
} as const;

export const searchInput = z.object({
  query: z
    .string({ error: SEARCH_MESSAGES.required })
    .trim()
    .min(1, SEARCH_MESSAGES.required)
    .max(MAX_SEARCH_LENGTH, SEARCH_MESSAGES.tooLong),
  first: z
    .number({ error: PAGE_MESSAGES.pageSize })
    .int(PAGE_MESSAGES.pageSize)
    .min(1, PAGE_MESSAGES.pageSize)
    .nullish()
    .transform((first) => Math.min(first ?? DEFAULT_SEARCH_RESULTS, MAX_SEARCH_RESULTS)),
});
