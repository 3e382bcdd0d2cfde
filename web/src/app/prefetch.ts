import type { DocumentNode } from "graphql";
import { graphqlClient } from "./graphqlClient.ts";

/**
 * Starts queries a screen will ask for as soon as navigation begins, beside the loading of its code
 * and of its gates' queries, instead of one after another as each gate renders. The components ask
 * again with the same document and variables: Apollo answers them from this request or its result.
 * Errors are the components' to show (and a signed-out visitor's is RequireAuth's to answer), so a
 * prefetch neither reports them nor leads to sign-in itself.
 */
export function prefetch(queries: { query: DocumentNode; variables?: Record<string, unknown> }[]): null {
  for (const { query, variables } of queries) {
    void graphqlClient.query({ query, variables, context: { prefetch: true } }).catch(() => undefined);
  }
  return null;
}
