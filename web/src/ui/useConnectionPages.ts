import type { TypedDocumentNode } from "@apollo/client";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { NO_PAGE_STARTS, pageVariables, withPageEnd, type PageStarts } from "./pageCursors.ts";

/** The part of a Relay connection a paged screen reads. */
export type PagedConnection<Node> = {
  totalCount: number;
  totalCountIsLowerBound: boolean;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  edges: ReadonlyArray<{ node: Node }>;
};

type PageArguments = { first: number; after?: string | null; offset?: number | null };

/** What picks the list (filter, order…): everything but the page arguments. */
export type ListVariables<Variables> = Omit<Variables, keyof PageArguments>;

type PagesState = { listKey: string; page: number; starts: PageStarts };

/** The variables of a list query for one page of `pageSize` rows. */
export function connectionPageVariables<Variables extends PageArguments>(
  listVariables: ListVariables<Variables>,
  pageSize: number,
  page: number,
  starts: PageStarts,
): Variables {
  // The list variables plus the page arguments are the query's variables.
  return { ...listVariables, first: pageSize, ...pageVariables(starts, page, pageSize) } as Variables;
}

/**
 * One page of a list, fetched on the server: the next page after the cursor that ended this one,
 * any other page by its offset (see pageCursors.ts). New list variables start again at page 1.
 */
export function useConnectionPages<Data, Variables extends PageArguments, Node>(
  document: TypedDocumentNode<Data, Variables>,
  connectionOf: (data: Data) => PagedConnection<Node>,
  listVariables: ListVariables<Variables>,
  pageSize: number,
) {
  const listKey = JSON.stringify({ listVariables, pageSize });
  const [state, setState] = useState<PagesState>({ listKey, page: 1, starts: NO_PAGE_STARTS });
  const client = useApolloClient();

  let current = state;
  if (state.listKey !== listKey) {
    current = { listKey, page: 1, starts: NO_PAGE_STARTS };
    setState(current);
  }

  const { data, previousData, loading, error, refetch } = useQuery<Data, Variables>(document, {
    variables: connectionPageVariables(listVariables, pageSize, current.page, current.starts),
    fetchPolicy: "cache-and-network",
  });
  const shown = data ?? previousData;
  const connection = shown ? connectionOf(shown) : undefined;

  // The last page lost its last row (deleted): show the page before it.
  if (data && connectionOf(data).edges.length === 0 && current.page > 1) {
    setState({ ...current, page: current.page - 1 });
  }

  function goToPage(target: number) {
    const pageInfo = data ? connectionOf(data).pageInfo : undefined;
    const starts = pageInfo?.hasNextPage
      ? withPageEnd(current.starts, current.page, pageInfo.endCursor)
      : current.starts;
    // The request leaves with the click, not after the list has re-rendered for it: the screen's
    // query, asked for with the same variables a moment later, joins this one in flight.
    void client
      .query<Data, Variables>({
        query: document,
        variables: connectionPageVariables(listVariables, pageSize, target, starts),
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
