import type { z } from "zod";
import { Prisma } from "#prisma/generated/prisma/client.ts";
import { requireWorkspace } from "#core/access/guards.ts";
import { isMember } from "#core/access/membership.ts";
import type { Context } from "#core/context.ts";
import type { WorkspaceDatabase, WorkspaceWriter } from "#core/db/db.ts";
import { isUniqueViolation } from "#core/db/prisma-errors.ts";
import { ConflictError, NotFoundError, ValidationError } from "#core/errors.ts";
import { checkId, isUuid } from "#core/ids.ts";
import { andFilterTree, filterWhere } from "#core/lists/filter-where.ts";
import { listPage } from "#core/lists/list-page.ts";
import type { SortKey } from "#core/lists/sort-keys.ts";
import { escapeLike, FIELD_SEPARATOR, MIN_RANKED_TERM } from "#core/lists/text-match.ts";
import { cappedTotal, WITHIN_WORKSPACE } from "#core/lists/totals.ts";
import type { Selection } from "#core/selection.ts";
import { parseInput } from "#core/validation.ts";
import {
  checkRecordCustomFields,
  checkRecordCustomFieldsUpdate,
  customFieldDefaults,
} from "#schema/custom-fields/custom-field-writes.ts";
import { companyListInput, type CompanyListArgs } from "./companies.list.rules.ts";
import {
  COMPANY_OWNER_NOT_FOUND,
  companyInput,
  companyPatch,
  normalizeDomain,
  type CompanyFilter,
} from "./companies.rules.ts";

export const COMPANY_NOT_FOUND = "Company not found";

/** The message for a domain another company of the workspace already has. */
export function companyDomainTaken(domain: string, owner: string): string {
  return `${domain} belongs to ${owner}`;
}

export type CompanySelection = Selection<Prisma.CompanyFindManyArgs>;

/** The list's input as a transport hands it over, unchecked (see CustomerListInput). */
export type CompanyListInput = Record<string, unknown>;

const ORDER_COLUMNS = {
  name: { field: "name", kind: "text" },
  industry: { field: "industry", kind: "text" },
  size: { field: "size", kind: "number" },
  createdAt: { field: "createdAt", kind: "date" },
  updatedAt: { field: "updatedAt", kind: "date" },
} as const;

/**
 * Companies whose name or one of whose domains holds the term, ignoring case; a term of one or two
 * characters where the name, a word of it or a domain starts (as the customers' search).
 */
function searchWhere(term: string): Prisma.CompanyWhereInput {
  const text = escapeLike(term.toLowerCase());
  if (term.length >= MIN_RANKED_TERM) return { searchText: { contains: text } };
  return {
    OR: [
      { searchText: { startsWith: text } },
      { searchText: { contains: `${FIELD_SEPARATOR}${text}` } },
      { searchText: { contains: ` ${text}` } },
    ],
  };
}

function companyWhere({ search, industry, sizeMin, sizeMax, ownerId }: CompanyFilter): Prisma.CompanyWhereInput {
  const size =
    sizeMin != null || sizeMax != null
      ? { size: { ...(sizeMin != null ? { gte: sizeMin } : {}), ...(sizeMax != null ? { lte: sizeMax } : {}) } }
      : {};
  return {
    ...(search ? searchWhere(search) : {}),
    ...(industry ? { industry } : {}),
    ...(ownerId ? { ownerId } : {}),
    ...size,
  };
}

/** A page of the workspace's companies, by name unless another order is chosen. */
export async function listCompanies(ctx: Context, input: CompanyListInput, selection: CompanySelection = {}) {
  const { readDb: db } = requireWorkspace(ctx);
  return listCheckedCompanies(db, parseInput(companyListInput, input), selection);
}

/** A page of a list whose input listCompanies (or the export) has checked. */
export async function listCheckedCompanies(
  db: WorkspaceDatabase,
  input: CompanyListArgs,
  selection: CompanySelection = {},
) {
  const tree = input.filterTree && filterWhere(input.filterTree);
  const where = andFilterTree(companyWhere(input.filter ?? {}), tree);
  const total = cappedTotal((limit) => db.company.count({ where, take: limit, orderBy: WITHIN_WORKSPACE }));
  const order = input.orderBy ?? { field: "name", direction: "asc" };
  const { field, kind } = ORDER_COLUMNS[order.field];
  const keys: SortKey[] = [{ field, kind, direction: order.direction }];
  return listPage(input, keys, where, (query) => db.company.findMany({ ...selection, ...query }), total);
}

/** The industries the workspace's companies name, for the list's filter: most used first. */
export async function listCompanyIndustries(ctx: Context): Promise<string[]> {
  const { readDb: db } = requireWorkspace(ctx);
  const rows = await db.company.groupBy({
    by: ["industry"],
    where: { industry: { not: "" } },
    _count: { _all: true },
    orderBy: [{ _count: { industry: "desc" } }, { industry: "asc" }],
    take: 200,
  });
  return rows.map((row) => row.industry);
}

export async function getCompany(ctx: Context, id: string, selection: CompanySelection = {}) {
  const { db } = requireWorkspace(ctx);
  const company = await db.company.findUnique({ ...selection, where: { id: checkId(id, COMPANY_NOT_FOUND) } });
  if (!company) throw new NotFoundError(COMPANY_NOT_FOUND);
  return company;
}

/** For a company's own lists (people, deals, tasks, activities): a company the workspace does not have is "not found". */
export async function assertCompanyFound(ctx: Context, id: string) {
  const { readDb: db } = requireWorkspace(ctx);
  const found = await db.company.count({ where: { id: checkId(id, COMPANY_NOT_FOUND) } });
  if (found === 0) throw new NotFoundError(COMPANY_NOT_FOUND);
}

/** For records that link to a company: a link to a missing company (or another team's) is bad input, not a 404. */
export async function assertCompanyExists(ctx: Context, companyId: string) {
  const { db } = requireWorkspace(ctx);
  const exists = isUuid(companyId) && (await db.company.count({ where: { id: companyId } })) > 0;
  if (!exists) throw new ValidationError(COMPANY_NOT_FOUND);
}

/**
 * A write's domains must be free: the first one another company has is named ("acme.com belongs to
 * Acme Corp"). The database's unique rule (company_domains) holds against a race; then the message is
 * the same without the owner's name looked up again.
 */
async function checkDomainsFree(db: WorkspaceDatabase, domains: string[] | undefined, companyId: string | null) {
  if (!domains || domains.length === 0) return;
  const taken = await db.companyDomain.findFirst({
    where: { domain: { in: domains }, ...(companyId ? { companyId: { not: companyId } } : {}) },
    select: { domain: true, company: { select: { name: true } } },
  });
  if (taken) throw fieldError("domains", companyDomainTaken(taken.domain, taken.company.name));
}

function fieldError(field: string, message: string) {
  return new ValidationError(message, [{ field, message }]);
}

async function domainsWrite<Result>(write: Promise<Result>): Promise<Result> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError("One of these domains belongs to another company");
    throw error;
  }
}

async function checkOwner(ctx: Context, ownerId: string | null | undefined) {
  if (ownerId && !(await isMember(requireWorkspace(ctx), ownerId))) {
    throw fieldError("ownerId", COMPANY_OWNER_NOT_FOUND);
  }
}

/** A new company, owned by its creator unless the input names a member (or null: no owner). */
export async function createCompany(ctx: Context, input: unknown, selection: CompanySelection = {}) {
  const { db, viewer } = requireWorkspace(ctx);
  const { customFields, ...data } = parseInput(companyInput, input);
  await checkOwner(ctx, data.ownerId);
  await checkDomainsFree(db, data.domains, null);
  const ownerId = data.ownerId === undefined ? viewer.id : data.ownerId;
  return domainsWrite(
    db.$transaction(async (tx) => {
      const values = await checkRecordCustomFields(tx, "company", customFields);
      return tx.company.create({
        ...selection,
        data: { ...data, ownerId, customFields: values as Prisma.InputJsonObject },
      });
    }),
  );
}

/** Changes only the fields given; the rest are kept. Renaming updates the people's company copy (a trigger). */
export async function updateCompany(ctx: Context, id: string, input: unknown, selection: CompanySelection = {}) {
  const { db } = requireWorkspace(ctx);
  checkId(id, COMPANY_NOT_FOUND);
  const { customFields, ...data }: z.output<typeof companyPatch> = parseInput(companyPatch, input);
  await checkOwner(ctx, data.ownerId);
  await checkDomainsFree(db, data.domains, id);
  const { count } = await domainsWrite(
    db.$transaction(async (tx) => {
      const values = await checkRecordCustomFieldsUpdate(tx, "company", id, customFields);
      const fields = values === undefined ? {} : { customFields: values as Prisma.InputJsonObject };
      return tx.company.updateMany({ where: { id }, data: { ...data, ...fields } });
    }),
  );
  if (count === 0) throw new NotFoundError(COMPANY_NOT_FOUND);
  return getCompany(ctx, id, selection);
}

export const COMPANY_DEALS_ON_DELETE = ["keep", "delete"] as const;
export type CompanyDealsOnDelete = (typeof COMPANY_DEALS_ON_DELETE)[number];

/**
 * Deletes a company: its people stay, unlinked (a person whose primary company it was has none after);
 * its deals stay without a company, or are deleted when the person deleting chose so; its tasks and
 * activities stay without it. One transaction: nothing half done.
 */
export async function deleteCompany(ctx: Context, id: string, options: { deals?: CompanyDealsOnDelete | null } = {}) {
  const { db } = requireWorkspace(ctx);
  checkId(id, COMPANY_NOT_FOUND);
  const deals = options.deals ?? "keep";
  if (!COMPANY_DEALS_ON_DELETE.includes(deals)) throw fieldError("deals", "Deals must be keep or delete");
  return db.$transaction(async (tx) => {
    const company = await tx.company.findUnique({ where: { id }, select: { id: true } });
    if (!company) throw new NotFoundError(COMPANY_NOT_FOUND);
    const { count: unlinkedPeople } = await tx.customerCompany.deleteMany({ where: { companyId: id } });
    const dealsDone =
      deals === "delete"
        ? await tx.deal.deleteMany({ where: { companyId: id } })
        : await tx.deal.updateMany({ where: { companyId: id }, data: { companyId: null } });
    await tx.task.updateMany({ where: { companyId: id }, data: { companyId: null } });
    await tx.activity.updateMany({ where: { companyId: id }, data: { companyId: null } });
    await tx.company.deleteMany({ where: { id } });
    return {
      id,
      unlinkedPeople,
      keptDeals: deals === "keep" ? dealsDone.count : 0,
      deletedDeals: deals === "delete" ? dealsDone.count : 0,
    };
  });
}

/** What a salesperson asks first about a company. */
export type CompanyFigures = {
  openPipelineCents: number;
  openDeals: number;
  wonThisYearCents: number;
  wonDeals: number;
  lastActivityAt: Date | null;
  people: number;
};

/**
 * A company's figures in one statement: its open deals' count and value, the value won this calendar
 * year (in the workspace's time zone), its people, and its last activity (an activity with one of its
 * people is with the company unless it names another: see defaultCompanyOf).
 */
export async function companyFigures(ctx: Context, companyId: string): Promise<CompanyFigures> {
  const { readDb: db } = requireWorkspace(ctx);
  const [row] = await db.$queryWorkspace<{
    open_cents: bigint;
    open_deals: bigint;
    won_cents: bigint;
    won_deals: bigint;
    people: bigint;
    last_activity_at: Date | null;
  }>(
    (workspaceId) => Prisma.sql`
      WITH zone AS (SELECT time_zone FROM workspaces WHERE id = ${workspaceId}),
      deal_figures AS (
        SELECT
          coalesce(sum(value_cents) FILTER (WHERE stage NOT IN ('closed_won', 'closed_lost')), 0) AS open_cents,
          count(*) FILTER (WHERE stage NOT IN ('closed_won', 'closed_lost')) AS open_deals,
          coalesce(sum(value_cents) FILTER (WHERE stage = 'closed_won'
            AND closed_at >= (date_trunc('year', now() AT TIME ZONE (SELECT time_zone FROM zone)) AT TIME ZONE (SELECT time_zone FROM zone)) AT TIME ZONE 'UTC'), 0) AS won_cents,
          count(*) FILTER (WHERE stage = 'closed_won'
            AND closed_at >= (date_trunc('year', now() AT TIME ZONE (SELECT time_zone FROM zone)) AT TIME ZONE (SELECT time_zone FROM zone)) AT TIME ZONE 'UTC') AS won_deals
        FROM deals WHERE workspace_id = ${workspaceId} AND company_id = ${companyId}::uuid
      )
      SELECT d.*,
        (SELECT count(*) FROM customer_companies WHERE workspace_id = ${workspaceId} AND company_id = ${companyId}::uuid) AS people,
        (SELECT max(occurred_at) FROM activities
          WHERE workspace_id = ${workspaceId} AND company_id = ${companyId}::uuid) AS last_activity_at
      FROM deal_figures d`,
  );
  return {
    openPipelineCents: Number(row?.open_cents ?? 0),
    openDeals: Number(row?.open_deals ?? 0),
    wonThisYearCents: Number(row?.won_cents ?? 0),
    wonDeals: Number(row?.won_deals ?? 0),
    lastActivityAt: row?.last_activity_at ?? null,
    people: Number(row?.people ?? 0),
  };
}

/**
 * The workspace's oldest company of this name (compared trimmed and without case), created when it has
 * none: what writing a person's company as text links them to. Runs in the caller's transaction.
 */
export async function findOrCreateCompanyByName(db: WorkspaceWriter, name: string, ownerId: string | null) {
  const key = name.trim();
  const [found] = await db.$queryWorkspace<{ id: string; name: string }>(
    (workspaceId) => Prisma.sql`
      SELECT id, name FROM companies
      WHERE workspace_id = ${workspaceId} AND lower(btrim(name)) = lower(${key})
      ORDER BY created_at, id LIMIT 1`,
  );
  if (found) return found;
  const customFields = (await customFieldDefaults(db, "company")) as Prisma.InputJsonObject;
  return db.company.create({ data: { name: key, ownerId, customFields }, select: { id: true, name: true } });
}

/** The company of the workspace that owns this domain (as normalizeDomain makes it), if any. */
export async function companyOwningDomain(db: WorkspaceWriter, domain: string) {
  const normalized = normalizeDomain(domain);
  if (!normalized) return null;
  const row = await db.companyDomain.findFirst({
    where: { domain: normalized },
    select: { company: { select: { id: true, name: true } } },
  });
  return row?.company ?? null;
}
