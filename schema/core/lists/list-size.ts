import type { ArgBuilder } from "@pothos/core";
import type { SchemaTypes } from "../builder.ts";
import { ValidationError } from "../errors.ts";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_MESSAGES } from "./lists.rules.ts";

/**
 * How many items a list field may return, declared on the field (`extensions.listSize`) for the query
 * cost (gateway/graphql/query-cost.ts), which counts what is selected under a list once per item:
 * - `limited`: a `first` argument, default 50; above 200 the request is refused (`listLimitArgs`);
 * - `atMost`: a list the domain bounds (a stage per column, the 20 latest deliveries);
 * - `oneEach`: one item for each item of a list argument (an import's rows), at most `items`;
 * - `connectionItems`: a connection's `edges`, counted at the connection's page size.
 * A list field with a page argument and no declaration (the connections) counts at its page size.
 */
export type ListSize =
  | { kind: "limited" }
  | { kind: "atMost"; items: number }
  | { kind: "oneEach"; argument: string; items: number }
  | { kind: "connectionItems" };

export const LIST_SIZE_EXTENSION = "listSize";

export function listSize(size: ListSize) {
  return { [LIST_SIZE_EXTENSION]: size };
}

/** At most `items` items: the domain keeps the list that short. */
export function atMost(items: number) {
  return listSize({ kind: "atMost", items });
}

/** One item for each item of the list argument `argument` (one result per row sent), at most `items`. */
export function oneEach(argument: string, items: number) {
  return listSize({ kind: "oneEach", argument, items });
}

/** The `first` argument of a list that is not a connection. */
export function listLimitArgs(arg: ArgBuilder<SchemaTypes>) {
  return {
    first: arg.int({
      description: `How many items to return: ${DEFAULT_PAGE_SIZE} unless given, at most ${MAX_PAGE_SIZE}.`,
    }),
  };
}

/** The problem with a `first` of a limited list, or null when it is fine. */
export function listLimitProblem(first: unknown): string | null {
  if (first === undefined || first === null) return null;
  if (typeof first !== "number" || !Number.isInteger(first) || first < 1) return PAGE_MESSAGES.pageSize;
  return first > MAX_PAGE_SIZE ? PAGE_MESSAGES.listLimit : null;
}

export type LimitArgs = { first?: number | null };

/** How many rows a limited list reads: `first`, or the default page. */
export function listLimit(first: number | null | undefined): number {
  const problem = listLimitProblem(first);
  if (problem) throw new ValidationError(problem);
  return first ?? DEFAULT_PAGE_SIZE;
}

/** The options of a limited list field: its `first` argument and its declared size. */
export function limitedList(arg: ArgBuilder<SchemaTypes>) {
  return { args: listLimitArgs(arg), extensions: listSize({ kind: "limited" }) };
}
