import type { CustomerOrder, CustomerStatus } from "../../../graphql/generated/graphql.ts";

export type CustomerExportQuery = { search: string; status: CustomerStatus | null; orderBy: CustomerOrder | null };

/** The CSV download of the list as the screen shows it: same search, status and order. */
export function customerExportUrl({ search, status, orderBy }: CustomerExportQuery): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (status) params.set("status", status);
  if (orderBy) params.set("sort", `${orderBy.direction === "desc" ? "-" : ""}${orderBy.field}`);
  const query = params.toString();
  return `/api/customers/export.csv${query ? `?${query}` : ""}`;
}
