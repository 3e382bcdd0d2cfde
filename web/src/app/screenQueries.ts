import {
  CustomersDocument,
  DashboardDocument,
  ListPreferencesDocument,
  SessionDocument,
  ViewerDocument,
} from "#web/graphql/generated/graphql.ts";
import { customerFilter, filtersFromSearchParams } from "#web/features/customers/utils/customerListFilters.ts";
import { pageSizeOf } from "#web/ui/lists/usePageSize.ts";
import { NO_PAGE_STARTS } from "#web/ui/pageCursors.ts";
import { connectionPageVariables } from "#web/ui/useConnectionPages.ts";
import { graphqlClient } from "./graphqlClient.ts";
import { prefetch } from "./prefetch.ts";

/** What the signed-in area's gates ask before they show anything: the session, then the workspace. */
export const prefetchSignedInArea = () =>
  prefetch([{ query: SessionDocument }, { query: ViewerDocument }, { query: ListPreferencesDocument }]);

export const prefetchDashboard = () => prefetch([{ query: DashboardDocument }]);

/** The list the address asks for, once the person's page size is known (asked beside the session). */
export function prefetchCustomers(url: URL): null {
  const filters = filtersFromSearchParams(url.searchParams);
  const list = { filter: customerFilter(filters), orderBy: filters.sort };
  void graphqlClient
    .query({ query: ListPreferencesDocument, context: { prefetch: true } })
    .then(({ data }) => {
      const pageSize = pageSizeOf(data?.viewer?.pageSize);
      prefetch([
        { query: CustomersDocument, variables: connectionPageVariables(list, pageSize, filters.page, NO_PAGE_STARTS) },
      ]);
    })
    .catch(() => undefined);
  return null;
}
