import { HolderOutlined } from "@ant-design/icons";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Link, useLocation } from "react-router-dom";
import { formatCents } from "#web/ui/money.ts";
import type { BoardDeal } from "../utils/boardColumns.ts";
import { formatExpectedClose } from "../utils/dealDates.ts";
import { SampleTag } from "#web/ui/SampleTag.tsx";

export type DealCardProps = {
  deal: BoardDeal;
};

/**
 * A deal on the board: its title (which opens it), customer, value, expected close date and owner.
 * The whole card can be dragged with a pointer; the handle, a button, picks it up from the keyboard.
 */
export function DealCard({ deal }: DealCardProps) {
  const { search } = useLocation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: deal.id,
    data: { stage: deal.stage },
  });
  const style = { transform: CSS.Translate.toString(transform), transition };

  return (
    <article
      ref={setNodeRef}
      style={style}
      className={`deal-card${isDragging ? " deal-card-dragging" : ""}`}
      aria-label={deal.title}
      {...listeners}
    >
      <div className="deal-card-heading">
        <Link to={{ pathname: `/deals/${deal.id}`, search }} className="deal-card-title">
          {deal.title}
        </Link>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="deal-card-handle"
          {...attributes}
          aria-label={`Move ${deal.title}`}
        >
          <HolderOutlined aria-hidden="true" />
        </button>
      </div>
      <p className="deal-card-customer">
        {deal.customer.name}
        <SampleTag isSample={deal.isSample} />
      </p>
      <dl className="deal-card-facts">
        <div>
          <dt>Value</dt>
          <dd>{formatCents(deal.valueCents)}</dd>
        </div>
        <div>
          <dt>Expected close</dt>
          <dd>{formatExpectedClose(deal.expectedCloseAt)}</dd>
        </div>
        <div>
          <dt>Owner</dt>
          <dd>{deal.owner?.username ?? "No owner"}</dd>
        </div>
      </dl>
    </article>
  );
}
