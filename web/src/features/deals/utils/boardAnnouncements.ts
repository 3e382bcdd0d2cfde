import type { Announcements, UniqueIdentifier } from "@dnd-kit/core";
import { DEAL_STAGE_LABELS } from "#schema/deals/deals.rules.ts";
import { findDeal, type Board } from "./boardColumns.ts";

/** What a screen reader hears while a card is picked up: instead of dnd-kit's ids, titles and stages. */
export const BOARD_INSTRUCTIONS =
  "To move a deal, press Space or Enter on its move button. Use the arrow keys to move it within its stage and to other stages, Space or Enter to drop it, and Escape to cancel.";

function place(board: Board, id: UniqueIdentifier): string {
  const key = String(id);
  if (key.startsWith("column:"))
    return `the ${DEAL_STAGE_LABELS[key.slice("column:".length) as keyof typeof DEAL_STAGE_LABELS]} stage`;
  const found = findDeal(board, key);
  if (!found) return "the board";
  return `position ${found.index + 1} in ${DEAL_STAGE_LABELS[found.stage]}`;
}

export function boardAnnouncements(board: Board): Announcements {
  const title = (id: UniqueIdentifier) => findDeal(board, String(id))?.deal.title ?? "The deal";
  return {
    onDragStart: ({ active }) => `Picked up ${title(active.id)}, at ${place(board, active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${title(active.id)} is over ${place(board, over.id)}.` : `${title(active.id)} is not over a stage.`,
    onDragEnd: ({ active, over }) =>
      over ? `${title(active.id)} was dropped at ${place(board, active.id)}.` : `${title(active.id)} was put back.`,
    onDragCancel: ({ active }) => `Moving ${title(active.id)} was cancelled; it is back where it was.`,
  };
}
