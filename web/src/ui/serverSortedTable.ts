import type { TableProps } from "antd";

type SortOrder = "ascend" | "descend" | null;
type ServerOrder<Field extends string> = { field: Field; direction: "asc" | "desc" };
type ColumnSort = { columnKey?: unknown; order?: SortOrder | undefined };

/**
 * A table sorted and paged by the server: each sortable column key names the order field it sorts by.
 * Turns antd's sorter into the server's order and back, and its onChange into the two callbacks.
 */
export function serverSortedTable<Column extends string, Field extends string>(fieldByColumn: Record<Column, Field>) {
  const isSortable = (key: unknown): key is Column => typeof key === "string" && Object.hasOwn(fieldByColumn, key);

  function orderFromSort({ columnKey, order }: ColumnSort): ServerOrder<Field> | null {
    if (!order || !isSortable(columnKey)) return null;
    return { field: fieldByColumn[columnKey], direction: order === "ascend" ? "asc" : "desc" };
  }

  /** The antd sort order a column shows for the current server order. */
  function columnSortOrder(order: ServerOrder<Field> | null, column: Column): SortOrder {
    if (!order || order.field !== fieldByColumn[column]) return null;
    return order.direction === "asc" ? "ascend" : "descend";
  }

  function onChange<Row>(handlers: {
    onOrderChange: (order: ServerOrder<Field> | null) => void;
    onPageChange: (page: number) => void;
  }): TableProps<Row>["onChange"] {
    return (pagination, _filters, sorter, extra) => {
      if (extra.action === "sort") {
        const sort: ColumnSort = Array.isArray(sorter) ? (sorter[0] ?? {}) : sorter;
        handlers.onOrderChange(orderFromSort(sort));
      } else if (extra.action === "paginate" && pagination.current) {
        handlers.onPageChange(pagination.current);
      }
    };
  }

  return { orderFromSort, columnSortOrder, onChange };
}
