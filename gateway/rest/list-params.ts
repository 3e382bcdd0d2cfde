import { ValidationError } from "../../schema/errors.ts";
import { firstQueryValue } from "./query.ts";

/** `?limit=` and `?cursor=`, the REST side of every list; the service clamps and checks the cursor. */
export function parsePage(query: Record<string, unknown>): { first?: number; after?: string } {
  const limit = firstQueryValue(query.limit);
  const cursor = firstQueryValue(query.cursor);
  if (limit !== undefined && !/^\d+$/.test(limit)) throw new ValidationError("limit must be a whole number");
  return { first: limit === undefined ? undefined : Number(limit), after: cursor || undefined };
}

/** `?sort=name` (ascending) or `?sort=-name` (descending). */
export function parseSort(value: unknown): { field: string; direction: "asc" | "desc" } | undefined {
  const sort = firstQueryValue(value);
  if (!sort) return undefined;
  return sort.startsWith("-") ? { field: sort.slice(1), direction: "desc" } : { field: sort, direction: "asc" };
}

/** The REST list shape: `{ data, pageInfo: { hasNextPage, endCursor }, totalCount }`. */
export function toListResponse<Node, Item>(
  connection: {
    edges: { node: Node }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    totalCount: number;
  },
  toItem: (node: Node) => Item,
) {
  return {
    data: connection.edges.map((edge) => toItem(edge.node)),
    pageInfo: { hasNextPage: connection.pageInfo.hasNextPage, endCursor: connection.pageInfo.endCursor },
    totalCount: connection.totalCount,
  };
}
