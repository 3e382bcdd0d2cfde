import { Alert, Spin } from "antd";
import type { DealFilter } from "#web/graphql/generated/graphql.ts";
import { useDealBoard } from "../hooks/useDealBoard.ts";
import { DealBoard } from "./DealBoard.tsx";

/** The Deals screen's board: its columns as filtered, moves saved as they are made. */
export function DealBoardView({ filter }: { filter: DealFilter }) {
  const { board, loading, error, loadingMore, loadMore, move } = useDealBoard(filter);
  return (
    <>
      {error ? <Alert type="error" showIcon title="Failed to load deals" className="deal-list-error" /> : null}
      {board ? (
        <DealBoard board={board} loadingMore={loadingMore} onLoadMore={loadMore} onMove={move} />
      ) : (
        <Spin spinning={loading} />
      )}
    </>
  );
}
