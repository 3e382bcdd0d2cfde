import type { z } from "zod";
import type { Prisma } from "#prisma/generated/prisma/client.ts";
import { requireWorkspace } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import type { WorkspaceDatabase } from "#core/db/db.ts";
import { assertCompanyExists, assertCompanyFound } from "#schema/companies/companies.service.ts";
import { assertCustomerExists, assertCustomerFound } from "#schema/customers/customers.service.ts";
import { defaultCompanyOf } from "#schema/customers/customer-companies.service.ts";
import { NotFoundError, ValidationError } from "#core/errors.ts";
import { checkId } from "#core/ids.ts";
import { listPage } from "#core/lists/list-page.ts";
import { andFilterTree, filterWhere } from "#core/lists/filter-where.ts";
import { workspaceRowCount } from "#core/lists/row-counts.ts";
import { cappedTotal, exactTotal, WITHIN_WORKSPACE } from "#core/lists/totals.ts";
import type { Selection } from "#core/selection.ts";
import { parseInput } from "#core/validation.ts";
import { isMember } from "#core/access/membership.ts";
import { dealSortKeys, dealWhere, isFiltered } from "./deal-filter.ts";
import { dealListInput, type DealListArgs } from "./deals.list.rules.ts";
import { closeDateFor } from "./close-date.ts";
import { lostReasonFor } from "./lost-reason.ts";
import { lockColumn, lockDeal, topOfColumn } from "./deal-placement.ts";
import { checkDealContacts, replaceDealContacts, writeDealContacts } from "./deal-contacts.ts";
import { logStageChange } from "./stage-change.ts";
import { DEAL_MESSAGES, dealInput, dealPatch } from "./deals.rules.ts";
import { checkRecordCustomFields } from "#schema/custom-fields/custom-field-writes.ts";
import type { CustomFieldValues } from "#schema/custom-fields/custom-field-values.rules.ts";

/**
 * The list's input as a transport hands it over, unchecked: `{ first, after, offset, filter, filterTree,
 * orderBy }` (REST's numbers may still be text). The service checks all of it in one parse.
 */
export type DealListInput = Record<string, unknown>;

export const DEAL_NOT_FOUND = "Deal not found";

export type DealSelection = Selection<Prisma.DealFindManyArgs>;

/** Newest first by default; open deals (no close date) come last when ordered by close date. */
export async function listDeals(ctx: Context, input: DealListInput, selection: DealSelection = {}) {
  const { readDb: db } = requireWorkspace(ctx);
  return listCheckedDeals(db, parseInput(dealListInput, input), selection);
}

/** A page of a list whose input listDeals (or the export, or a customer's deals) has checked. */
export async function listCheckedDeals(db: WorkspaceDatabase, input: DealListArgs, selection: DealSelection = {}) {
  const filter = input.filter ?? {};
  const tree = input.filterTree && filterWhere(input.filterTree);
  const where = andFilterTree(dealWhere(filter), tree);
  const order = input.orderBy ?? { field: "createdAt", direction: "desc" };
  const total =
    isFiltered(filter) || tree
      ? cappedTotal((limit) => db.deal.count({ where, take: limit, orderBy: WITHIN_WORKSPACE }))
      : exactTotal(() => workspaceRowCount(db, "deals"));
  return listPage(input, dealSortKeys(order), where, (query) => db.deal.findMany({ ...selection, ...query }), total);
}

/**
 * One customer's deals, filtered and ordered as the list; a customer the workspace does not have is
 * "not found" (after the list's input is checked: a bad parameter is a 400 whatever the customer).
 */
export async function listCustomerDeals(ctx: Context, customerId: string, input: DealListInput) {
  const { readDb: db } = requireWorkspace(ctx);
  const checked = parseInput(dealListInput, input);
  await assertCustomerFound(ctx, customerId);
  return listCheckedDeals(db, { ...checked, filter: { ...checked.filter, customerId } });
}

/**
 * One company's deals, filtered and ordered as the list (its input checked first, as the list checks
 * it); a company the workspace does not have is "not found".
 */
export async function listCompanyDeals(ctx: Context, companyId: string, input: DealListInput) {
  const { readDb: db } = requireWorkspace(ctx);
  const checked = parseInput(dealListInput, input);
  await assertCompanyFound(ctx, companyId);
  return listCheckedDeals(db, { ...checked, filter: { ...checked.filter, companyId } });
}

export async function getDeal(ctx: Context, id: string, selection: DealSelection = {}) {
  const { db } = requireWorkspace(ctx);
  const deal = await db.deal.findUnique({ ...selection, where: { id: checkId(id, DEAL_NOT_FOUND) } });
  if (!deal) throw new NotFoundError(DEAL_NOT_FOUND);
  return deal;
}

/** A deal's customer, company and owner must be the workspace's: another team's are "not found". */
async function checkLinks(
  ctx: Context,
  links: { customerId?: string; companyId?: string | null; ownerId?: string | null },
) {
  if (links.customerId !== undefined) await assertCustomerExists(ctx, links.customerId);
  if (links.companyId) await assertCompanyExists(ctx, links.companyId);
  if (links.ownerId && !(await isMember(requireWorkspace(ctx), links.ownerId))) {
    throw new ValidationError(DEAL_MESSAGES.ownerNotFound);
  }
}

/** A new deal goes to the top of its stage's column, owned by its creator unless the input names someone. */
export async function createDeal(ctx: Context, input: unknown, selection: DealSelection = {}) {
  const { db, viewer } = requireWorkspace(ctx);
  const {
    closedAt: givenCloseDate,
    lostReason,
    lostNote,
    contactIds = [],
    customFields,
    ...data
  } = parseInput(dealInput, input);
  await checkLinks(ctx, data);
  const company = await defaultCompanyOf(ctx, data);
  const stage = data.stage ?? "qualified";
  const closedAt = closeDateFor(stage, givenCloseDate, null, "now");
  const lost = lostReasonFor(stage, { lostReason, lostNote }, { lostReason: null, lostNote: null });
  return db.$transaction(async (tx) => {
    const values = await checkRecordCustomFields(tx, "deal", customFields);
    await checkDealContacts(tx, data.customerId, contactIds);
    await lockColumn(tx, stage);
    const position = await topOfColumn(tx, stage);
    const ownerId = data.ownerId === undefined ? viewer.id : data.ownerId;
    const row = {
      ...data,
      ...company,
      ...lost,
      stage,
      ownerId,
      closedAt,
      position,
      customFields: values as Prisma.InputJsonObject,
    };
    if (contactIds.length === 0) return tx.deal.create({ ...selection, data: row });
    // The contacts first, then the deal as asked for (its contacts among what is read).
    const { id } = await tx.deal.create({ data: row, select: { id: true } });
    await replaceDealContacts(tx, id, contactIds);
    return tx.deal.findUniqueOrThrow({ ...selection, where: { id } });
  });
}

/** Replaces the deal's title and customer; the other fields left out are kept. */
export async function updateDeal(ctx: Context, id: string, input: unknown, selection: DealSelection = {}) {
  requireWorkspace(ctx);
  return writeDeal(ctx, id, parseInput(dealInput, input), selection);
}

/** Changes only the fields given; the rest are kept. */
export async function patchDeal(ctx: Context, id: string, input: unknown, selection: DealSelection = {}) {
  requireWorkspace(ctx);
  return writeDeal(ctx, id, parseInput(dealPatch, input), selection);
}

/**
 * A deal entering another stage goes to the top of that stage's column, and its customer's timeline
 * says so ("Stage changed from Proposal to Negotiation"), in the same transaction. A deal is closed
 * when it enters a closed stage, and keeps that date until it is reopened.
 */
async function writeDeal(ctx: Context, id: string, patch: z.output<typeof dealPatch>, selection: DealSelection) {
  const { db, viewer } = requireWorkspace(ctx);
  checkId(id, DEAL_NOT_FOUND);
  const { closedAt: givenCloseDate, lostReason, lostNote, contactIds, customFields, ...data } = patch;
  return db.$transaction(async (tx) => {
    if (data.stage) await lockColumn(tx, data.stage);
    const existing = await lockDeal(tx, id);
    if (!existing) throw new NotFoundError(DEAL_NOT_FOUND);
    await checkLinks(ctx, data);
    // The deal's row is locked (lockDeal): its values are the ones the change merges over.
    const current = existing.customFields as CustomFieldValues;
    const values = customFields == null ? current : await checkRecordCustomFields(tx, "deal", customFields, current);
    const customerChanged = data.customerId !== undefined && data.customerId !== existing.customerId;
    await writeDealContacts(
      tx,
      id,
      { customerId: data.customerId ?? existing.customerId, customerChanged },
      contactIds,
    );
    const stage = data.stage ?? existing.stage;
    const closedAt = closeDateFor(stage, givenCloseDate, existing.closedAt, "now");
    const lost = lostReasonFor(stage, { lostReason, lostNote }, existing);
    const moved = stage !== existing.stage;
    const placed = moved ? { position: await topOfColumn(tx, stage) } : {};
    const deal = await tx.deal.update({
      ...selection,
      where: { id },
      data: { ...data, ...lost, closedAt, ...placed, customFields: values as Prisma.InputJsonObject },
    });
    if (moved) {
      const customerId = data.customerId ?? existing.customerId;
      await logStageChange(
        tx,
        viewer.id,
        { title: data.title ?? existing.title, customerId, isSample: existing.isSample },
        existing.stage,
        stage,
      );
    }
    return deal;
  });
}

export async function deleteDeal(ctx: Context, id: string) {
  const { db } = requireWorkspace(ctx);
  const { count } = await db.deal.deleteMany({ where: { id: checkId(id, DEAL_NOT_FOUND) } });
  if (count === 0) throw new NotFoundError(DEAL_NOT_FOUND);
  return { id };
}
