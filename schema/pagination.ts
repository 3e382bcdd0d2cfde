import { ValidationError } from "./errors.ts";

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export type PageArgs = { first?: number | null; after?: string | null };

export type Connection<Node> = {
  edges: { cursor: string; node: Node }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
};

const CURSOR_PREFIX = "offset:";

/**
 * Cursors are opaque to clients but hold a position in the ordered list: simple, and correct for
 * every sort the screens offer (including enum and nullable columns, where keyset paging is not).
 */
export function encodeCursor(offset: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${offset}`).toString("base64url");
}

export function decodeCursor(cursor: string): number {
  const text = Buffer.from(cursor, "base64url").toString();
  const offset = Number(text.slice(CURSOR_PREFIX.length));
  if (!text.startsWith(CURSOR_PREFIX) || !Number.isSafeInteger(offset) || offset < 0) {
    throw new ValidationError("Invalid cursor");
  }
  return offset;
}

/** Which rows one page covers; page sizes above the maximum are clamped, below 1 refused. */
export function pageWindow({ first, after }: PageArgs): { skip: number; take: number } {
  if (first !== undefined && first !== null && (!Number.isInteger(first) || first < 1)) {
    throw new ValidationError("Page size must be a whole number of at least 1");
  }
  const take = Math.min(first ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const skip = after ? decodeCursor(after) + 1 : 0;
  return { skip, take };
}

/** Builds the connection from up to take + 1 rows fetched at skip (the extra row says a next page exists). */
export function toConnection<Node>(
  rows: Node[],
  totalCount: number,
  { skip, take }: { skip: number; take: number },
): Connection<Node> {
  const edges = rows.slice(0, take).map((node, index) => ({ cursor: encodeCursor(skip + index), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > take,
      hasPreviousPage: skip > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount,
  };
}

/** One page of a list: its total and up to `take + 1` rows from `skip`, as a connection. */
export async function paginate<Node>(
  args: PageArgs,
  count: () => Promise<number>,
  findPage: (window: { skip: number; take: number }) => Promise<Node[]>,
): Promise<Connection<Node>> {
  const window = pageWindow(args);
  const [totalCount, rows] = await Promise.all([count(), findPage({ skip: window.skip, take: window.take + 1 })]);
  return toConnection(rows, totalCount, window);
}
