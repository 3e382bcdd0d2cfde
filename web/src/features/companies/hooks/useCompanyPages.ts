import { CompaniesDocument, type CompanyFilter, type CompanyOrder } from "#web/graphql/generated/graphql.ts";
import { usePageSize } from "#web/ui/lists/usePageSize.ts";
import { useConnectionPages, type PageControl } from "#web/ui/useConnectionPages.ts";

export type CompanyPagesOptions = {
  filter: CompanyFilter;
  orderBy: CompanyOrder | null;
};

/** One page of the company list, fetched on the server, the page kept in the address (see useConnectionPages). */
export function useCompanyPages(options: CompanyPagesOptions, control: PageControl) {
  const { pageSize } = usePageSize();
  return useConnectionPages(CompaniesDocument, (data) => data.companies, options, pageSize, control);
}
