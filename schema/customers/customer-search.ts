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

/** Shorter terms contain no trigram for the indexes to find; they match where a word starts. */
export const MIN_RANKED_TERM = 3;

/**
 * The customers a search finds: the term anywhere in the name, company or e-mail; a term of one or
 * two characters only where a word of the name or company, the e-mail, or its domain starts (the
 * trigram indexes answer those too, through the word-start trigrams, so "a" does not read every row).
 */
export function searchWhere(term: string): Prisma.CustomerWhereInput {
  const text = escapeLike(term);
  const mode = "insensitive";
  if (term.length >= MIN_RANKED_TERM) {
    return {
      OR: [
        { name: { contains: text, mode } },
        { company: { contains: text, mode } },
        { email: { contains: text, mode } },
      ],
    };
  }
  return {
    OR: [
      { name: { startsWith: text, mode } },
      { name: { contains: ` ${text}`, mode } },
      { company: { startsWith: text, mode } },
      { company: { contains: ` ${text}`, mode } },
      { email: { startsWith: text, mode } },
      { email: { contains: `@${text}`, mode } },
    ],
  };
}

/**
 * One page of customers whose name, company or e-mail contains the term, best match first: 3 when
 * a whole field is the term, 2 when a field starts with it, 1 when a word of the name or company
 * or the e-mail's domain does, 0 for a match inside a word. The `ILIKE`s are answered by the
 * trigram indexes on the three columns (a bitmap OR), whatever the term's frequency, and only the
 * matches are ranked and counted (the count comes with the page: no second statement).
 */
export function findCustomerMatches(
  db: WorkspaceDatabase,
  { term, status }: { term: string; status?: string | null },
  start: PageStart,
): Promise<CustomerMatch[]> {
  const lowered = term.toLowerCase();
  const contains = `%${escapeLike(term)}%`;
  const prefix = `${escapeLike(lowered)}%`;
  const wordPrefix = `% ${escapeLike(lowered)}%`;
  const domainPrefix = `%@${escapeLike(lowered)}%`;
  const after = start.after
    ? Prisma.sql`WHERE rank < ${start.after.values[0]} OR (rank = ${start.after.values[0]} AND id < ${start.after.id}::uuid)`
    : Prisma.empty;
  return db.$queryWorkspace<CustomerMatch>(
    (workspaceId) => Prisma.sql`
      WITH matches AS (
        SELECT id,
          CASE
            WHEN lower(name) = ${lowered} OR lower(company) = ${lowered} OR lower(email) = ${lowered} THEN 3
            WHEN lower(name) LIKE ${prefix} OR lower(company) LIKE ${prefix} OR lower(email) LIKE ${prefix} THEN 2
            WHEN lower(name) LIKE ${wordPrefix} OR lower(company) LIKE ${wordPrefix} OR lower(email) LIKE ${domainPrefix} THEN 1
            ELSE 0
          END AS rank,
          count(*) OVER () AS total
        FROM customers
        WHERE workspace_id = ${workspaceId}
          AND (name ILIKE ${contains} OR company ILIKE ${contains} OR email ILIKE ${contains})
          ${status ? Prisma.sql`AND status = ${status}::"CustomerStatus"` : Prisma.empty}
      )
      SELECT id, rank, total FROM matches ${after}
      ORDER BY rank DESC, id DESC
      OFFSET ${start.skip} LIMIT ${start.take + 1}`,
  );
}
