import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Button } from "antd";
import { formatCents } from "#web/ui/money.ts";
import { dealStageDetails } from "#web/ui/records/dealStages.ts";
import type { BoardColumn } from "../utils/boardColumns.ts";
import { DealCard } from "./DealCard.tsx";

export type DealColumnProps = {
  column: BoardColumn;
  loadingMore: boolean;
  onLoadMore: () => void;
};

/** The droppable id of a column (a card's id is its deal's). */
export const columnDropId = (stage: string) => `column:${stage}`;

/** One stage of the board: its name, count and value, and its cards top first, a page at a time. */
export function DealColumn({ column, loadingMore, onLoadMore }: DealColumnProps) {
  const { label } = dealStageDetails(column.stage);
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(column.stage), data: { stage: column.stage } });
  const headingId = `deal-column-${column.stage}`;

  return (
    <section className={`deal-column${isOver ? " deal-column-over" : ""}`} aria-labelledby={headingId}>
      <header className="deal-column-header">
        <h2 id={headingId}>{label}</h2>
        <p className="deal-column-summary">
          <span aria-label={`${column.count} deals`}>{column.count}</span>
          <span>{formatCents(column.totalValueCents)}</span>
        </p>
      </header>
      <SortableContext
        id={column.stage}
        items={column.deals.map((deal) => deal.id)}
        strategy={verticalListSortingStrategy}
      >
        <ul ref={setNodeRef} className="deal-column-cards" aria-label={`${label} deals`}>
          {column.deals.map((deal) => (
            <li key={deal.id}>
              <DealCard deal={deal} />
            </li>
          ))}
          {column.deals.length === 0 ? <li className="deal-column-empty">No deals</li> : null}
        </ul>
      </SortableContext>
      {column.hasNextPage ? (
        <Button block loading={loadingMore} onClick={onLoadMore} className="deal-column-more">
          Load more
        </Button>
      ) : null}
    </section>
  );
}
