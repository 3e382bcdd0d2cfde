import type { CustomerOrder, CustomerOrderField } from "../../../graphql/generated/graphql.ts";

export type SortableColumn = "name" | "company" | "value";

export type ColumnSort = {
  columnKey?: unknown;
  order?: "ascend" | "descend" | null;
};

const FIELD_BY_COLUMN: Record<SortableColumn, CustomerOrderField> = {
  name: "name",
  company: "company",
  value: "value",
};

function isSortableColumn(key: unknown): key is SortableColumn {
  return typeof key === "string" && key in FIELD_BY_COLUMN;
}

/** The server order for the table's sorted column, or null for the server's default order. */
export function customerOrderFromSort(sort: ColumnSort): CustomerOrder | null {
  if (!sort.order || !isSortableColumn(sort.columnKey)) {
    return null;
  }
  return { field: FIELD_BY_COLUMN[sort.columnKey], direction: sort.order === "ascend" ? "asc" : "desc" };
}

/** The antd sort order a column shows for the current server order. */
export function columnSortOrder(order: CustomerOrder | null, column: SortableColumn): "ascend" | "descend" | null {
  if (!order || order.field !== FIELD_BY_COLUMN[column]) {
    return null;
  }
  return order.direction === "asc" ? "ascend" : "descend";
}
