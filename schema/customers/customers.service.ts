import type { z } from "zod";
import type { Prisma } from "#prisma/generated/prisma/client.ts";
import { requireWorkspace } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import type { WorkspaceDatabase } from "#core/db/db.ts";
import { ConflictError, NotFoundError, ValidationError } from "#core/errors.ts";
import { checkId, isUuid } from "#core/ids.ts";
import { listPage, pageStart, toConnection, type PageArgs } from "#core/lists/list-page.ts";
import type { SortKey } from "#core/lists/sort-keys.ts";
import { workspaceRowCount } from "#core/lists/row-counts.ts";
import { cappedTotal, exactTotal, WITHIN_WORKSPACE, type Total } from "#core/lists/totals.ts";
import type { Selection } from "#core/selection.ts";
import { isUniqueViolation } from "#core/db/prisma-errors.ts";
import { parseInput } from "#core/validation.ts";
import { checkRecordCustomFields, checkRecordCustomFieldsUpdate } from "#schema/custom-fields/custom-field-writes.ts";
import { MIN_RANKED_TERM } from "#core/lists/text-match.ts";
import { andFilterTree, filterWhere } from "#core/lists/filter-where.ts";
import { findCustomerMatches, RELEVANCE, searchWhere } from "./customer-search.ts";
import { customerListInput, type CustomerListArgs } from "./customers.list.rules.ts";
import { customerInput, customerPatch, type CustomerFilter } from "./customers.rules.ts";
import { companyOfEmail, resolvePrimaryCompany, setPrimaryCompany } from "./customer-companies.service.ts";

type CustomerPatch = z.output<typeof customerPatch>;

/**
 * The list's input as a transport hands it over, unchecked: `{ first, after, offset, filter, filterTree,
 * orderBy }` (REST's numbers may still be text). The service checks all of it in one parse.
 */
export type CustomerListInput = Record<string, unknown>;

export const CUSTOMER_NOT_FOUND = "Customer not found";
export const CUSTOMER_EMAIL_TAKEN = "A customer with this email already exists";

/** The one unique rule a customer's write can break is its e-mail's (see the migration customer_email_unique). */
async function uniqueEmail<Result>(write: Promise<Result>): Promise<Result> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(CUSTOMER_EMAIL_TAKEN);
    throw error;
  }
}

const ORDER_COLUMNS = {
  name: { field: "name", kind: "text" },
  company: { field: "company", kind: "text" },
  value: { field: "valueCents", kind: "number" },
  createdAt: { field: "createdAt", kind: "date" },
} as const;

type CustomerSelection = Selection<Prisma.CustomerFindManyArgs>;

function customerWhere({ search, status }: CustomerFilter): Prisma.CustomerWhereInput {
  return { ...(status ? { status } : {}), ...(search ? searchWhere(search) : {}) };
}

/**
 * A page of the workspace's customers. A search of three or more characters without a chosen order
 * comes best match first; otherwise the chosen order (newest first by default) is paged by keyset
 * through its index.
 */
export async function listCustomers(ctx: Context, input: CustomerListInput, selection: CustomerSelection = {}) {
  const { readDb: db } = requireWorkspace(ctx);
  return listCheckedCustomers(db, parseInput(customerListInput, input), selection);
}

/** A page of a list whose input listCustomers (or the export) has checked. */
export async function listCheckedCustomers(
  db: WorkspaceDatabase,
  input: CustomerListArgs,
  selection: CustomerSelection = {},
) {
  const filter = input.filter ?? {};
  const tree = input.filterTree && filterWhere(input.filterTree);
  const where = andFilterTree(customerWhere(filter), tree);
  const total =
    filter.search || filter.status || tree
      ? cappedTotal((limit) => db.customer.count({ where, take: limit, orderBy: WITHIN_WORKSPACE }))
      : exactTotal(() => workspaceRowCount(db, "customers"));
  const order = input.orderBy;
  // Ranking reads the search index alone; with a filter tree the matches come in the chosen (or default) order.
  if (filter.search && filter.search.length >= MIN_RANKED_TERM && !order && !tree) {
    return searchCustomers(db, { ...filter, term: filter.search }, input, selection, total);
  }
  const { field, kind } = ORDER_COLUMNS[order?.field ?? "createdAt"];
  const keys: SortKey[] = [{ field, kind, direction: order?.direction ?? "desc" }];
  return listPage(input, keys, where, (query) => db.customer.findMany({ ...selection, ...query }), total);
}

/** Ranked search: the matches' ids in order (and their count) in one statement, then their rows. */
async function searchCustomers(
  db: WorkspaceDatabase,
  search: { term: string; status?: string | null },
  input: PageArgs,
  selection: CustomerSelection,
  countMatching: () => Promise<Total>,
) {
  const start = pageStart(input, RELEVANCE);
  const matches = await findCustomerMatches(db, search, start);
  const rows = await db.customer.findMany({ ...selection, where: { id: { in: matches.map((match) => match.id) } } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ranked = matches.flatMap((match) => byId.get(match.id) ?? []);
  const rank = new Map(matches.map((match) => [match.id, match.rank]));
  const [first] = matches;
  // A page past the last match carries no count: then the matches are counted on their own.
  const total = first ? exactTotal(() => Promise.resolve(Number(first.total))) : countMatching;
  return toConnection(ranked, RELEVANCE, start, total, (row) => ({ id: row.id, rank: rank.get(row.id) }));
}

export async function getCustomer(ctx: Context, id: string, selection: CustomerSelection = {}) {
  const { db } = requireWorkspace(ctx);
  const customer = await db.customer.findUnique({ ...selection, where: { id: checkId(id, CUSTOMER_NOT_FOUND) } });
  if (!customer) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  return customer;
}

/**
 * A new person. Their primary company is the one `companyId` names, else the one their company text
 * names (the workspace's oldest of that name, created when none), else, with neither, the company
 * owning their e-mail's domain (see companyOfEmail).
 */
export async function createCustomer(ctx: Context, input: unknown, selection: CustomerSelection = {}) {
  const { db, viewer } = requireWorkspace(ctx);
  const { companyId, customFields, ...data } = parseInput(customerInput, input);
  return uniqueEmail(
    db.$transaction(async (tx) => {
      const values = await checkRecordCustomFields(tx, "customer", customFields);
      const named = await resolvePrimaryCompany(tx, { companyId, company: data.company }, viewer.id);
      const primary = named ?? (companyId === undefined ? await companyOfEmail(ctx, tx, data.email) : null);
      const { id } = await tx.customer.create({
        data: {
          ...data,
          company: primary?.name ?? "",
          ownerId: viewer.id,
          customFields: values as Prisma.InputJsonObject,
        },
        select: { id: true },
      });
      if (primary) await setPrimaryCompany(tx, id, primary.id);
      return tx.customer.findUniqueOrThrow({ ...selection, where: { id } });
    }),
  );
}

/** Replaces the customer's details: name and e-mail are required, optional fields left out are kept. */
export async function updateCustomer(ctx: Context, id: string, input: unknown, selection: CustomerSelection = {}) {
  requireWorkspace(ctx);
  return writeCustomer(ctx, id, parseInput(customerInput, input), selection);
}

/** Changes only the fields given; the rest are kept. */
export async function patchCustomer(ctx: Context, id: string, input: unknown, selection: CustomerSelection = {}) {
  requireWorkspace(ctx);
  return writeCustomer(ctx, id, parseInput(customerPatch, input), selection);
}

/**
 * Writes a person's details. A `companyId`, or a company text other than the one they have (compared
 * trimmed and without case, so a legacy client sending back what it read changes nothing), makes that
 * company their primary one (see createCustomer); the previous one stays linked, not primary.
 */
async function writeCustomer(ctx: Context, id: string, patch: CustomerPatch, selection: CustomerSelection) {
  const { db, viewer } = requireWorkspace(ctx);
  const where = { id: checkId(id, CUSTOMER_NOT_FOUND) };
  const { companyId, company, customFields, ...data } = patch;
  await uniqueEmail(
    db.$transaction(async (tx) => {
      const current = await tx.customer.findUnique({
        where,
        select: { email: true, emailDuplicate: true, company: true },
      });
      if (!current) throw new NotFoundError(CUSTOMER_NOT_FOUND);
      const values = await checkRecordCustomFieldsUpdate(tx, "customer", id, customFields);
      const sameText = company !== undefined && sameCompanyText(company, current.company);
      const primary = await resolvePrimaryCompany(
        tx,
        { companyId, company: sameText ? undefined : company },
        viewer.id,
      );
      // A legacy duplicate keeps its mark while its e-mail stays; a new e-mail falls under the rule.
      const emailDuplicate =
        current.emailDuplicate &&
        (data.email === undefined || current.email.toLowerCase() === data.email.toLowerCase());
      const copy = primary === undefined ? {} : { company: primary?.name ?? "" };
      const fields = values === undefined ? {} : { customFields: values as Prisma.InputJsonObject };
      await tx.customer.updateMany({ where, data: { ...data, ...copy, ...fields, emailDuplicate } });
      if (primary !== undefined) await setPrimaryCompany(tx, id, primary?.id ?? null);
    }),
  );
  return getCustomer(ctx, id, selection);
}

function sameCompanyText(given: string, current: string): boolean {
  return given.trim().toLowerCase() === current.trim().toLowerCase();
}

/** Deleting a customer deletes their deals, tasks and activities with them (the schema cascades). */
export async function deleteCustomer(ctx: Context, id: string) {
  const { db } = requireWorkspace(ctx);
  const { count } = await db.customer.deleteMany({ where: { id: checkId(id, CUSTOMER_NOT_FOUND) } });
  if (count === 0) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  return { id };
}

/** For a customer's own lists (deals, tasks, activities): a customer the workspace does not have is "not found". */
export async function assertCustomerFound(ctx: Context, id: string) {
  const { db } = requireWorkspace(ctx);
  const found = await db.customer.count({ where: { id: checkId(id, CUSTOMER_NOT_FOUND) } });
  if (found === 0) throw new NotFoundError(CUSTOMER_NOT_FOUND);
}

/** For records that link to a customer: a link to a missing customer (or another team's) is bad input, not a 404. */
export async function assertCustomerExists(ctx: Context, customerId: string) {
  const { db } = requireWorkspace(ctx);
  const exists = isUuid(customerId) && (await db.customer.count({ where: { id: customerId } })) > 0;
  if (!exists) throw new ValidationError(CUSTOMER_NOT_FOUND);
}
