import type { DealOrderField } from "#web/graphql/generated/graphql.ts";
import { serverSortedTable } from "#web/ui/serverSortedTable.ts";

export type SortableDealColumn = "title" | "stage" | "value" | "expectedCloseAt" | "createdAt";

/** Each column is named for its order field. */
export const dealTableSort = serverSortedTable<SortableDealColumn, DealOrderField>({
  title: "title",
  stage: "stage",
  value: "value",
  expectedCloseAt: "expectedCloseAt",
  createdAt: "createdAt",
});
