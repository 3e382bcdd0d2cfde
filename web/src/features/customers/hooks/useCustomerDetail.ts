import { useApolloClient, useQuery } from "@apollo/client/react";
import { useState } from "react";
import {
  CustomerActivitiesPageDocument,
  CustomerDealsPageDocument,
  CustomerDetailDocument,
  CustomerTasksPageDocument,
  type CustomerDetailQuery,
  type TaskOrder,
  type TaskStatus,
} from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { appendPage, openThenDone, shownList, type PagedList, type ShownList } from "#web/ui/lists/pagedLists.ts";

/** Rows each list of the customer's page shows first, and adds on each "Show more". */
export const CUSTOMER_DETAIL_PAGE_SIZE = 20;

type Detail = CustomerDetailQuery;
type Section = "deals" | "tasks" | "activities";
type TaskList = "openTasks" | "doneTasks";

/** Open tasks soonest due first, then done ones latest due first: the orders CustomerDetail asks for. */
const TASK_PAGES: Record<TaskList, { status: TaskStatus; orderBy: TaskOrder }> = {
  openTasks: { status: "pending", orderBy: { field: "dueAt", direction: "asc" } },
  doneTasks: { status: "completed", orderBy: { field: "dueAt", direction: "desc" } },
};

/**
 * One customer with the first page of their deals, tasks and activities. Each list's `loadMore`
 * asks that list's connection for the page after its last cursor and appends it to the cached
 * CustomerDetail, so a refetch after a change (e.g. Add Deal) starts again from the first page.
 */
export function useCustomerDetail(customerId: string) {
  const client = useApolloClient();
  const variables = { id: customerId, first: CUSTOMER_DETAIL_PAGE_SIZE };
  const { data, loading, error, refetch } = useQuery(CustomerDetailDocument, {
    variables,
    fetchPolicy: "cache-and-network",
  });
  const [loadingMore, setLoadingMore] = useState<Section | null>(null);

  function update(change: (detail: Detail) => Detail) {
    client.cache.updateQuery({ query: CustomerDetailDocument, variables }, (current) => current && change(current));
  }

  const nextPage: Record<Section, (detail: Detail) => Promise<void>> = {
    async deals(detail) {
      const after = detail.deals.pageInfo.endCursor;
      if (!after) return;
      const { data: next } = await client.query({
        query: CustomerDealsPageDocument,
        variables: { customerId, first: CUSTOMER_DETAIL_PAGE_SIZE, after },
        fetchPolicy: "network-only",
      });
      if (next) update((current) => ({ ...current, deals: appendPage(current.deals, next.deals) }));
    },
    async tasks(detail) {
      const list: TaskList = detail.openTasks.pageInfo.hasNextPage ? "openTasks" : "doneTasks";
      const after = detail[list].pageInfo.endCursor;
      if (!after) return;
      const { data: next } = await client.query({
        query: CustomerTasksPageDocument,
        variables: { customerId, first: CUSTOMER_DETAIL_PAGE_SIZE, after, ...TASK_PAGES[list] },
        fetchPolicy: "network-only",
      });
      if (next) update((current) => ({ ...current, [list]: appendPage(current[list], next.tasks) }));
    },
    async activities(detail) {
      const after = detail.activities.pageInfo.endCursor;
      if (!after) return;
      const { data: next } = await client.query({
        query: CustomerActivitiesPageDocument,
        variables: { customerId, first: CUSTOMER_DETAIL_PAGE_SIZE, after },
        fetchPolicy: "network-only",
      });
      if (next) update((current) => ({ ...current, activities: appendPage(current.activities, next.activities) }));
    },
  };

  function paged<Node>(section: Section, list: ShownList<Node>): PagedList<Node> {
    return {
      ...list,
      loadingMore: loadingMore === section,
      loadMore: () => {
        if (!data || loadingMore) return;
        setLoadingMore(section);
        nextPage[section](data)
          .catch(() => toast.error(`Failed to load more ${section}`))
          .finally(() => setLoadingMore(null));
      },
    };
  }

  const lists = data?.customer
    ? {
        deals: paged("deals", shownList(data.deals)),
        tasks: paged("tasks", openThenDone(shownList(data.openTasks), shownList(data.doneTasks))),
        activities: paged("activities", shownList(data.activities)),
      }
    : null;
  return {
    customer: data?.customer ?? null,
    lists,
    loading,
    error,
    refetch: () => void refetch().catch(() => {}),
  };
}
