import { Flex, Table, type TableColumnsType } from "antd";
import type { ReactNode } from "react";
import { ListPager } from "#web/ui/lists/ListPager.tsx";
import { ScrollFrame } from "#web/ui/ScrollFrame.tsx";

export type PagedTableProps<Row> = {
  columns: TableColumnsType<Row>;
  /** One page of the list (useConnectionPages). */
  pages: {
    rows: Row[];
    totalCount: number;
    totalIsLowerBound: boolean;
    page: number;
    pageSize: number;
    loading: boolean;
    goToPage: (page: number) => void;
  };
  /** Names the pager's navigation landmark, e.g. "User pages". */
  pagerLabel: string;
  /** What the list holds, for the pager's total: "users". */
  noun: readonly [one: string, many: string];
  emptyText: string;
  /** Names the table's scroll frame, e.g. "Users table". */
  tableLabel: string;
  /** The width below which the table scrolls sideways inside its frame. */
  minWidth: number;
  children?: ReactNode;
};

/** A table of one page of a connection, with the one pager of every list under it. */
export function PagedTable<Row extends { id: string }>({
  columns,
  pages,
  pagerLabel,
  noun,
  emptyText,
  tableLabel,
  minWidth,
  children,
}: PagedTableProps<Row>) {
  return (
    <Flex vertical gap="middle">
      <ScrollFrame label={tableLabel} minWidth={minWidth}>
        <Table<Row>
          rowKey="id"
          columns={columns}
          dataSource={pages.rows}
          loading={pages.loading}
          pagination={false}
          locale={{ emptyText }}
        />
      </ScrollFrame>
      <ListPager
        label={pagerLabel}
        noun={noun}
        page={pages.page}
        pageSize={pages.pageSize}
        totalCount={pages.totalCount}
        totalIsLowerBound={pages.totalIsLowerBound}
        onPageChange={pages.goToPage}
      />
      {children}
    </Flex>
  );
}
