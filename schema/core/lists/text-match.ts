import { Prisma } from "#prisma/generated/prisma/client.ts";

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
 * built on, spelled the same way so the planner uses that index) and the order of its newest rows
 * (one an index leading with the workspace gives).
 */
export type SearchedTable = { name: string; text: Prisma.Sql; newestFirst: Prisma.Sql };

/**
 * Where a search looks first: the newest `rows` rows of the workspace. When they hold at least `enough`
 * matches, only those are ranked; otherwise every match is.
 */
export type RecentRows = { rows: number; enough: number };

export type RankedRowsOptions = {
  /** A further condition on the table's rows. */
  where?: Prisma.Sql;
  recent?: RecentRows;
};

/**
 * The workspace's rows of the table that match the term, as `id` and `rank`; each row's text is built
 * once. With `recent`, a term found in a large share of a big table (a letter, "call" among call logs)
 * is answered from the newest rows, a fixed amount of work, instead of ranking every match; a rarer
 * term is ranked over every match, through the trigram index. The choice is made on what the newest
 * rows hold, not on the planner's estimate of how many rows match (often far off for LIKE '%term%').
 */
export function rankedRows(
  table: SearchedTable,
  term: string,
  workspaceId: Prisma.Sql,
  { where, recent }: RankedRowsOptions = {},
): Prisma.Sql {
  const rows = Prisma.sql`workspace_id = ${workspaceId} ${where ? Prisma.sql`AND ${where}` : Prisma.empty}`;
  const rank = matchRank(Prisma.sql`search_text`, term);
  const every = Prisma.sql`
    SELECT id, ${rank} AS rank
    FROM (
      SELECT id, ${table.text} AS search_text FROM ${Prisma.raw(table.name)}
      WHERE ${rows} AND ${textMatches(table.text, term)}
    ) AS matching`;
  if (!recent) return every;
  const newest = Prisma.sql`
    SELECT id, ${rank} AS rank
    FROM (
      SELECT id, ${table.text} AS search_text FROM ${Prisma.raw(table.name)}
      WHERE ${rows} ORDER BY ${table.newestFirst} LIMIT ${recent.rows}
    ) AS newest
    WHERE ${textMatches(Prisma.sql`search_text`, term)}`;
  return recentOrEvery(newest, every, recent.enough);
}

/**
 * The ranked matches among the newest rows (`recent`, as `id` and `rank`) when there are at least
 * `enough` of them; otherwise every ranked match (`every`), which is not computed at all in the first
 * case (a one-time filter on its branch).
 */
export function recentOrEvery(recent: Prisma.Sql, every: Prisma.Sql, enough: number): Prisma.Sql {
  return Prisma.sql`
    WITH recent AS MATERIALIZED (${recent})
    SELECT id, rank FROM recent WHERE (SELECT count(*) FROM recent) >= ${enough}
    UNION ALL
    SELECT id, rank FROM (${every}) AS every WHERE (SELECT count(*) FROM recent) < ${enough}`;
}
