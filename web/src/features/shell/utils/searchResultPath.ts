import type { SearchQuery } from "#web/graphql/generated/graphql.ts";

export type FoundItem = SearchQuery["search"][number];

/**
 * Where a search result lives: a customer's or a company's page, a deal's detail panel, the Tasks screen with the
 * task's edit dialog open, an activity's customer (the Activities screen for one without a customer).
 */
export function searchResultPath({ kind, id, customerId }: Pick<FoundItem, "kind" | "id" | "customerId">): string {
  switch (kind) {
    case "customer":
      return `/customers/${id}`;
    case "company":
      return `/companies/${id}`;
    case "deal":
      return `/deals/${id}`;
    case "task":
      return `/tasks?task=${encodeURIComponent(id)}`;
    case "activity":
      return customerId ? `/customers/${customerId}` : "/activities";
  }
}
