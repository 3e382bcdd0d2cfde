import { useApolloClient, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { CustomersDocument, type CustomerFilter, type CustomerOrder } from "../../../graphql/generated/graphql.ts";
import { NO_PAGE_STARTS, pageVariables, withPageEnd, type PageStarts } from "../utils/pageCursors.ts";

export type CustomerPagesOptions = {
  filter: CustomerFilter;
  orderBy: CustomerOrder | null;
  pageSize: number;
};

type PagesState = { listKey: string; page: number; starts: PageStarts };

/** Rows per page of the Customers screen. */
export const CUSTOMER_PAGE_SIZE = 10;

/** The screen's first view: page 1, unfiltered, in the server's default order. */
export const FIRST_CUSTOMER_PAGE: CustomerPagesOptions = {
  filter: { search: null, status: null },
  orderBy: null,
  pageSize: CUSTOMER_PAGE_SIZE,
};

/** The variables of the Customers query for one page. */
export function customerPageVariables(
  { filter, orderBy, pageSize }: CustomerPagesOptions,
  page: number,
  starts: PageStarts,
) {
  return { first: pageSize, ...pageVariables(starts, page, pageSize), filter, orderBy };
}

/**
 * One page of the customer list, fetched on the server: the next page after the cursor that ended
 * this one, any other page by its offset (see pageCursors.ts). A new filter or order starts again
 * at page 1.
 */
export function useCustomerPages(options: CustomerPagesOptions) {
  const { filter, orderBy, pageSize } = options;
  const listKey = JSON.stringify({ filter, orderBy, pageSize });
  const [state, setState] = useState<PagesState>({ listKey, page: 1, starts: NO_PAGE_STARTS });
  const client = useApolloClient();

  let current = state;
  if (state.listKey !== listKey) {
    current = { listKey, page: 1, starts: NO_PAGE_STARTS };
    setState(current);
  }

  const { data, previousData, loading, error, refetch } = useQuery(CustomersDocument, {
    variables: customerPageVariables(options, current.page, current.starts),
    fetchPolicy: "cache-and-network",
  });
  const connection = (data ?? previousData)?.customers;

  // The last page lost its last row (deleted): show the page before it.
  if (data && data.customers.edges.length === 0 && current.page > 1) {
    setState({ ...current, page: current.page - 1 });
  }

  function goToPage(target: number) {
    const pageInfo = data?.customers.pageInfo;
    const starts = pageInfo?.hasNextPage
      ? withPageEnd(current.starts, current.page, pageInfo.endCursor)
      : current.starts;
    // The request leaves with the click, not after the table has re-rendered for it: the screen's
    // query, asked for with the same variables a moment later, joins this one in flight.
    void client
      .query({
        query: CustomersDocument,
        variables: customerPageVariables(options, target, starts),
        fetchPolicy: "network-only",
      })
      .catch(() => {});
    setState({ listKey, page: target, starts });
  }

  return {
    rows: connection?.edges.map((edge) => edge.node) ?? [],
    totalCount: connection?.totalCount ?? 0,
    totalIsLowerBound: connection?.totalCountIsLowerBound ?? false,
    page: current.page,
    loading,
    error,
    goToPage,
    refetch,
  };
}
