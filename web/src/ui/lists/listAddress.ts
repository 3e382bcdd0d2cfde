/** A list's order as the server takes it. */
export type ListOrder<Field extends string> = { field: Field; direction: "asc" | "desc" };

/**
 * How every list keeps its state in the address (the Deals, Tasks and Customers screens):
 * `sort=value` or `sort=-value` (descending), as the REST API says it, and `page=<n>` from 1.
 */
export function orderFromParam<Field extends string>(
  param: string | null,
  fields: readonly Field[],
): ListOrder<Field> | null {
  if (!param) return null;
  const descending = param.startsWith("-");
  const field = fields.find((candidate) => candidate === (descending ? param.slice(1) : param));
  return field ? { field, direction: descending ? "desc" : "asc" } : null;
}

export function orderToParam(order: ListOrder<string> | null): string | null {
  return order && `${order.direction === "desc" ? "-" : ""}${order.field}`;
}

/** The page an address asks for: a whole number from 1, anything else is page 1. */
export function pageFromParam(param: string | null): number {
  const page = Number(param);
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/** The query string with each value set, or removed where it is null (a default); other parameters stay. */
export function withParams(params: URLSearchParams, values: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(values)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
