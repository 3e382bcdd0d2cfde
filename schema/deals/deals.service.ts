import type { Prisma } from "../../prisma/generated/prisma/client.ts";
import { requireWorkspace } from "../auth/guards.ts";
import type { Context } from "../context.ts";
import { assertCustomerExists } from "../customers/customers.service.ts";
import { NotFoundError } from "../errors.ts";
import { checkId } from "../ids.ts";
import type { Selection } from "../selection.ts";
import { parseInput } from "../validation.ts";
import { dealInput, OPEN_DEAL_STAGES } from "./deals.rules.ts";

const DEAL_NOT_FOUND = "Deal not found";

function isOpen(stage: string): boolean {
  return (OPEN_DEAL_STAGES as readonly string[]).includes(stage);
}

type DealSelection = Selection<Prisma.DealFindManyArgs>;

export async function createDeal(ctx: Context, input: unknown, selection: DealSelection = {}) {
  const { db } = requireWorkspace(ctx);
  const data = parseInput(dealInput, input);
  await assertCustomerExists(ctx, data.customerId);
  const closedAt = data.stage && !isOpen(data.stage) ? new Date() : null;
  return db.deal.create({ ...selection, data: { ...data, closedAt } });
}

/** A deal is closed when it enters a closed stage; it keeps that date until it is reopened. */
export async function updateDeal(ctx: Context, id: string, input: unknown, selection: DealSelection = {}) {
  const { db } = requireWorkspace(ctx);
  const data = parseInput(dealInput, input);
  const existing = await db.deal.findUnique({ where: { id: checkId(id, DEAL_NOT_FOUND) } });
  if (!existing) throw new NotFoundError(DEAL_NOT_FOUND);
  await assertCustomerExists(ctx, data.customerId);
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
