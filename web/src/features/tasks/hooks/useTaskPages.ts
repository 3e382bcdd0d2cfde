import { TasksDocument, type TaskFilter } from "#web/graphql/generated/graphql.ts";
import { useConnectionPages } from "#web/ui/useConnectionPages.ts";

/** Task cards per page of the Tasks screen. */
export const TASK_PAGE_SIZE = 10;

/**
 * One page of the filtered tasks, in the server's default order: soonest due first, tasks without a
 * due date last (see listTasks).
 */
export function useTaskPages(filter: TaskFilter) {
  return useConnectionPages(TasksDocument, (data) => data.tasks, { filter, orderBy: null }, TASK_PAGE_SIZE);
}
