import { Flex, Table, type TableColumnsType } from "antd";
import type { ReactNode } from "react";
import type { useCursorPages } from "../hooks/useCursorPages.ts";
import { ScrollFrame } from "#web/ui/ScrollFrame.tsx";
import { CursorPager } from "./CursorPager.tsx";

export type PagedTableProps<Row> = {
  columns: TableColumnsType<Row>;
  /** The connection shown (the previous page's while the next one loads). */
  connection: { totalCount: number; edges: { node: Row }[] } | undefined;
  /** The page info of the page just loaded, if it has loaded. */
  pageInfo: { hasNextPage: boolean; endCursor?: string | null } | undefined;
  pages: ReturnType<typeof useCursorPages>;
  pageSize: number;
  loading: boolean;
  /** Names the pager's navigation landmark, e.g. "User pages". */
  pagerLabel: string;
  emptyText: string;
  /** Names the table's scroll frame, e.g. "Users table". */
  tableLabel: string;
  /** The width below which the table scrolls sideways inside its frame. */
  minWidth: number;
  children?: ReactNode;
};

/** A table of one page of a connection, with Previous / "Page n of m" / Next under it. */
export function PagedTable<Row extends { id: string }>({
  columns,
  connection,
  pageInfo,
  pages,
  pageSize,
  loading,
  pagerLabel,
  emptyText,
  tableLabel,
  minWidth,
  children,
}: PagedTableProps<Row>) {
  const totalCount = connection?.totalCount ?? 0;
  return (
    <Flex vertical gap="middle">
      <ScrollFrame label={tableLabel} minWidth={minWidth}>
        <Table<Row>
          rowKey="id"
          columns={columns}
          dataSource={connection?.edges.map((edge) => edge.node) ?? []}
          loading={loading}
          pagination={false}
          locale={{ emptyText }}
        />
      </ScrollFrame>
      <CursorPager
        label={pagerLabel}
        page={pages.page}
        pageCount={Math.max(1, Math.ceil(totalCount / pageSize))}
        hasPrevious={pages.hasPrevious}
        hasNext={Boolean(pageInfo?.hasNextPage && pageInfo.endCursor)}
        loading={loading}
        onPrevious={pages.goPrevious}
        onNext={() => pages.goNext(pageInfo?.endCursor)}
      />
      {children}
    </Flex>
  );
}
