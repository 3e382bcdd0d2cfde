import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { ActivitiesDocument, type ActivityType } from "#web/graphql/generated/graphql.ts";

/** Activities the screen asks for at a time: the first ones, then as many more on each "Load more". */
export const ACTIVITY_PAGE_SIZE = 20;

/**
 * The timeline of one type (or all), newest first, read from the server's connection a page at a
 * time: "Load more" asks for the page after the last cursor and appends it, so the thousands
 * before it are never loaded at once.
 */
export function useActivityList(type: ActivityType | null) {
  const { data, previousData, loading, error, networkStatus, fetchMore, refetch } = useQuery(ActivitiesDocument, {
    variables: { first: ACTIVITY_PAGE_SIZE, filter: { type } },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const connection = (data ?? previousData)?.activities;

  function loadMore() {
    const endCursor = connection?.pageInfo.endCursor;
    if (!endCursor) return;
    void fetchMore({
      variables: { after: endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        activities: {
          ...fetchMoreResult.activities,
          edges: [...previous.activities.edges, ...fetchMoreResult.activities.edges],
        },
      }),
    }).catch(() => {});
  }

  return {
    activities: connection?.edges.map((edge) => edge.node) ?? [],
    totalCount: connection?.totalCount ?? 0,
    hasMore: connection?.pageInfo.hasNextPage ?? false,
    loading: loading && networkStatus !== NetworkStatus.fetchMore,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    error,
    loadMore,
    refetch: () => void refetch().catch(() => {}),
  };
}
