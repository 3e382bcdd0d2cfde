import type { DealOrder, DealOrderField } from "../../../graphql/generated/graphql.ts";

export type SortableDealColumn = "title" | "stage" | "value" | "expectedCloseAt" | "createdAt";

export type ColumnSort = { columnKey?: unknown; order?: "ascend" | "descend" | null };

const SORTABLE: readonly SortableDealColumn[] = ["title", "stage", "value", "expectedCloseAt", "createdAt"];

/** The server order for the table's sorted column (each column is named for its order field), or none. */
export function dealOrderFromSort({ columnKey, order }: ColumnSort): DealOrder | null {
  const field = SORTABLE.find((column) => column === columnKey);
  if (!order || !field) return null;
  return { field: field as DealOrderField, direction: order === "ascend" ? "asc" : "desc" };
}

/** The antd sort order a column shows for the current server order. */
export function columnSortOrder(order: DealOrder | null, column: SortableDealColumn): "ascend" | "descend" | null {
  if (!order || order.field !== column) return null;
  return order.direction === "asc" ? "ascend" : "descend";
}
