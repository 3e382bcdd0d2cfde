import { requireWorkspace } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import { findCustomerMatches } from "#schema/customers/customer-search.ts";
import type { WorkspaceDatabase } from "#core/db/db.ts";
import { parseInput } from "#core/validation.ts";
import {
  findActivityMatches,
  findCompanyMatches,
  findDealMatches,
  findTaskMatches,
  recentRows,
} from "./search-matches.ts";
import {
  activityResult,
  companyResult,
  customerResult,
  dealResult,
  inOrder,
  taskResult,
  type SearchResult,
} from "./search-results.ts";
import { searchInput } from "./search.rules.ts";

export type SearchInput = { query?: unknown; first?: unknown };

const CUSTOMER_NAME = { customer: { select: { name: true } } } as const;

async function customers(db: WorkspaceDatabase, term: string, take: number) {
  const start = { after: null, index: 0, skip: 0, take };
  const matches = await findCustomerMatches(db, { term, recent: recentRows(take) }, start);
  const ids = matches.slice(0, take).map((match) => match.id);
  const rows = await db.customer.findMany({
    where: { id: { in: ids } },
    select: { id: true, name: true, company: true, email: true },
  });
  return inOrder(ids, rows).map(customerResult);
}

async function companies(db: WorkspaceDatabase, term: string, take: number) {
  const ids = (await findCompanyMatches(db, term, take)).map((match) => match.id);
  const rows = await db.company.findMany({
    where: { id: { in: ids } },
    select: { id: true, name: true, domains: true, industry: true },
  });
  return inOrder(ids, rows).map(companyResult);
}

async function deals(db: WorkspaceDatabase, term: string, take: number) {
  const ids = (await findDealMatches(db, term, take)).map((match) => match.id);
  const rows = await db.deal.findMany({
    where: { id: { in: ids } },
    select: { id: true, title: true, stage: true, customerId: true, ...CUSTOMER_NAME },
  });
  return inOrder(ids, rows).map(dealResult);
}

async function tasks(db: WorkspaceDatabase, term: string, take: number) {
  const ids = (await findTaskMatches(db, term, take)).map((match) => match.id);
  const rows = await db.task.findMany({
    where: { id: { in: ids } },
    select: { id: true, title: true, completedAt: true, customerId: true, ...CUSTOMER_NAME },
  });
  return inOrder(ids, rows).map(taskResult);
}

async function activities(db: WorkspaceDatabase, term: string, take: number) {
  const ids = (await findActivityMatches(db, term, take)).map((match) => match.id);
  const rows = await db.activity.findMany({
    where: { id: { in: ids } },
    select: { id: true, title: true, type: true, customerId: true, ...CUSTOMER_NAME },
  });
  return inOrder(ids, rows).map(activityResult);
}

/**
 * The workspace's customers, companies, deals, tasks and activities matching the query: up to `first` of each
 * kind, in that order of kinds, each kind best match first (see matchRank).
 */
export async function search(ctx: Context, input: SearchInput): Promise<SearchResult[]> {
  const { readDb: db } = requireWorkspace(ctx);
  const { query, first } = parseInput(searchInput, input);
  const found = await Promise.all([
    customers(db, query, first),
    companies(db, query, first),
    deals(db, query, first),
    tasks(db, query, first),
    activities(db, query, first),
  ]);
  return found.flat();
}
