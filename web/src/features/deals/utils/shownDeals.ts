import type { BoardDeal } from "./boardColumns.ts";

/**
 * The cards a column shows: all of them while open; folded, only the card being dragged through it
 * (so a drag or a keyboard move keeps its card on screen until it is dropped).
 */
export function shownDeals(deals: readonly BoardDeal[], folded: boolean, draggedId: string | null): BoardDeal[] {
  if (!folded) return [...deals];
  return deals.filter((deal) => deal.id === draggedId);
}
