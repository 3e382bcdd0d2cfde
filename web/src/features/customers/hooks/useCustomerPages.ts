import { CustomersDocument, type CustomerFilter, type CustomerOrder } from "#web/graphql/generated/graphql.ts";
import { usePageSize } from "#web/ui/lists/usePageSize.ts";
import { useConnectionPages, type PageControl } from "#web/ui/useConnectionPages.ts";

export type CustomerPagesOptions = {
  filter: CustomerFilter;
  orderBy: CustomerOrder | null;
};

/** One page of the customer list, fetched on the server, the page kept in the address (see useConnectionPages). */
export function useCustomerPages(options: CustomerPagesOptions, control: PageControl) {
  const { pageSize } = usePageSize();
  return useConnectionPages(CustomersDocument, (data) => data.customers, options, pageSize, control);
}
