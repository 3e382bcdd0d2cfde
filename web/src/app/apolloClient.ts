import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { ErrorLink } from "@apollo/client/link/error";
import { signInPathAfterExpiry } from "./signInRedirect.ts";

/** A session that ends mid-use (expired, or logged out elsewhere) leads back to sign-in, not to errors. */
const sessionExpiryLink = new ErrorLink(({ error, operation }) => {
  if (!CombinedGraphQLErrors.is(error)) return;
  const target = signInPathAfterExpiry({
    pathname: window.location.pathname,
    operationName: operation.operationName,
    errorCodes: error.errors.map((graphqlError) => graphqlError.extensions?.code),
  });
  if (target) window.location.assign(target);
});

/**
 * The app's one GraphQL client. Data fetching per the spec: results never go stale (cache-first),
 * no refetch on window focus (no refetch event manager, refetchOn off), no polling and no retries
 * (no RetryLink).
 */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([sessionExpiryLink, new HttpLink({ uri: "/graphql", credentials: "same-origin" })]),
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: "cache-first", refetchOn: false },
      query: { fetchPolicy: "cache-first" },
    },
  });
}
