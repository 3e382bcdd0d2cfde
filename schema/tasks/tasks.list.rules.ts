import { z } from "zod";
import { pageInput } from "#core/lists/list-input.rules.ts";
import { filterTreeRule } from "#core/lists/filter-tree.rules.ts";
import { TASK_FILTER_FIELDS } from "./tasks.filter.rules.ts";
import { taskFilter, taskOrder } from "./tasks.rules.ts";

/**
 * The tasks list's whole input, checked once by its service: the page, the screen's filters, the
 * filter tree and the order. REST and GraphQL both hand their arguments to it as they come (REST's
 * query text turned into this shape, numbers still as text); no transport checks them itself.
 */
export const taskListInput = z.object({
  // In the order REST lists its parameters, so a 400 names them in that order: limit, cursor, offset,
  // filter (the tree), status, priority, customerId, sort.
  ...pageInput,
  filterTree: filterTreeRule(TASK_FILTER_FIELDS).optional(),
  filter: taskFilter,
  orderBy: taskOrder,
});

export type TaskListArgs = z.output<typeof taskListInput>;
