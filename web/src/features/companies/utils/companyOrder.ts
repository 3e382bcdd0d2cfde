import type { CompanyOrderField } from "#web/graphql/generated/graphql.ts";
import { serverSortedTable } from "#web/ui/serverSortedTable.ts";

export type SortableColumn = "name" | "industry" | "size";

export const companyTableSort = serverSortedTable<SortableColumn, CompanyOrderField>({
  name: "name",
  industry: "industry",
  size: "size",
});
