import type { DocumentNode } from "graphql";
import {
  CompaniesDocument,
  CustomersDocument,
  DashboardDocument,
  ListPreferencesDocument,
  SessionDocument,
  ViewerDocument,
} from "#web/graphql/generated/graphql.ts";
import {
  companyFilter,
  filtersFromSearchParams as companyFiltersFromSearchParams,
} from "#web/features/companies/utils/companyListFilters.ts";
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

/** A list screen's first page, once the person's page size is known (asked beside the session). */
function prefetchListPage(query: DocumentNode, list: Record<string, unknown>, page: number): null {
  void graphqlClient
    .query({ query: ListPreferencesDocument, context: { prefetch: true } })
    .then(({ data }) => {
      const pageSize = pageSizeOf(data?.viewer?.pageSize);
      prefetch([{ query, variables: connectionPageVariables(list, pageSize, page, NO_PAGE_STARTS) }]);
    })
    .catch(() => undefined);
  return null;
}

/** The customer list the address asks for. */
export function prefetchCustomers(url: URL): null {
  const filters = filtersFromSearchParams(url.searchParams);
  return prefetchListPage(CustomersDocument, { filter: customerFilter(filters), orderBy: filters.sort }, filters.page);
}

/** The company list the address asks for. */
export function prefetchCompanies(url: URL): null {
  const filters = companyFiltersFromSearchParams(url.searchParams);
  return prefetchListPage(CompaniesDocument, { filter: companyFilter(filters), orderBy: filters.sort }, filters.page);
}
