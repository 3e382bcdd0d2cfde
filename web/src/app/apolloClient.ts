import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";

/**
 * The app's one GraphQL client. Data fetching per the spec: results never go stale (cache-first),
 * no refetch on window focus (no refetch event manager, refetchOn off), no polling and no retries
 * (no RetryLink).
 */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: "/graphql", credentials: "same-origin" }),
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: "cache-first", refetchOn: false },
      query: { fetchPolicy: "cache-first" },
    },
  });
}
