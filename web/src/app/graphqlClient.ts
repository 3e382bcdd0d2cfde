import { createApolloClient } from "./apolloClient.ts";

/** One client for the whole visit, created when the first route that needs GraphQL loads. */
export const graphqlClient = createApolloClient();
