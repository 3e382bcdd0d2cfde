import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { ContactMessagesDocument } from "../../../graphql/generated/graphql.ts";
import { FIRST_PAGE, currentCursor, nextPage, previousPage } from "../utils/cursorStack.ts";

export const MESSAGES_PAGE_SIZE = 20;

/** Contact messages, newest first, one page of 20 at a time, walked with the server's cursors. */
export function useContactMessagePages() {
  const [cursors, setCursors] = useState(FIRST_PAGE);
  const { data, previousData, loading, error } = useQuery(ContactMessagesDocument, {
    variables: { first: MESSAGES_PAGE_SIZE, after: currentCursor(cursors) },
    fetchPolicy: "cache-and-network",
  });
  const connection = (data ?? previousData)?.contactMessages;
  const pageInfo = data?.contactMessages.pageInfo;

  return {
    messages: connection?.edges.map((edge) => edge.node) ?? [],
    totalCount: connection?.totalCount ?? 0,
    page: cursors.length,
    pageCount: Math.max(1, Math.ceil((connection?.totalCount ?? 0) / MESSAGES_PAGE_SIZE)),
    loading,
    error,
    hasPrevious: cursors.length > 1,
    hasNext: Boolean(pageInfo?.hasNextPage && pageInfo.endCursor),
    goNext: () => setCursors((stack) => nextPage(stack, pageInfo?.hasNextPage ? pageInfo.endCursor : null)),
    goPrevious: () => setCursors(previousPage),
  };
}
