import { z } from "zod";
import { pageInput } from "#core/lists/list-input.rules.ts";
import { filterTreeRule } from "#core/lists/filter-tree.rules.ts";
import { CUSTOMER_FILTER_FIELDS } from "./customers.filter.rules.ts";
import { customerFilter, customerOrder } from "./customers.rules.ts";

/**
 * The customers list's whole input, checked once by its service: the page, the screen's filters, the
 * filter tree and the order. REST and GraphQL both hand their arguments to it as they come (REST's
 * query text turned into this shape, numbers still as text); no transport checks them itself.
 */
export const customerListInput = z.object({
  // In the order REST lists its parameters, so a 400 names them in that order: limit, cursor, offset,
  // filter (the tree), search, status, sort.
  ...pageInput,
  filterTree: filterTreeRule(CUSTOMER_FILTER_FIELDS).optional(),
  filter: customerFilter,
  orderBy: customerOrder,
});

export type CustomerListArgs = z.output<typeof customerListInput>;
