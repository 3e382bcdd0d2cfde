import type { z } from "zod";
import type { Prisma } from "../../prisma/generated/prisma/client.ts";
import { requireWorkspace } from "../auth/guards.ts";
import type { Context } from "../context.ts";
import { assertCustomerExists, assertCustomerFound } from "../customers/customers.service.ts";
import { NotFoundError } from "../errors.ts";
import { checkId } from "../ids.ts";
import { listPage, type PageArgs } from "../lists/list-page.ts";
import { workspaceRowCount } from "../lists/row-counts.ts";
import type { SortKey } from "../lists/sort-keys.ts";
import { cappedTotal, exactTotal, WITHIN_WORKSPACE } from "../lists/totals.ts";
import type { Selection } from "../selection.ts";
import { parseInput } from "../validation.ts";
import { dealFilter, dealInput, dealOrder, dealPatch, OPEN_DEAL_STAGES, type DealListOrder } from "./deals.rules.ts";

export type DealListInput = PageArgs & {
  /** Checked by the service: REST passes query strings as they come. */
  filter?: unknown;
  orderBy?: unknown;
};

export const DEAL_NOT_FOUND = "Deal not found";

const ORDER_COLUMNS: Record<DealListOrder["field"], Omit<SortKey, "direction">> = {
  createdAt: { field: "createdAt", kind: "date" },
  closedAt: { field: "closedAt", kind: "date", nulls: "last" },
};

function isOpen(stage: string): boolean {
  return (OPEN_DEAL_STAGES as readonly string[]).includes(stage);
}

type DealSelection = Selection<Prisma.DealFindManyArgs>;

/** Newest first by default; open deals (no close date) come last when ordered by close date. */
export async function listDeals(ctx: Context, input: DealListInput, selection: DealSelection = {}) {
  const { db } = requireWorkspace(ctx);
  const { stage, customerId } = parseInput(dealFilter, input.filter) ?? {};
  const where: Prisma.DealWhereInput = {
    ...(stage ? { stage } : {}),
    ...(customerId ? { customerId } : {}),
  };
  const order = parseInput(dealOrder, input.orderBy) ?? { field: "createdAt", direction: "desc" };
  const total =
    stage || customerId
      ? cappedTotal((limit) => db.deal.count({ where, take: limit, orderBy: WITHIN_WORKSPACE }))
      : exactTotal(() => workspaceRowCount(db, "deals"));
  return listPage(
    input,
    [{ ...ORDER_COLUMNS[order.field], direction: order.direction }],
    where,
    (query) => db.deal.findMany({ ...selection, ...query }),
    total,
  );
}

/** One customer's deals, filtered and ordered as the list; a customer the workspace does not have is "not found". */
export async function listCustomerDeals(ctx: Context, customerId: string, input: DealListInput) {
  await assertCustomerFound(ctx, customerId);
  return listDeals(ctx, { ...input, filter: { ...(input.filter as object | undefined), customerId } });
}

export async function getDeal(ctx: Context, id: string, selection: DealSelection = {}) {
  const { db } = requireWorkspace(ctx);
  const deal = await db.deal.findUnique({ ...selection, where: { id: checkId(id, DEAL_NOT_FOUND) } });
  if (!deal) throw new NotFoundError(DEAL_NOT_FOUND);
  return deal;
}

export async function createDeal(ctx: Context, input: unknown, selection: DealSelection = {}) {
  const { db } = requireWorkspace(ctx);
  const data = parseInput(dealInput, input);
  await assertCustomerExists(ctx, data.customerId);
  const closedAt = data.stage && !isOpen(data.stage) ? new Date() : null;
  return db.deal.create({ ...selection, data: { ...data, closedAt } });
}

/** Replaces the deal's title and customer; stage and value left out are kept. */
export async function updateDeal(ctx: Context, id: string, input: unknown, selection: DealSelection = {}) {
  requireWorkspace(ctx);
  return writeDeal(ctx, id, parseInput(dealInput, input), selection);
}

/** Changes only the fields given; the rest are kept. */
export async function patchDeal(ctx: Context, id: string, input: unknown, selection: DealSelection = {}) {
  requireWorkspace(ctx);
  return writeDeal(ctx, id, parseInput(dealPatch, input), selection);
}

/** A deal is closed when it enters a closed stage; it keeps that date until it is reopened. */
async function writeDeal(ctx: Context, id: string, data: z.output<typeof dealPatch>, selection: DealSelection) {
  const { db } = requireWorkspace(ctx);
  const existing = await db.deal.findUnique({ where: { id: checkId(id, DEAL_NOT_FOUND) } });
  if (!existing) throw new NotFoundError(DEAL_NOT_FOUND);
  if (data.customerId !== undefined) await assertCustomerExists(ctx, data.customerId);
  const stage = data.stage ?? existing.stage;
  const closedAt = isOpen(stage) ? null : (existing.closedAt ?? new Date());
  return db.deal.update({ ...selection, where: { id }, data: { ...data, closedAt } });
}

export async function deleteDeal(ctx: Context, id: string) {
  const { db } = requireWorkspace(ctx);
  const { count } = await db.deal.deleteMany({ where: { id: checkId(id, DEAL_NOT_FOUND) } });
  if (count === 0) throw new NotFoundError(DEAL_NOT_FOUND);
  return { id };
}
