import { Prisma } from "#prisma/generated/prisma/client.ts";
import { CUSTOMER_SEARCH } from "#schema/customers/customer-search.ts";
import type { WorkspaceDatabase } from "#core/db/db.ts";
import {
  matchRank,
  rankedRows,
  recentOrEvery,
  textMatches,
  type RecentRows,
  type SearchedTable,
} from "#core/lists/text-match.ts";

/** A matching row's id and how well it matches (see matchRank). */
export type SearchMatch = { id: string; rank: number };

/**
 * How many of its newest rows each kind looks in first (see rankedRows): a term found at least `take`
 * times there is ranked among them, a fixed few milliseconds at any size; a rarer one over every match.
 */
export const RECENT_ROWS = 1000;

export function recentRows(take: number): RecentRows {
  return { rows: RECENT_ROWS, enough: take };
}

// The search texts their trigram indexes cover (deals_pipeline for deals, search_indexes for tasks and
// activities, the companies migration for companies), spelled exactly as there.
const COMPANY_SEARCH: SearchedTable = {
  name: "companies",
  text: Prisma.sql`search_text`,
  newestFirst: Prisma.sql`created_at DESC, id DESC`,
};
const DEAL_SEARCH: SearchedTable = {
  name: "deals",
  text: Prisma.sql`search_text`,
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

/** The text's rank when it matches, else null (which `greatest` passes over). */
function rankIfMatching(text: Prisma.Sql, term: string): Prisma.Sql {
  return Prisma.sql`CASE WHEN ${textMatches(text, term)} THEN ${matchRank(text, term)} END`;
}

/** Deals by their title and by their customer's name, company or e-mail, whichever matches better. */
export function findDealMatches(db: WorkspaceDatabase, term: string, take: number): Promise<SearchMatch[]> {
  const dealText = Prisma.sql`deal_text`;
  const customerText = Prisma.sql`customer_text`;
  return db.$queryWorkspace<SearchMatch>((workspaceId) => {
    // The customer's text is read per deal through its primary key: a thousand lookups cost less than
    // joining every customer of a large workspace.
    const recent = Prisma.sql`
      SELECT id, greatest(${rankIfMatching(dealText, term)}, ${rankIfMatching(customerText, term)}) AS rank
      FROM (
        SELECT deals.id, ${DEAL_SEARCH.text} AS deal_text,
          (SELECT search_text FROM customers
           WHERE customers.workspace_id = ${workspaceId} AND customers.id = deals.customer_id) AS customer_text
        FROM deals
        WHERE workspace_id = ${workspaceId} ORDER BY ${DEAL_SEARCH.newestFirst} LIMIT ${RECENT_ROWS}
      ) AS deal
      WHERE ${textMatches(dealText, term)} OR ${textMatches(customerText, term)}`;
    // Each matching customer's deals through the (workspace, customer) index. The planner guesses
    // thousands of matches for any LIKE '%term%' and hash-joined every deal of the workspace instead
    // (31 ms against 4 for a rare term at 200,000 deals); OFFSET 0 keeps the lateral lookup a loop.
    const every = Prisma.sql`
      SELECT id, max(rank) AS rank FROM (
        ${rankedRows(DEAL_SEARCH, term, workspaceId)}
        UNION ALL
        SELECT deal.id, customer.rank
        FROM (${rankedRows(CUSTOMER_SEARCH, term, workspaceId)}) AS customer
        CROSS JOIN LATERAL (
          SELECT deals.id FROM deals WHERE deals.workspace_id = ${workspaceId} AND deals.customer_id = customer.id
          OFFSET 0
        ) AS deal
      ) AS either GROUP BY id`;
    return best(recentOrEvery(recent, every, take), take);
  });
}

/** Companies by their name and domains. */
export function findCompanyMatches(db: WorkspaceDatabase, term: string, take: number): Promise<SearchMatch[]> {
  return db.$queryWorkspace<SearchMatch>((workspaceId) =>
    best(rankedRows(COMPANY_SEARCH, term, workspaceId, { recent: recentRows(take) }), take),
  );
}

/** Tasks by their title and description. */
export function findTaskMatches(db: WorkspaceDatabase, term: string, take: number): Promise<SearchMatch[]> {
  return db.$queryWorkspace<SearchMatch>((workspaceId) =>
    best(rankedRows(TASK_SEARCH, term, workspaceId, { recent: recentRows(take) }), take),
  );
}

/** Activities by their title. */
export function findActivityMatches(db: WorkspaceDatabase, term: string, take: number): Promise<SearchMatch[]> {
  return db.$queryWorkspace<SearchMatch>((workspaceId) =>
    best(rankedRows(ACTIVITY_SEARCH, term, workspaceId, { recent: recentRows(take) }), take),
  );
}
