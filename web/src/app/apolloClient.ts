import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { ErrorLink } from "@apollo/client/link/error";
import { loadPage } from "#web/ui/loadPage.ts";
import { signInPathAfterExpiry } from "./signInRedirect.ts";
import { singleSignOnPathAfterRefusal } from "./singleSignOnRedirect.ts";
import { twoFactorSetupPathAfterRefusal } from "./twoFactorSetupRedirect.ts";
import { workspaceChooserPathAfterLoss } from "./workspaceRequiredRedirect.ts";

/**
 * A session that ends mid-use (expired, or logged out elsewhere) leads back to sign-in, and a
 * workspace lost mid-use (removed by an owner, or deleted) leads to the workspace chooser: a full
 * page load either way, so nothing cached from before is shown again. A workspace that starts requiring
 * a second factor the person lacks leads to Settings → Security, to set one up; one that requires single
 * sign-on of a session signed in otherwise leads to /login, which offers it.
 */
const sessionLossLink = new ErrorLink(({ error, operation }) => {
  // A prefetch runs before the route's gates have looked at the session; they decide where to go.
  if (!CombinedGraphQLErrors.is(error) || operation.getContext().prefetch === true) return;
  const pathname = window.location.pathname;
  const errorCodes = error.errors.map((graphqlError) => graphqlError.extensions?.code);
  const target =
    signInPathAfterExpiry({ pathname, operationName: operation.operationName, errorCodes }) ??
    workspaceChooserPathAfterLoss({ pathname, errorCodes }) ??
    singleSignOnPathAfterRefusal({ pathname, search: window.location.search, errorCodes }) ??
    twoFactorSetupPathAfterRefusal({ pathname, errorCodes });
  if (target) loadPage(target);
});

/**
 * The app's one GraphQL client. Data fetching per the spec: results never go stale (cache-first),
 * no refetch on window focus (no refetch event manager, refetchOn off), no polling and no retries
 * (no RetryLink).
 */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([sessionLossLink, new HttpLink({ uri: "/graphql", credentials: "same-origin" })]),
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: "cache-first", refetchOn: false },
      query: { fetchPolicy: "cache-first" },
    },
  });
}
