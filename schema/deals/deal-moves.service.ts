import { requireWorkspace } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import { ConflictError, NotFoundError, ValidationError } from "#core/errors.ts";
import { checkId, isUuid } from "#core/ids.ts";
import { parseInput } from "#core/validation.ts";
import { closeDateFor } from "./close-date.ts";
import { lostReasonFor } from "./lost-reason.ts";
import { lockColumn, lockDeal, positionBelow, type DealTransaction } from "./deal-placement.ts";
import { DEAL_NOT_FOUND, type DealSelection } from "./deals.service.ts";
import { DEAL_MESSAGES, DEAL_STAGE_LABELS, dealMove, type DealStageName } from "./deals.rules.ts";
import { logStageChange } from "./stage-change.ts";

/** The deal the moved one goes right below, which must be in the column it moves into. */
async function dealAbove(tx: DealTransaction, movingId: string, afterId: string, stage: DealStageName) {
  if (afterId === movingId) throw new ValidationError(DEAL_MESSAGES.placeAfterItself);
  const above = isUuid(afterId)
    ? await tx.deal.findUnique({ where: { id: afterId }, select: { id: true, stage: true, position: true } })
    : null;
  if (!above) throw new ValidationError(DEAL_MESSAGES.placeAfterNotFound);
  // Someone moved it meanwhile: the board the request was made from is out of date.
  if (above.stage !== stage) {
    throw new ConflictError(`The deal to place it after is no longer in ${DEAL_STAGE_LABELS[stage]}`);
  }
  return above;
}

/**
 * Moves a deal on the board: into `stage`, right below the deal `afterId` (at the top of the column
 * without one). Closing it as won or lost takes the close date it was closed on. Concurrent moves into
 * one column are placed one after the other (see lockColumn), so each lands where it was dropped;
 * a change of stage is noted on the customer's timeline in the same transaction, and announced to
 * webhooks as `deal.updated` by the database.
 */
export async function moveDeal(ctx: Context, id: string, input: unknown, selection: DealSelection = {}) {
  const { db, viewer } = requireWorkspace(ctx);
  checkId(id, DEAL_NOT_FOUND);
  const { stage, afterId, closedAt: givenCloseDate, lostReason, lostNote } = parseInput(dealMove, input);
  return db.$transaction(async (tx) => {
    await lockColumn(tx, stage);
    const deal = await lockDeal(tx, id);
    if (!deal) throw new NotFoundError(DEAL_NOT_FOUND);
    const above = afterId ? await dealAbove(tx, id, afterId, stage) : null;
    const moved = stage !== deal.stage;
    // Entering Won or Lost takes a date; a move within the column keeps the one it has.
    const closedAt = closeDateFor(stage, givenCloseDate, moved ? null : deal.closedAt, "required");
    const lost = lostReasonFor(stage, { lostReason, lostNote }, deal);
    const position = await positionBelow(tx, stage, id, above);
    const updated = await tx.deal.update({
      ...selection,
      where: { id },
      data: { stage, position, closedAt, ...lost },
    });
    if (moved) await logStageChange(tx, viewer.id, deal, deal.stage, stage);
    return updated;
  });
}
