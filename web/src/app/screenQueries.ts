import { CustomersDocument, DashboardDocument, SessionDocument, ViewerDocument } from "../graphql/generated/graphql.ts";
import { customerPageVariables, FIRST_CUSTOMER_PAGE } from "../features/customers/hooks/useCustomerPages.ts";
import { NO_PAGE_STARTS } from "../features/customers/utils/pageCursors.ts";
import { prefetch } from "./prefetch.ts";

/** What the signed-in area's gates ask before they show anything: the session, then the workspace. */
export const prefetchSignedInArea = () => prefetch([{ query: SessionDocument }, { query: ViewerDocument }]);

export const prefetchDashboard = () => prefetch([{ query: DashboardDocument }]);

export const prefetchCustomers = () =>
  prefetch([{ query: CustomersDocument, variables: customerPageVariables(FIRST_CUSTOMER_PAGE, 1, NO_PAGE_STARTS) }]);
