import { Alert } from "antd";
import { DealsDocument, type DealFilter, type DealOrder } from "#web/graphql/generated/graphql.ts";
import { useConnectionPages } from "#web/ui/useConnectionPages.ts";
import { DealTable } from "./DealTable.tsx";

/** Rows per page of the deals table. */
export const DEAL_PAGE_SIZE = 20;

export type DealTableViewProps = {
  filter: DealFilter;
  orderBy: DealOrder | null;
  onOrderChange: (order: DealOrder | null) => void;
};

/** The Deals screen's table: one page at a time, fetched on the server as filtered and sorted. */
export function DealTableView({ filter, orderBy, onOrderChange }: DealTableViewProps) {
  const pages = useConnectionPages(DealsDocument, (data) => data.deals, { filter, orderBy }, DEAL_PAGE_SIZE);
  return (
    <>
      {pages.error ? <Alert type="error" showIcon title="Failed to load deals" className="deal-list-error" /> : null}
      <DealTable
        rows={pages.rows}
        loading={pages.loading}
        page={pages.page}
        pageSize={DEAL_PAGE_SIZE}
        totalCount={pages.totalCount}
        totalIsLowerBound={pages.totalIsLowerBound}
        orderBy={orderBy}
        onPageChange={pages.goToPage}
        onOrderChange={onOrderChange}
      />
    </>
  );
}
