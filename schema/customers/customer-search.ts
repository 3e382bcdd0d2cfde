import { Prisma } from "../../prisma/generated/prisma/client.ts";
import type { WorkspaceDatabase } from "../db.ts";
import type { PageStart } from "../lists/list-page.ts";
import type { SortKey } from "../lists/sort-keys.ts";

/** Search results come best match first; ties newest id first. */
export const RELEVANCE: readonly SortKey[] = [{ field: "rank", direction: "desc", kind: "number" }];

export type CustomerMatch = { id: string; rank: number };

/** `%`, `_` and `\` match themselves: a search is for text, not a pattern (Prisma's `contains` does not escape them). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/**
 * One page of customers whose name, company or e-mail contains the term, ranked: an exact match of
 * a whole field first, then fields starting with the term, then by pg_trgm's word similarity. The
 * `ILIKE`s are answered by the trigram indexes on the three columns (a bitmap OR), whatever the
 * term's frequency; only the matches are ranked.
 */
export function findCustomerMatches(
  db: WorkspaceDatabase,
  { term, status }: { term: string; status?: string | null },
  start: PageStart,
): Promise<CustomerMatch[]> {
  const lowered = term.toLowerCase();
  const contains = `%${escapeLike(term)}%`;
  const prefix = `${escapeLike(lowered)}%`;
  const after = start.after
    ? Prisma.sql`WHERE rank < ${start.after.values[0]}::float8 OR (rank = ${start.after.values[0]}::float8 AND id < ${start.after.id}::uuid)`
    : Prisma.empty;
  return db.$queryWorkspace<CustomerMatch>(
    (workspaceId) => Prisma.sql`
      WITH matches AS (
        SELECT id,
          (CASE
             WHEN lower(name) = ${lowered} OR lower(company) = ${lowered} OR lower(email) = ${lowered} THEN 2
             WHEN lower(name) LIKE ${prefix} OR lower(company) LIKE ${prefix} OR lower(email) LIKE ${prefix} THEN 1
             ELSE 0
           END + greatest(word_similarity(${lowered}, name), word_similarity(${lowered}, company),
                          word_similarity(${lowered}, email)))::float8 AS rank
        FROM customers
        WHERE workspace_id = ${workspaceId}
          AND (name ILIKE ${contains} OR company ILIKE ${contains} OR email ILIKE ${contains})
          ${status ? Prisma.sql`AND status = ${status}::"CustomerStatus"` : Prisma.empty}
      )
      SELECT id, rank FROM matches ${after}
      ORDER BY rank DESC, id DESC
      OFFSET ${start.skip} LIMIT ${start.take + 1}`,
  );
}
