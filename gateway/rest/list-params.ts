import { ValidationError } from "../../schema/errors.ts";
import type { Connection, PageArgs } from "../../schema/lists/list-page.ts";
import { firstQueryValue } from "./query.ts";

function wholeNumber(query: Record<string, unknown>, name: string): number | undefined {
  const value = firstQueryValue(query[name]);
  if (value !== undefined && !/^\d+$/.test(value)) throw new ValidationError(`${name} must be a whole number`);
  return value === undefined ? undefined : Number(value);
}

/** `?limit=`, `?cursor=` and `?offset=`, the REST side of every list; the service clamps and checks them. */
export function parsePage(query: Record<string, unknown>): PageArgs {
  const cursor = firstQueryValue(query.cursor);
  return { first: wholeNumber(query, "limit"), after: cursor || undefined, offset: wholeNumber(query, "offset") };
}

/** `?sort=name` (ascending) or `?sort=-name` (descending). */
export function parseSort(value: unknown): { field: string; direction: "asc" | "desc" } | undefined {
  const sort = firstQueryValue(value);
  if (!sort) return undefined;
  return sort.startsWith("-") ? { field: sort.slice(1), direction: "desc" } : { field: sort, direction: "asc" };
}

/** The REST list shape: `{ data, pageInfo: { hasNextPage, endCursor }, totalCount, totalCountIsLowerBound }`. */
export async function toListResponse<Node, Item>(connection: Connection<Node>, toItem: (node: Node) => Item) {
  const total = await connection.total();
  return {
    data: connection.edges.map((edge) => toItem(edge.node)),
    pageInfo: { hasNextPage: connection.pageInfo.hasNextPage, endCursor: connection.pageInfo.endCursor },
    totalCount: total.count,
    totalCountIsLowerBound: total.isLowerBound,
  };
}
