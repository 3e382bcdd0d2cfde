import type {
  CustomerFilter,
  CustomerOrder,
  CustomerOrderField,
  CustomerStatus,
} from "#web/graphql/generated/graphql.ts";
import { orderFromParam, orderToParam, pageFromParam, withParams } from "#web/ui/lists/listAddress.ts";

export type StatusFilter = CustomerStatus | "all";

/** What the Customers screen shows, as its address keeps it: ?q=<text>&status=lead&sort=-value&page=2. */
export type CustomerListFilters = { search: string; status: StatusFilter; sort: CustomerOrder | null; page: number };

const STATUSES: readonly CustomerStatus[] = ["active", "lead", "inactive"];
const ORDER_FIELDS: readonly CustomerOrderField[] = ["name", "company", "value", "createdAt"];

/** The list a link or reload asks for; anything unknown shows every customer, unsorted, from page 1. */
export function filtersFromSearchParams(params: URLSearchParams): CustomerListFilters {
  const status = params.get("status");
  return {
    search: params.get("q") ?? "",
    status: STATUSES.find((candidate) => candidate === status) ?? "all",
    sort: orderFromParam(params.get("sort"), ORDER_FIELDS),
    page: pageFromParam(params.get("page")),
  };
}

/** The query string for the filters, leaving out the defaults; other parameters stay. */
export function withFilters(params: URLSearchParams, filters: CustomerListFilters): URLSearchParams {
  return withParams(params, {
    q: filters.search || null,
    status: filters.status === "all" ? null : filters.status,
    sort: orderToParam(filters.sort),
    page: filters.page > 1 ? String(filters.page) : null,
  });
}

/** The server's filter for the screen's choices (the text trimmed). */
export function customerFilter({ search, status }: Pick<CustomerListFilters, "search" | "status">): CustomerFilter {
  return { search: search.trim() || null, status: status === "all" ? null : status };
}
