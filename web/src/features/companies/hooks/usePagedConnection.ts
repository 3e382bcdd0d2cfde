import type { TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { toast } from "#web/ui/toast.tsx";
import { appendPage, shownList, type Connection, type PagedList } from "#web/ui/lists/pagedLists.ts";

/** Rows each list of the company's page shows first, and adds on each "Show more". */
export const COMPANY_PAGE_SIZE = 20;

type PageArguments = { first: number; after?: string | null };
type NodeOf<List> = List extends Connection<infer Node> ? Node : never;

/**
 * One list of the company's page (the query's `field` connection): its first page, and the page after
 * its last cursor appended on `loadMore`. A refetch (after a change) starts again from the first page.
 */
export function usePagedConnection<
  Field extends string,
  Data extends Record<Field, Connection<unknown>>,
  Variables extends PageArguments,
>(
  document: TypedDocumentNode<Data, Variables>,
  field: Field,
  variables: Omit<Variables, keyof PageArguments>,
  noun: string,
) {
  const firstPage = { ...variables, first: COMPANY_PAGE_SIZE, after: null } as Variables;
  const { data, loading, error, refetch, fetchMore } = useQuery<Data, Variables>(document, {
    variables: firstPage,
    fetchPolicy: "cache-and-network",
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const connection = data?.[field] as Connection<NodeOf<Data[Field]>> | undefined;

  function loadMore() {
    const after = connection?.pageInfo.endCursor;
    if (!after || loadingMore) return;
    setLoadingMore(true);
    fetchMore({
      variables: { ...firstPage, after },
      updateQuery: (shown, { fetchMoreResult }) =>
        ({ ...shown, [field]: appendPage(shown[field] as Data[Field], fetchMoreResult[field]) }) as Data,
    })
      .catch(() => toast.error(`Failed to load more ${noun}`))
      .finally(() => setLoadingMore(false));
  }

  const list: PagedList<NodeOf<Data[Field]>> = { ...shownList(connection), loadingMore, loadMore };
  return { list, loading, error, refetch: () => void refetch(firstPage).catch(() => {}) };
}
