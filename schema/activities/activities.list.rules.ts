import { z } from "zod";
import { pageInput } from "#core/lists/list-input.rules.ts";
import { filterTreeRule } from "#core/lists/filter-tree.rules.ts";
import { ACTIVITY_FILTER_FIELDS } from "./activities.filter.rules.ts";
import { activityFilter } from "./activities.rules.ts";

/**
 * The activities list's whole input, checked once by its service: the page, the screen's filters and
 * the filter tree (the timeline has one order, newest first). REST and GraphQL both hand their arguments
 * to it as they come (REST's query text turned into this shape, numbers still as text); no transport
 * checks them itself.
 */
export const activityListInput = z.object({
  // In the order REST lists its parameters, so a 400 names them in that order: limit, cursor, offset,
  // filter (the tree), type, customerId.
  ...pageInput,
  filterTree: filterTreeRule(ACTIVITY_FILTER_FIELDS).optional(),
  filter: activityFilter,
});

export type ActivityListArgs = z.output<typeof activityListInput>;
