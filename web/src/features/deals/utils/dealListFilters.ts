import type { DealFilter, DealOrder, DealOrderField } from "#web/graphql/generated/graphql.ts";
import { orderFromParam as orderFromParamOf, orderToParam, withParams } from "#web/ui/lists/listAddress.ts";

export { orderToParam };

export type DealView = "board" | "table";

/** What the Deals screen shows, as its address keeps it: ?view=table&owner=<id>&q=<text>&sort=-value. */
export type DealListFilters = { view: DealView; ownerId: string | null; search: string; sort: DealOrder | null };

const ORDER_FIELDS: readonly DealOrderField[] = ["createdAt", "closedAt", "title", "value", "expectedCloseAt", "stage"];

/** `value` or `-value` (descending), as the REST API's `sort` says it. */
export function orderFromParam(param: string | null): DealOrder | null {
  return orderFromParamOf(param, ORDER_FIELDS);
}

/** The screen a link or reload asks for; anything unknown shows the board, everyone's deals, unsorted. */
export function filtersFromSearchParams(params: URLSearchParams): DealListFilters {
  return {
    view: params.get("view") === "table" ? "table" : "board",
    ownerId: params.get("owner") || null,
    search: params.get("q") ?? "",
    sort: orderFromParam(params.get("sort")),
  };
}

/** The query string for the filters, leaving out the defaults; other parameters stay. */
export function withFilters(params: URLSearchParams, filters: DealListFilters): URLSearchParams {
  return withParams(params, {
    view: filters.view === "table" ? "table" : null,
    owner: filters.ownerId,
    q: filters.search || null,
    sort: orderToParam(filters.sort),
  });
}

/** The server's filter for the screen's choices (the text as typed, trimmed). */
export function dealFilter({ ownerId, search }: Pick<DealListFilters, "ownerId" | "search">): DealFilter {
  return { ownerId, search: search.trim() || null };
}
