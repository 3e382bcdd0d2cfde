import { Alert } from "antd";
import { DealsDocument, type DealFilter, type DealOrder } from "#web/graphql/generated/graphql.ts";
import { usePageSize } from "#web/ui/lists/usePageSize.ts";
import { useConnectionPages } from "#web/ui/useConnectionPages.ts";
import { DealTable } from "./DealTable.tsx";

export type DealTableViewProps = {
  filter: DealFilter;
  orderBy: DealOrder | null;
  onOrderChange: (order: DealOrder | null) => void;
};

/** The Deals screen's table: one page at a time, fetched on the server as filtered and sorted. */
export function DealTableView({ filter, orderBy, onOrderChange }: DealTableViewProps) {
  const { pageSize } = usePageSize();
  const pages = useConnectionPages(DealsDocument, (data) => data.deals, { filter, orderBy }, pageSize);
  return (
    <>
      {pages.error ? <Alert type="error" showIcon title="Failed to load deals" className="deal-list-error" /> : null}
      <DealTable
        rows={pages.rows}
        loading={pages.loading}
        page={pages.page}
        pageSize={pageSize}
        totalCount={pages.totalCount}
        totalIsLowerBound={pages.totalIsLowerBound}
        orderBy={orderBy}
        onPageChange={pages.goToPage}
        onOrderChange={onOrderChange}
      />
    </>
  );
}
