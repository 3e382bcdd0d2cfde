import { Table, Tag, type TableColumnsType } from "antd";
import { Link, useLocation } from "react-router-dom";
import type { DealCardFieldsFragment, DealOrder } from "#web/graphql/generated/graphql.ts";
import { dealStageDetails } from "#web/ui/records/dealStages.ts";
import { formatDate } from "#web/ui/formatDate.ts";
import { formatCents } from "#web/ui/money.ts";
import { ListPager } from "#web/ui/lists/ListPager.tsx";
import { ScrollFrame } from "#web/ui/ScrollFrame.tsx";
import { formatExpectedClose } from "../utils/dealDates.ts";
import { dealTableSort } from "../utils/dealTableSort.ts";

export type DealTableProps = {
  rows: DealCardFieldsFragment[];
  loading: boolean;
  page: number;
  pageSize: number;
  totalCount: number;
  totalIsLowerBound: boolean;
  orderBy: DealOrder | null;
  onPageChange: (page: number) => void;
  onOrderChange: (order: DealOrder | null) => void;
};

/** The deals as a table, paged and sorted on the server; a title opens the deal's panel. */
export function DealTable(props: DealTableProps) {
  const { rows, loading, page, pageSize, totalCount, totalIsLowerBound, orderBy, onPageChange, onOrderChange } = props;
  const { search } = useLocation();
  const sorted = (key: "title" | "stage" | "value" | "expectedCloseAt" | "createdAt") => ({
    key,
    sorter: true,
    sortOrder: dealTableSort.columnSortOrder(orderBy, key),
  });
  const columns: TableColumnsType<DealCardFieldsFragment> = [
    {
      ...sorted("title"),
      title: "Deal",
      render: (_, deal) => <Link to={{ pathname: `/deals/${deal.id}`, search }}>{deal.title}</Link>,
    },
    {
      key: "customer",
      title: "Customer",
      render: (_, deal) => <Link to={`/customers/${deal.customer.id}`}>{deal.customer.name}</Link>,
    },
    {
      ...sorted("stage"),
      title: "Stage",
      render: (_, deal) => {
        const { label, color } = dealStageDetails(deal.stage);
        return <Tag color={color}>{label}</Tag>;
      },
    },
    { ...sorted("value"), title: "Value", align: "right", render: (_, deal) => formatCents(deal.valueCents) },
    { key: "owner", title: "Owner", render: (_, deal) => deal.owner?.username ?? "No owner" },
    {
      ...sorted("expectedCloseAt"),
      title: "Expected close",
      render: (_, deal) => formatExpectedClose(deal.expectedCloseAt),
    },
    { ...sorted("createdAt"), title: "Created", render: (_, deal) => formatDate(deal.createdAt) },
  ];

  const handleChange = dealTableSort.onChange<DealCardFieldsFragment>({ onOrderChange, onPageChange });

  return (
    <>
      <ScrollFrame label="Deals table" minWidth={860}>
        <Table<DealCardFieldsFragment>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={loading}
          onChange={handleChange}
          pagination={false}
          locale={{ emptyText: "No deals found" }}
        />
      </ScrollFrame>
      <ListPager
        label="Deal pages"
        noun={["deal", "deals"]}
        page={page}
        pageSize={pageSize}
        totalCount={totalCount}
        totalIsLowerBound={totalIsLowerBound}
        onPageChange={onPageChange}
      />
    </>
  );
}
