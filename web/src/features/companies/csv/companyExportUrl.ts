import type { COMPANY_ORDER_FIELDS } from "#schema/companies/companies.rules.ts";
import { csvExportUrl } from "#web/ui/csvExportUrl.ts";

/** The Companies screen's filter and order, as its list asks GraphQL for them (CompanyFilter, CompanyOrder). */
export type CompanyExportFilter = {
  search?: string | null;
  industry?: string | null;
  sizeMin?: number | null;
  sizeMax?: number | null;
  ownerId?: string | null;
};
export type CompanyExportOrder = { field: (typeof COMPANY_ORDER_FIELDS)[number]; direction: "asc" | "desc" };

/** The CSV download of the Companies list as the screen shows it: same search, filters and order. */
export function companyExportUrl(
  filter: CompanyExportFilter | null | undefined,
  orderBy: CompanyExportOrder | null,
): string {
  const bound = (value: number | null | undefined) => (value === null || value === undefined ? null : String(value));
  return csvExportUrl("/api/companies/export.csv", {
    q: filter?.search,
    industry: filter?.industry,
    sizeMin: bound(filter?.sizeMin),
    sizeMax: bound(filter?.sizeMax),
    ownerId: filter?.ownerId,
    sort: orderBy && `${orderBy.direction === "desc" ? "-" : ""}${orderBy.field}`,
  });
}
