import type { CustomerOrder, CustomerStatus } from "#web/graphql/generated/graphql.ts";
import { csvExportUrl } from "#web/ui/csvExportUrl.ts";

export type CustomerExportQuery = { search: string; status: CustomerStatus | null; orderBy: CustomerOrder | null };

/** The CSV download of the list as the screen shows it: same search, status and order. */
export function customerExportUrl({ search, status, orderBy }: CustomerExportQuery): string {
  return csvExportUrl("/api/customers/export.csv", {
    search,
    status,
    sort: orderBy && `${orderBy.direction === "desc" ? "-" : ""}${orderBy.field}`,
  });
}
