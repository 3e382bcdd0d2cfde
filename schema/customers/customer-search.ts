import { Prisma } from "#prisma/generated/prisma/client.ts";
import type { WorkspaceDatabase } from "#core/db/db.ts";
import type { PageStart } from "#core/lists/list-page.ts";
import type { SortKey } from "#core/lists/sort-keys.ts";
import {
  escapeLike,
  FIELD_SEPARATOR,
  MIN_RANKED_TERM,
  rankedRows,
  type RecentRows,
  type SearchedTable,
} from "#core/lists/text-match.ts";

/** Search results come best match first; within a rank, newest first (ids are time-ordered UUIDv7s). */
export const RELEVANCE: readonly SortKey[] = [{ field: "rank", direction: "desc", kind: "number" }];

/** A matching customer's id and rank, and how many customers match in all. */
export type CustomerMatch = { id: string; rank: number; total: bigint };

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

/** The customers' search text is a stored column (see the customer_search_text migration). */
export const CUSTOMER_SEARCH: SearchedTable = {
  name: "customers",
  text: Prisma.sql`search_text`,
  newestFirst: Prisma.sql`id DESC`,
};

export type CustomerSearch = {
  term: string;
  status?: string | null;
  /** Look among the newest customers first (see rankedRows); every match is ranked when left out. */
  recent?: RecentRows;
};

/**
 * One page of customers whose name, company or e-mail matches the term, best match first (see
 * matchRank). The match is answered by the trigram index on the search text, whatever the term's
 * frequency; only the matches are ranked and counted (the count comes with the page: no second
 * statement).
 */
export function findCustomerMatches(
  db: WorkspaceDatabase,
  { term, status, recent }: CustomerSearch,
  start: PageStart,
): Promise<CustomerMatch[]> {
  const after = start.after
    ? Prisma.sql`WHERE rank < ${start.after.values[0]} OR (rank = ${start.after.values[0]} AND id < ${start.after.id}::uuid)`
    : Prisma.empty;
  const where = status ? Prisma.sql`status = ${status}::"CustomerStatus"` : undefined;
  return db.$queryWorkspace<CustomerMatch>(
    (workspaceId) => Prisma.sql`
      WITH matches AS (
        SELECT id, rank, count(*) OVER () AS total
        FROM (${rankedRows(CUSTOMER_SEARCH, term, workspaceId, { where, recent })}) AS ranked
      )
      SELECT id, rank, total FROM matches ${after}
      ORDER BY rank DESC, id DESC
      OFFSET ${start.skip} LIMIT ${start.take + 1}`,
  );
}
