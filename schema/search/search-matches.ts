import { Prisma } from "../../prisma/generated/prisma/client.ts";
import { CUSTOMER_SEARCH } from "../customers/customer-search.ts";
import type { WorkspaceDatabase } from "../db.ts";
import { rankedRows, type SearchedTable } from "../lists/text-match.ts";

/** A matching row's id and how well it matches (see matchRank). */
export type SearchMatch = { id: string; rank: number };

/**
 * How many of the newest matches of each kind a search ranks. A term found in fewer rows is ranked
 * over all of them; one found in thousands (a letter, "call" among call logs) costs a few
 * milliseconds instead of ranking every match: 200 keeps each kind under ~12 ms at 100,000 customers.
 */
export const RANKED_CANDIDATES = 200;

// The search texts the search_indexes migration indexes, spelled exactly as there.
const DEAL_SEARCH: SearchedTable = {
  name: "deals",
  text: Prisma.sql`lower(title)`,
  newestFirst: Prisma.sql`created_at DESC, id DESC`,
};
const TASK_SEARCH: SearchedTable = {
  name: "tasks",
  text: Prisma.sql`lower(title || chr(31) || description)`,
  newestFirst: Prisma.sql`created_at DESC, id DESC`,
};
const ACTIVITY_SEARCH: SearchedTable = {
  name: "activities",
  text: Prisma.sql`lower(title)`,
  newestFirst: Prisma.sql`occurred_at DESC, id DESC`,
};

/** The best `take` ranks, best first; within a rank newest first (ids are time-ordered UUIDv7s). */
function best(matches: Prisma.Sql, take: number): Prisma.Sql {
  return Prisma.sql`SELECT id, rank FROM (${matches}) AS matches ORDER BY rank DESC, id DESC LIMIT ${take}`;
}

/** Deals by their title and by their customer's name, company or e-mail, whichever matches better. */
export function findDealMatches(db: WorkspaceDatabase, term: string, take: number): Promise<SearchMatch[]> {
  const options = { newest: RANKED_CANDIDATES };
  return db.$queryWorkspace<SearchMatch>((workspaceId) =>
    best(
      Prisma.sql`
        SELECT id, max(rank) AS rank FROM (
          ${rankedRows(DEAL_SEARCH, term, workspaceId, options)}
          UNION ALL
          SELECT deals.id, customer.rank
          FROM (${rankedRows(CUSTOMER_SEARCH, term, workspaceId, options)}) AS customer
          JOIN deals ON deals.workspace_id = ${workspaceId} AND deals.customer_id = customer.id
        ) AS either GROUP BY id`,
      take,
    ),
  );
}

/** Tasks by their title and description. */
export function findTaskMatches(db: WorkspaceDatabase, term: string, take: number): Promise<SearchMatch[]> {
  return db.$queryWorkspace<SearchMatch>((workspaceId) =>
    best(rankedRows(TASK_SEARCH, term, workspaceId, { newest: RANKED_CANDIDATES }), take),
  );
}

/** Activities by their title. */
export function findActivityMatches(db: WorkspaceDatabase, term: string, take: number): Promise<SearchMatch[]> {
  return db.$queryWorkspace<SearchMatch>((workspaceId) =>
    best(rankedRows(ACTIVITY_SEARCH, term, workspaceId, { newest: RANKED_CANDIDATES }), take),
  );
}
