import type { TypedDocumentNode } from "@apollo/client";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
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

/** A page kept outside the hook (in the address): the hook shows it and asks for a change of it. */
export type PageControl = { page: number; onPageChange: (page: number) => void };

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
 * any other page by its offset (see pageCursors.ts). New list variables start again at page 1,
 * unless `control` keeps the page (the screen then resets it with the filters).
 */
export function useConnectionPages<Data, Variables extends PageArguments, Node>(
  document: TypedDocumentNode<Data, Variables>,
  connectionOf: (data: Data) => PagedConnection<Node>,
  listVariables: ListVariables<Variables>,
  pageSize: number,
  control?: PageControl,
) {
  const listKey = JSON.stringify({ listVariables, pageSize });
  const [state, setState] = useState<PagesState>({ listKey, page: 1, starts: NO_PAGE_STARTS });
  const client = useApolloClient();

  let current = state;
  if (state.listKey !== listKey) {
    current = { listKey, page: 1, starts: NO_PAGE_STARTS };
    setState(current);
  }

  const page = control?.page ?? current.page;
  const { data, previousData, loading, error, refetch } = useQuery<Data, Variables>(document, {
    variables: connectionPageVariables(listVariables, pageSize, page, current.starts),
    fetchPolicy: "cache-and-network",
  });
  const shown = data ?? previousData;
  const connection = shown ? connectionOf(shown) : undefined;

  // The last page lost its last row (deleted), or an address names a page past the end: show the
  // page before it.
  const pastTheEnd = data !== undefined && connectionOf(data).edges.length === 0 && page > 1;
  if (pastTheEnd && !control) {
    setState({ ...current, page: page - 1 });
  }
  const onControlledPageChange = control?.onPageChange;
  useEffect(() => {
    if (pastTheEnd) onControlledPageChange?.(page - 1);
  }, [pastTheEnd, page, onControlledPageChange]);

  function goToPage(target: number) {
    const pageInfo = data ? connectionOf(data).pageInfo : undefined;
    const starts = pageInfo?.hasNextPage ? withPageEnd(current.starts, page, pageInfo.endCursor) : current.starts;
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
    control?.onPageChange(target);
  }

  return {
    rows: connection?.edges.map((edge) => edge.node) ?? [],
    totalCount: connection?.totalCount ?? 0,
    totalIsLowerBound: connection?.totalCountIsLowerBound ?? false,
    page,
    pageSize,
    loading,
    error,
    goToPage,
    refetch,
  };
}
