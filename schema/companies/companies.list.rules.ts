import { z } from "zod";
import { pageInput } from "#core/lists/list-input.rules.ts";
import { filterTreeRule } from "#core/lists/filter-tree.rules.ts";
import { COMPANY_FILTER_FIELDS } from "./companies.filter.rules.ts";
import { companyFilter, companyOrder } from "./companies.rules.ts";

/**
 * The companies list's whole input, checked once by its service: the page, the screen's filters, the
 * filter tree and the order (as customerListInput).
 */
export const companyListInput = z.object({
  ...pageInput,
  filterTree: filterTreeRule(COMPANY_FILTER_FIELDS).optional(),
  filter: companyFilter,
  orderBy: companyOrder,
});

export type CompanyListArgs = z.output<typeof companyListInput>;
