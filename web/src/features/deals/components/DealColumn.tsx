import { DownOutlined, RightOutlined } from "@ant-design/icons";
import { useDndContext, useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Button } from "antd";
import { isOpenStage } from "#schema/deals/deals.rules.ts";
import { formatCents } from "#web/ui/money.ts";
import { dealStageDetails } from "#web/ui/records/dealStages.ts";
import type { BoardColumn } from "../utils/boardColumns.ts";
import { shownDeals } from "../utils/shownDeals.ts";
import { DealCard } from "./DealCard.tsx";

export type DealColumnProps = {
  column: BoardColumn;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Only for Won and Lost: folded to their count and value, with a button that opens them. */
  folded?: boolean;
  onToggleFolded?: () => void;
};

/** The droppable id of a column (a card's id is its deal's). */
export const columnDropId = (stage: string) => `column:${stage}`;

/**
 * One stage of the board: its name, count and value (a header that stays in sight while the page
 * scrolls), and its cards top first, a page at a time. A folded column (Won, Lost) shows no cards but
 * still takes a dropped one.
 */
export function DealColumn({ column, loadingMore, onLoadMore, folded = false, onToggleFolded }: DealColumnProps) {
  const { label } = dealStageDetails(column.stage);
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(column.stage), data: { stage: column.stage } });
  const { active } = useDndContext();
  const headingId = `deal-column-${column.stage}`;
  const listId = `deal-column-cards-${column.stage}`;
  const deals = shownDeals(column.deals, folded, active ? String(active.id) : null);
  const closed = !isOpenStage(column.stage);

  return (
    <section
      className={`deal-column${closed ? " deal-column-closed" : ""}${folded ? " deal-column-folded" : ""}${isOver ? " deal-column-over" : ""}`}
      aria-labelledby={headingId}
    >
      <header className="deal-column-header">
        <h2 id={headingId}>{label}</h2>
        <p className="deal-column-summary">
          <span aria-label={`${column.count} deals`}>{column.count}</span>
          <span>{formatCents(column.totalValueCents)}</span>
        </p>
        {onToggleFolded ? (
          <Button
            type="text"
            size="small"
            className="deal-column-toggle"
            icon={folded ? <RightOutlined /> : <DownOutlined />}
            aria-expanded={!folded}
            aria-controls={listId}
            onClick={onToggleFolded}
          >
            {folded ? "Show deals" : "Hide deals"}
          </Button>
        ) : null}
      </header>
      <SortableContext id={column.stage} items={deals.map((deal) => deal.id)} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} id={listId} className="deal-column-cards" aria-label={`${label} deals`}>
          {deals.map((deal) => (
            <li key={deal.id}>
              <DealCard deal={deal} />
            </li>
          ))}
          {deals.length === 0 ? (
            <li className="deal-column-empty">
              {folded ? `Drop here to close as ${closedWord(column.stage)}` : "No deals"}
            </li>
          ) : null}
        </ul>
      </SortableContext>
      {column.hasNextPage && !folded ? (
        <Button block loading={loadingMore} onClick={onLoadMore} className="deal-column-more">
          Load more
        </Button>
      ) : null}
    </section>
  );
}

function closedWord(stage: string): string {
  return stage === "closed_lost" ? "lost" : "won";
}
