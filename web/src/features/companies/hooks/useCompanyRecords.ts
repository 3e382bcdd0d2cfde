import {
  CompanyActivitiesDocument,
  CompanyDealsDocument,
  CompanyTasksDocument,
} from "#web/graphql/generated/graphql.ts";
import { openThenDone, type PagedList } from "#web/ui/lists/pagedLists.ts";
import { usePagedConnection } from "./usePagedConnection.ts";

/**
 * The company's deals (newest first), tasks (open ones soonest due first, then done ones latest due
 * first) and activities (newest first), each a page at a time.
 */
export function useCompanyRecords(companyId: string) {
  const deals = usePagedConnection(CompanyDealsDocument, "deals", { companyId }, "deals");
  const openTasks = usePagedConnection(
    CompanyTasksDocument,
    "tasks",
    { companyId, status: "pending", orderBy: { field: "dueAt", direction: "asc" } },
    "tasks",
  );
  const doneTasks = usePagedConnection(
    CompanyTasksDocument,
    "tasks",
    { companyId, status: "completed", orderBy: { field: "dueAt", direction: "desc" } },
    "tasks",
  );
  const activities = usePagedConnection(CompanyActivitiesDocument, "activities", { companyId }, "activities");

  const taskList = openThenDone(openTasks.list, doneTasks.list);
  const tasks: PagedList<(typeof taskList.items)[number]> = {
    ...taskList,
    loadingMore: openTasks.list.loadingMore || doneTasks.list.loadingMore,
    loadMore: openTasks.list.hasMore ? openTasks.list.loadMore : doneTasks.list.loadMore,
  };

  return {
    deals: deals.list,
    tasks,
    activities: activities.list,
    refetch: () => {
      deals.refetch();
      openTasks.refetch();
      doneTasks.refetch();
      activities.refetch();
    },
  };
}
