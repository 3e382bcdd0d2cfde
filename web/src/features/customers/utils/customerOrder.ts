import type { CustomerOrderField } from "#web/graphql/generated/graphql.ts";
import { serverSortedTable } from "#web/ui/serverSortedTable.ts";

export type SortableColumn = "name" | "company" | "value";

export const customerTableSort = serverSortedTable<SortableColumn, CustomerOrderField>({
  name: "name",
  company: "company",
  value: "value",
});
