import { Prisma } from "../../prisma/generated/prisma/client.ts";
import type { WorkspaceDatabase } from "../db.ts";
import type { PageStart } from "../lists/list-page.ts";
import type { SortKey } from "../lists/sort-keys.ts";

/** Search results come best match first; within a rank, newest first (ids are time-ordered UUIDv7s). */
export const RELEVANCE: readonly SortKey[] = [{ field: "rank", direction: "desc", kind: "number" }];

/** A matching customer's id and rank, and how many customers match in all. */
export type CustomerMatch = { id: string; rank: number; total: bigint };

/** `%`, `_` and `\` match themselves: a search is for text, not a pattern (Prisma's `contains` does not escape them). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/** Shorter terms contain no trigram for the index to find; they match where a word starts. */
export const MIN_RANKED_TERM = 3;

/** What separates name, company and e-mail in a customer's search text (see the customer_search_text migration). */
const FIELD_SEPARATOR = "\u001f";

/**
 * The customers a search finds: the term anywhere in the name, company or e-mail, ignoring case; a
 * term of one or two characters only where a field, a word or the e-mail's domain starts (the trigram
 * index answers those too, through the word-start trigrams, so "a" does not read every row).
 */
export function searchWhere(term: string): Prisma.CustomerWhereInput {
  const text = escapeLike(term.toLowerCase());
  if (term.length >= MIN_RANKED_TERM) return { searchText: { contains: text } };
  return {
    OR: [
      { searchText: { startsWith: text } },
      { searchText: { contains: `${FIELD_SEPARATOR}${text}` } },
      { searchText: { contains: ` ${text}` } },
      { searchText: { contains: `@${text}` } },
    ],
  };
}

/**
 * One page of customers whose name, company or e-mail contains the term, best match first: 3 when
 * a whole field is the term, 2 when a field starts with it, 1 when a word or the e-mail's domain does,
 * 0 for a match inside a word. The LIKE is answered by the trigram index on the search text, whatever
 * the term's frequency; only the matches are ranked (by plain string tests on that lower-cased text)
 * and counted (the count comes with the page: no second statement).
 */
export function findCustomerMatches(
  db: WorkspaceDatabase,
  { term, status }: { term: string; status?: string | null },
  start: PageStart,
): Promise<CustomerMatch[]> {
  const key = term.toLowerCase();
  const whole = `${FIELD_SEPARATOR}${key}${FIELD_SEPARATOR}`;
  const fieldStart = `${FIELD_SEPARATOR}${key}`;
  const after = start.after
    ? Prisma.sql`WHERE rank < ${start.after.values[0]} OR (rank = ${start.after.values[0]} AND id < ${start.after.id}::uuid)`
    : Prisma.empty;
  return db.$queryWorkspace<CustomerMatch>(
    (workspaceId) => Prisma.sql`
      WITH matches AS (
        SELECT id,
          CASE
            WHEN strpos(search_text, ${whole}) > 0 OR starts_with(search_text, ${`${key}${FIELD_SEPARATOR}`})
              OR right(search_text, char_length(${fieldStart})) = ${fieldStart} THEN 3
            WHEN starts_with(search_text, ${key}) OR strpos(search_text, ${fieldStart}) > 0 THEN 2
            WHEN strpos(search_text, ${` ${key}`}) > 0 OR strpos(search_text, ${`@${key}`}) > 0 THEN 1
            ELSE 0
          END AS rank,
          count(*) OVER () AS total
        FROM customers
        WHERE workspace_id = ${workspaceId}
          AND search_text LIKE ${`%${escapeLike(key)}%`}
          ${status ? Prisma.sql`AND status = ${status}::"CustomerStatus"` : Prisma.empty}
      )
      SELECT id, rank, total FROM matches ${after}
      ORDER BY rank DESC, id DESC
      OFFSET ${start.skip} LIMIT ${start.take + 1}`,
  );
}
