import { COUNT_CAP } from "./lists.rules.ts";

/**
 * How many rows a list holds. An unfiltered list is counted exactly from the per-workspace row
 * counts the database keeps (one indexed read at any size). A filtered list is counted exactly up
 * to COUNT_CAP matches; past it the answer is "at least COUNT_CAP", said as such, so a broad filter
 * over a large workspace never costs a count of every match. (Planner estimates were the other
 * option; for `ILIKE '%term%'` they are often off tenfold, so a bound that is true was preferred.)
 */
export type Total = { count: number; isLowerBound: boolean };

/**
 * The order to give a capped Prisma count. Without one Prisma orders the counted window by id,
 * which sorts every match before the limit applies (85 ms for 45,000 matches); within one workspace
 * this order is no order at all, so the index that finds the rows also ends the count.
 */
export const WITHIN_WORKSPACE = { workspaceId: "asc" } as const;

function once<T>(compute: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= compute());
}

export function exactTotal(count: () => Promise<number>): () => Promise<Total> {
  return once(async () => ({ count: await count(), isLowerBound: false }));
}

/** `countUpTo(limit)` counts matching rows, stopping at `limit`. */
export function cappedTotal(countUpTo: (limit: number) => Promise<number>): () => Promise<Total> {
  return once(async () => {
    const count = await countUpTo(COUNT_CAP + 1);
    return count > COUNT_CAP ? { count: COUNT_CAP, isLowerBound: true } : { count, isLowerBound: false };
  });
}
