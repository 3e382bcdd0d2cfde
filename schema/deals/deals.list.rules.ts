import { z } from "zod";
import { pageInput } from "#core/lists/list-input.rules.ts";
import { filterTreeRule } from "#core/lists/filter-tree.rules.ts";
import { DEAL_FILTER_FIELDS } from "./deals.filter.rules.ts";
import { dealFilter, dealOrder } from "./deals.rules.ts";

/**
 * The deals list's whole input, checked once by its service: the page, the table's filters, the
 * filter tree and the order. REST and GraphQL both hand their arguments to it as they come (REST's
 * query text turned into this shape, numbers still as text); no transport checks them itself.
 */
export const dealListInput = z.object({
  // In the order REST lists its parameters, so a 400 names them in that order: limit, cursor, offset,
  // filter (the tree), stage, customerId, ownerId, search, sort.
  ...pageInput,
  filterTree: filterTreeRule(DEAL_FILTER_FIELDS).optional(),
  filter: dealFilter,
  orderBy: dealOrder,
});

export type DealListArgs = z.output<typeof dealListInput>;
