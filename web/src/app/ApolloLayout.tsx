import { ApolloProvider } from "@apollo/client/react";
import { Outlet } from "react-router-dom";
import { graphqlClient } from "./graphqlClient.ts";

/**
 * Layout route that provides GraphQL to its child routes. It is loaded lazily, so the landing page,
 * which reads its data from the HTML, ships neither Apollo Client nor graphql.
 */
export function ApolloLayout() {
  return (
    <ApolloProvider client={graphqlClient}>
      <Outlet />
    </ApolloProvider>
  );
}
