import type {
  DealBoardQuery,
  DealCardFieldsFragment,
  DealColumnPageFragment,
  DealStage,
} from "#web/graphql/generated/graphql.ts";

export type BoardDeal = DealCardFieldsFragment;

/** One column as the board holds it: the pages loaded so far, and the column's count and value in all. */
export type BoardColumn = {
  stage: DealStage;
  count: number;
  totalValueCents: number;
  deals: BoardDeal[];
  endCursor: string | null;
  hasNextPage: boolean;
};

export type Board = BoardColumn[];

export function boardFromPipeline(pipeline: DealBoardQuery["dealPipeline"]): Board {
  return pipeline.map(({ stage, count, totalValueCents, deals }) => ({
    stage,
    count,
    totalValueCents,
    deals: deals.edges.map((edge) => edge.node),
    endCursor: deals.pageInfo.endCursor ?? null,
    hasNextPage: deals.pageInfo.hasNextPage,
  }));
}

/** The column's next page added below what it shows (a deal already shown, moved meanwhile, is not repeated). */
export function withNextPage(board: Board, stage: DealStage, page: DealColumnPageFragment): Board {
  return board.map((column) => {
    if (column.stage !== stage) return column;
    const shown = new Set(column.deals.map((deal) => deal.id));
    const more = page.edges.map((edge) => edge.node).filter((deal) => !shown.has(deal.id));
    return {
      ...column,
      deals: [...column.deals, ...more],
      endCursor: page.pageInfo.endCursor ?? null,
      hasNextPage: page.pageInfo.hasNextPage,
    };
  });
}

export function findDeal(board: Board, dealId: string): { stage: DealStage; index: number; deal: BoardDeal } | null {
  for (const column of board) {
    const index = column.deals.findIndex((deal) => deal.id === dealId);
    if (index >= 0) return { stage: column.stage, index, deal: column.deals[index]! };
  }
  return null;
}

/**
 * The board with the deal moved into `stage` at `index` (counted among that column's other deals), its
 * stage changed and both columns' counts and values adjusted: what the board shows while the server
 * saves the move.
 */
export function moveOnBoard(board: Board, dealId: string, stage: DealStage, index: number): Board {
  const found = findDeal(board, dealId);
  if (!found) return board;
  const moved = { ...found.deal, stage };
  return board.map((column) => {
    const others = column.deals.filter((deal) => deal.id !== dealId);
    const leaving = column.stage === found.stage && column.stage !== stage;
    const entering = column.stage === stage && found.stage !== stage;
    const value = found.deal.valueCents;
    return {
      ...column,
      deals: column.stage === stage ? [...others.slice(0, index), moved, ...others.slice(index)] : others,
      count: column.count + (entering ? 1 : 0) - (leaving ? 1 : 0),
      totalValueCents: column.totalValueCents + (entering ? value : 0) - (leaving ? value : 0),
    };
  });
}

/** The deal shown right above this one in its column (null at the top): where the server places it. */
export function dealAbove(board: Board, dealId: string): string | null {
  const found = findDeal(board, dealId);
  if (!found || found.index === 0) return null;
  return board.find((column) => column.stage === found.stage)?.deals[found.index - 1]?.id ?? null;
}

/** The board with the server's version of a deal in place of the one it shows. */
export function withDeal(board: Board, saved: BoardDeal): Board {
  return board.map((column) => ({
    ...column,
    deals: column.deals.map((deal) => (deal.id === saved.id ? saved : deal)),
  }));
}
