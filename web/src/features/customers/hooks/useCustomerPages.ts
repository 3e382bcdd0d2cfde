import { CustomersDocument, type CustomerFilter, type CustomerOrder } from "#web/graphql/generated/graphql.ts";
import { useConnectionPages } from "#web/ui/useConnectionPages.ts";

export type CustomerPagesOptions = {
  filter: CustomerFilter;
  orderBy: CustomerOrder | null;
};

/** Rows per page of the Customers screen. */
export const CUSTOMER_PAGE_SIZE = 10;

/** The screen's first view: page 1, unfiltered, in the server's default order. */
export const FIRST_CUSTOMER_PAGE: CustomerPagesOptions = {
  filter: { search: null, status: null },
  orderBy: null,
};

/** One page of the customer list, fetched on the server (see useConnectionPages). */
export function useCustomerPages(options: CustomerPagesOptions) {
  return useConnectionPages(CustomersDocument, (data) => data.customers, options, CUSTOMER_PAGE_SIZE);
}
