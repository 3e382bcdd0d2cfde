import {
  CustomersDocument,
  DashboardDocument,
  SessionDocument,
  ViewerDocument,
} from "#web/graphql/generated/graphql.ts";
import { CUSTOMER_PAGE_SIZE, FIRST_CUSTOMER_PAGE } from "#web/features/customers/hooks/useCustomerPages.ts";
import { NO_PAGE_STARTS } from "#web/ui/pageCursors.ts";
import { connectionPageVariables } from "#web/ui/useConnectionPages.ts";
import { prefetch } from "./prefetch.ts";

/** What the signed-in area's gates ask before they show anything: the session, then the workspace. */
export const prefetchSignedInArea = () => prefetch([{ query: SessionDocument }, { query: ViewerDocument }]);

export const prefetchDashboard = () => prefetch([{ query: DashboardDocument }]);

export const prefetchCustomers = () =>
  prefetch([
    {
      query: CustomersDocument,
      variables: connectionPageVariables(FIRST_CUSTOMER_PAGE, CUSTOMER_PAGE_SIZE, 1, NO_PAGE_STARTS),
    },
  ]);
