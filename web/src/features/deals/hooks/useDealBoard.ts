import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import {
  DealBoardDocument,
  DealColumnMoreDocument,
  MoveDealDocument,
  type DealFilter,
  type DealStage,
} from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { serverMessage } from "#web/ui/userFacingError.ts";
import {
  boardFromPipeline,
  dealAbove,
  findDeal,
  moveOnBoard,
  withDeal,
  withNextPage,
  type Board,
} from "../utils/boardColumns.ts";

/** Cards a column loads at a time. */
export const COLUMN_PAGE_SIZE = 20;

/** Where a dragged card was dropped, and the close date (and a lost deal's reason) when the drop closes the deal. */
export type BoardMove = {
  dealId: string;
  stage: DealStage;
  index: number;
  closedAt?: string | null;
  lostReason?: string | null;
  lostNote?: string;
};

type BoardState = { key: string; board: Board };

/**
 * The deals board for a filter: each column's first page with its count and value, more cards per
 * column on demand, and moves shown at once and saved in the background (taken back, with the
 * server's reason, when the save fails).
 */
export function useDealBoard(filter: DealFilter) {
  const client = useApolloClient();
  const key = JSON.stringify(filter);
  const { data, error, loading, refetch } = useQuery(DealBoardDocument, {
    variables: { filter, first: COLUMN_PAGE_SIZE },
    // The board keeps its own state (pages loaded, moves): only an answer from the server replaces it,
    // never the cache's copy of a deal that a move just changed.
    fetchPolicy: "no-cache",
  });
  const [moveDeal] = useMutation(MoveDealDocument);
  const [state, setState] = useState<BoardState | null>(null);
  const [loadingMore, setLoadingMore] = useState<DealStage | null>(null);

  // The server's board replaces the one shown whenever it answers (a new filter, a refetch after an edit).
  const [answered, setAnswered] = useState(data);
  if (data && data !== answered) {
    setAnswered(data);
    setState({ key, board: boardFromPipeline(data.dealPipeline) });
  }
  const board = state?.key === key ? state.board : data ? boardFromPipeline(data.dealPipeline) : null;

  async function loadMore(stage: DealStage) {
    const column = board?.find((candidate) => candidate.stage === stage);
    if (!board || !column?.endCursor) return;
    setLoadingMore(stage);
    try {
      const more = await client.query({
        query: DealColumnMoreDocument,
        variables: { filter: { ...filter, stage }, first: COLUMN_PAGE_SIZE, after: column.endCursor },
        fetchPolicy: "network-only",
      });
      if (more.data) setState({ key, board: withNextPage(board, stage, more.data.deals) });
    } catch (failure) {
      toast.error("Failed to load more deals", serverMessage(failure));
    } finally {
      setLoadingMore(null);
    }
  }

  async function move({ dealId, stage, index, closedAt, lostReason, lostNote }: BoardMove) {
    const origin = board && findDeal(board, dealId);
    if (!board || !origin) return;
    const moved = moveOnBoard(board, dealId, stage, index);
    setState({ key, board: moved });
    try {
      const input = {
        stage,
        afterId: dealAbove(moved, dealId),
        ...(closedAt ? { closedAt } : {}),
        ...(lostReason ? { lostReason, lostNote } : {}),
      };
      const saved = (await moveDeal({ variables: { id: dealId, input } })).data?.moveDeal;
      if (saved) setState((current) => current && { ...current, board: withDeal(current.board, saved) });
    } catch (failure) {
      // Only this card goes back: moves made since, which may have been saved, stay where they are.
      setState(
        (current) =>
          current && {
            ...current,
            board: withDeal(moveOnBoard(current.board, dealId, origin.stage, origin.index), origin.deal),
          },
      );
      toast.error("Failed to move deal", serverMessage(failure) || "Check your connection and try again.");
    }
  }

  return {
    board,
    loading: loading && !board,
    error,
    loadingMore,
    loadMore,
    move,
    refresh: () => void refetch().catch(() => {}),
  };
}
