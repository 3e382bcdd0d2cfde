import { Prisma } from "../../prisma/generated/prisma/client.ts";

// How a search term matches and ranks a row's search text: the lower-cased fields of the row joined by
// the unit separator (a stored column for customers, an indexed expression for deals, tasks and
// activities; see the customer_search_text and search_indexes migrations). Every ranked search uses
// these two builders, so "best match first" means the same for each kind of row.

/** What separates the fields of a search text: no search term holds it, so a match never spans two fields. */
export const FIELD_SEPARATOR = "\u001f";

/** Shorter terms contain no trigram for the index to find; they match where a field or a word starts. */
export const MIN_RANKED_TERM = 3;

/** `%`, `_` and `\` match themselves: a search is for text, not a pattern (Prisma's `contains` does not escape them). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/**
 * The condition a row's search text meets: the term anywhere, ignoring case; a term of one or two
 * characters only where a field, a word or an e-mail's domain starts. Each LIKE is answered by the
 * text's trigram index (a short term through the word-start trigrams, so "a" does not read every row).
 */
export function textMatches(text: Prisma.Sql, term: string): Prisma.Sql {
  const key = escapeLike(term.toLowerCase());
  if (term.length >= MIN_RANKED_TERM) return Prisma.sql`${text} LIKE ${`%${key}%`}`;
  return Prisma.sql`(${text} LIKE ${`${key}%`} OR ${text} LIKE ${`%${FIELD_SEPARATOR}${key}%`}
    OR ${text} LIKE ${`% ${key}%`} OR ${text} LIKE ${`%@${key}%`})`;
}

/**
 * How well a matching search text matches: 3 when a whole field is the term, 2 when a field starts
 * with it, 1 when a word or an e-mail's domain does, 0 for a match inside a word. Plain string tests
 * on the lower-cased text, run only on the rows `textMatches` found.
 */
export function matchRank(text: Prisma.Sql, term: string): Prisma.Sql {
  const key = term.toLowerCase();
  const fieldStart = `${FIELD_SEPARATOR}${key}`;
  return Prisma.sql`CASE
      WHEN ${text} = ${key} OR strpos(${text}, ${`${fieldStart}${FIELD_SEPARATOR}`}) > 0
        OR starts_with(${text}, ${`${key}${FIELD_SEPARATOR}`})
        OR right(${text}, char_length(${fieldStart})) = ${fieldStart} THEN 3
      WHEN starts_with(${text}, ${key}) OR strpos(${text}, ${fieldStart}) > 0 THEN 2
      WHEN strpos(${text}, ${` ${key}`}) > 0 OR strpos(${text}, ${`@${key}`}) > 0 THEN 1
      ELSE 0
    END`;
}

/**
 * A table a search reads: its name, its search text (a column, or the expression its trigram index is
 * built on, spelled the same way so the planner uses that index) and the column its newest rows come
 * first by (through an index that leads with the workspace).
 */
export type SearchedTable = { name: string; text: Prisma.Sql; newestFirst: Prisma.Sql };

export type RankedRowsOptions = {
  /** A further condition on the table's rows. */
  where?: Prisma.Sql;
  /**
   * Rank only the newest this many matches: a term that matches a large share of a big table (a
   * letter, "call" among call logs) is then answered by reading the newest rows until that many
   * matched, instead of ranking every match.
   */
  newest?: number;
};

/** The workspace's rows of the table that match the term, as `id` and `rank`; each row's text is built once. */
export function rankedRows(
  table: SearchedTable,
  term: string,
  workspaceId: Prisma.Sql,
  { where, newest }: RankedRowsOptions = {},
): Prisma.Sql {
  return Prisma.sql`
    SELECT id, ${matchRank(Prisma.sql`search_text`, term)} AS rank
    FROM (
      SELECT id, ${table.text} AS search_text FROM ${Prisma.raw(table.name)}
      WHERE workspace_id = ${workspaceId} AND ${textMatches(table.text, term)} ${where ? Prisma.sql`AND ${where}` : Prisma.empty}
      ${newest === undefined ? Prisma.empty : Prisma.sql`ORDER BY ${table.newestFirst} LIMIT ${newest}`}
    ) AS matching`;
}
