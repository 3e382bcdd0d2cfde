import { useApolloClient, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { serverMessage } from "../../../app/userFacingError.ts";
import {
  CustomerCursorsDocument,
  CustomersDocument,
  type CustomerFilter,
  type CustomerOrder,
} from "../../../graphql/generated/graphql.ts";
import { toast } from "../../../ui/toast.tsx";
import {
  FIRST_PAGE_CURSORS,
  cursorForPage,
  pageEndCursors,
  rowsToWalk,
  withPageEnd,
  type PageCursors,
} from "../utils/pageCursors.ts";

export type CustomerPagesOptions = {
  filter: CustomerFilter;
  orderBy: CustomerOrder | null;
  pageSize: number;
};

type PagesState = { listKey: string; page: number; cursors: PageCursors };

/**
 * One page of the customer list, fetched on the server with `first`/`after`. The cursor of every
 * page seen is kept, so going back is one request; jumping ahead to a page not seen yet first walks
 * the cursors of the pages in between (only their cursors, up to 200 rows per request).
 * A new filter or order starts again at page 1.
 */
export function useCustomerPages({ filter, orderBy, pageSize }: CustomerPagesOptions) {
  const client = useApolloClient();
  const listKey = JSON.stringify({ filter, orderBy, pageSize });
  const [state, setState] = useState<PagesState>({ listKey, page: 1, cursors: FIRST_PAGE_CURSORS });
  const [walking, setWalking] = useState(false);

  let current = state;
  if (state.listKey !== listKey) {
    current = { listKey, page: 1, cursors: FIRST_PAGE_CURSORS };
    setState(current);
  }

  const { data, previousData, loading, error, refetch } = useQuery(CustomersDocument, {
    variables: { first: pageSize, after: cursorForPage(current.cursors, current.page) ?? null, filter, orderBy },
    fetchPolicy: "cache-and-network",
  });
  const connection = (data ?? previousData)?.customers;

  // The last page lost its last row (deleted): show the page before it.
  if (data && data.customers.edges.length === 0 && current.page > 1) {
    setState({ ...current, page: current.page - 1 });
  }

  async function walkTo(target: number, known: PageCursors): Promise<PageCursors> {
    let cursors = known;
    while (cursorForPage(cursors, target) === undefined) {
      const result = await client.query({
        query: CustomerCursorsDocument,
        variables: { first: rowsToWalk(cursors, target, pageSize), after: cursors.at(-1) ?? null, filter, orderBy },
        fetchPolicy: "network-only",
      });
      const found = result.data?.customers;
      const ends = pageEndCursors(found?.edges.map((edge) => edge.cursor) ?? [], pageSize);
      if (ends.length === 0) break;
      cursors = [...cursors, ...ends];
      if (!found?.pageInfo.hasNextPage) break;
    }
    return cursors;
  }

  async function goToPage(target: number) {
    const pageInfo = data?.customers.pageInfo;
    let cursors = withPageEnd(current.cursors, current.page, pageInfo?.hasNextPage ? pageInfo.endCursor : null);
    if (cursorForPage(cursors, target) === undefined) {
      setWalking(true);
      try {
        cursors = await walkTo(target, cursors);
      } catch (walkError) {
        toast.error("Failed to load customers", serverMessage(walkError));
      } finally {
        setWalking(false);
      }
    }
    const page = cursorForPage(cursors, target) === undefined ? cursors.length : target;
    setState({ listKey, page, cursors });
  }

  return {
    rows: connection?.edges.map((edge) => edge.node) ?? [],
    totalCount: connection?.totalCount ?? 0,
    page: current.page,
    loading: loading || walking,
    error,
    goToPage,
    refetch,
  };
}
