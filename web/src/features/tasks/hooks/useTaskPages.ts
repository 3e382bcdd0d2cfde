import { TasksDocument, type TaskFilter } from "#web/graphql/generated/graphql.ts";
import { usePageSize } from "#web/ui/lists/usePageSize.ts";
import { useConnectionPages } from "#web/ui/useConnectionPages.ts";

/**
 * One page of the filtered tasks (the person's page size), in the server's default order: soonest
 * due first, tasks without a due date last (see listTasks).
 */
export function useTaskPages(filter: TaskFilter) {
  const { pageSize } = usePageSize();
  return useConnectionPages(TasksDocument, (data) => data.tasks, { filter, orderBy: null }, pageSize);
}
