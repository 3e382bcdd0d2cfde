import { useQuery } from "@apollo/client/react";
import { ContactMessagesDocument } from "#web/graphql/generated/graphql.ts";
import { useCursorPages } from "./useCursorPages.ts";

export const MESSAGES_PAGE_SIZE = 20;

/** Contact messages, newest first, one page of 20 at a time, walked with the server's cursors. */
export function useContactMessagePages() {
  const pages = useCursorPages();
  const { data, previousData, loading, error, refetch } = useQuery(ContactMessagesDocument, {
    variables: { first: MESSAGES_PAGE_SIZE, after: pages.after },
    fetchPolicy: "cache-and-network",
  });
  const connection = (data ?? previousData)?.contactMessages;
  const pageInfo = data?.contactMessages.pageInfo;

  return {
    messages: connection?.edges.map((edge) => edge.node) ?? [],
    totalCount: connection?.totalCount ?? 0,
    page: pages.page,
    pageCount: Math.max(1, Math.ceil((connection?.totalCount ?? 0) / MESSAGES_PAGE_SIZE)),
    loading,
    error,
    hasPrevious: pages.hasPrevious,
    hasNext: Boolean(pageInfo?.hasNextPage && pageInfo.endCursor),
    goNext: () => pages.goNext(pageInfo?.hasNextPage ? pageInfo.endCursor : null),
    goPrevious: pages.goPrevious,
    /** Loads the page again (after a deletion); a page left empty gives way to the one before it. */
    reload: async () => {
      const { data: reloaded } = await refetch();
      if (reloaded?.contactMessages.edges.length === 0 && pages.hasPrevious) pages.goPrevious();
    },
  };
}
