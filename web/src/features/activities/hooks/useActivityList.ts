import { ActivitiesDocument, type ActivityType } from "#web/graphql/generated/graphql.ts";
import { usePageSize } from "#web/ui/lists/usePageSize.ts";
import { useConnectionPages } from "#web/ui/useConnectionPages.ts";

/** The timeline of one type (or all), newest first, a page (the person's page size) at a time. */
export function useActivityList(type: ActivityType | null) {
  const { pageSize } = usePageSize();
  const pages = useConnectionPages(ActivitiesDocument, (data) => data.activities, { filter: { type } }, pageSize);
  return { ...pages, refetch: () => void pages.refetch().catch(() => {}) };
}
