import { COMPANY_ORDER_FIELDS, COMPANY_SIZE_BANDS } from "#schema/companies/companies.rules.ts";
import type { CompanyFilter, CompanyOrder } from "#web/graphql/generated/graphql.ts";
import { orderFromParam, orderToParam, pageFromParam, withParams } from "#web/ui/lists/listAddress.ts";

/** A size band as the address names it: its bounds, "11-50" or "5001-" (no upper bound). */
export type SizeBandKey = string;

/**
 * What the Companies screen shows, as its address keeps it:
 * ?q=<text>&industry=Software&size=11-50&owner=<member id>&sort=-size&page=2.
 */
export type CompanyListFilters = {
  search: string;
  industry: string;
  size: SizeBandKey | null;
  ownerId: string | null;
  sort: CompanyOrder | null;
  page: number;
};

type SizeBand = (typeof COMPANY_SIZE_BANDS)[number];

export function sizeBandKey(band: Pick<SizeBand, "min" | "max">): SizeBandKey {
  return `${band.min}-${band.max ?? ""}`;
}

/** The bands of the size filter, as the Select lists them. */
export const SIZE_BAND_OPTIONS = COMPANY_SIZE_BANDS.map((band) => ({ value: sizeBandKey(band), label: band.label }));

function sizeBand(key: SizeBandKey | null): SizeBand | undefined {
  return COMPANY_SIZE_BANDS.find((band) => sizeBandKey(band) === key);
}

/** The list a link or reload asks for; anything unknown shows every company, unsorted, from page 1. */
export function filtersFromSearchParams(params: URLSearchParams): CompanyListFilters {
  const size = params.get("size");
  return {
    search: params.get("q") ?? "",
    industry: params.get("industry") ?? "",
    size: sizeBand(size) ? size : null,
    ownerId: params.get("owner") || null,
    sort: orderFromParam(params.get("sort"), COMPANY_ORDER_FIELDS),
    page: pageFromParam(params.get("page")),
  };
}

/** The query string for the filters, leaving out the defaults; other parameters stay. */
export function withFilters(params: URLSearchParams, filters: CompanyListFilters): URLSearchParams {
  return withParams(params, {
    q: filters.search || null,
    industry: filters.industry || null,
    size: filters.size,
    owner: filters.ownerId,
    sort: orderToParam(filters.sort),
    page: filters.page > 1 ? String(filters.page) : null,
  });
}

/** The server's filter for the screen's choices: texts trimmed, the size band as its bounds. */
export function companyFilter(
  filters: Pick<CompanyListFilters, "search" | "industry" | "size" | "ownerId">,
): CompanyFilter {
  const band = sizeBand(filters.size);
  return {
    search: filters.search.trim() || null,
    industry: filters.industry.trim() || null,
    sizeMin: band?.min ?? null,
    sizeMax: band?.max ?? null,
    ownerId: filters.ownerId,
  };
}
