import { ValidationError } from "../errors.ts";
import { decodeCursor, encodeCursor, type Position } from "./cursor.ts";
import { afterPosition, prismaOrderBy, type OrderBy, type SortKey } from "./sort-keys.ts";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_MESSAGES } from "./lists.rules.ts";
import type { Total } from "./totals.ts";

/**
 * A page of any list: `first` rows `after` a cursor (keyset: the next page is found through the
 * index, however deep), or from `offset` (to jump to a page number without walking every cursor).
 */
export type PageArgs = { first?: number | null; after?: string | null; offset?: number | null };

export type Connection<Node> = {
  edges: { cursor: string; node: Node }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  /** Counted only when asked for: most requests for a page do not need it. */
  total: () => Promise<Total>;
};

/** Where a page starts: after a position, or after skipping rows; and how many rows it holds. */
export type PageStart = { after: Position | null; index: number; skip: number; take: number };

/** The Prisma arguments of a page: up to take + 1 rows (the extra one says a next page exists). */
export type PageQuery<Where> = { where: Where; orderBy: OrderBy; skip: number; take: number };

export function pageStart({ first, after, offset }: PageArgs, keys: readonly SortKey[]): PageStart {
  if (first !== undefined && first !== null && (!Number.isInteger(first) || first < 1)) {
    throw new ValidationError(PAGE_MESSAGES.pageSize);
  }
  if (offset !== undefined && offset !== null && (!Number.isSafeInteger(offset) || offset < 0)) {
    throw new ValidationError(PAGE_MESSAGES.offset);
  }
  if (after && offset) throw new ValidationError(PAGE_MESSAGES.cursorOrOffset);
  const take = Math.min(first ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  if (after) {
    const position = decodeCursor(keys, after);
    return { after: position, index: position.index + 1, skip: 0, take };
  }
  return { after: null, index: offset ?? 0, skip: offset ?? 0, take };
}

/** The rows of the page among those matching `where`. */
export function pageQuery<Where extends object>(
  start: PageStart,
  keys: readonly SortKey[],
  where: Where,
): PageQuery<Where> {
  const after = start.after && (afterPosition(keys, start.after.values, start.after.id) as Where);
  return {
    where: after ? ({ AND: [where, after] } as Where) : where,
    orderBy: prismaOrderBy(keys),
    skip: start.skip,
    take: start.take + 1,
  };
}

/** The connection for up to take + 1 rows fetched from `start`; `positionOf` gives a row's sort values. */
export function toConnection<Node extends { id: string }>(
  rows: Node[],
  keys: readonly SortKey[],
  start: PageStart,
  total: () => Promise<Total>,
  positionOf: (node: Node) => Record<string, unknown> = (node) => node,
): Connection<Node> {
  // A cursor is encoded when read: most requests read only the page's last one.
  const edges = rows.slice(0, start.take).map((node, at) => ({
    node,
    get cursor() {
      return encodeCursor(keys, start.index + at, positionOf(node));
    },
  }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > start.take,
      hasPreviousPage: start.index > 0,
      get startCursor() {
        return edges[0]?.cursor ?? null;
      },
      get endCursor() {
        return edges.at(-1)?.cursor ?? null;
      },
    },
    total,
  };
}

/**
 * One page of the rows matching `where`, ordered by `keys`, read with one statement; the total
 * stays uncounted until asked for.
 */
export async function listPage<Node extends { id: string }, Where extends object>(
  args: PageArgs,
  keys: readonly SortKey[],
  where: Where,
  findRows: (query: PageQuery<Where>) => Promise<Node[]>,
  total: () => Promise<Total>,
): Promise<Connection<Node>> {
  const start = pageStart(args, keys);
  return toConnection(await findRows(pageQuery(start, keys, where)), keys, start, total);
}
