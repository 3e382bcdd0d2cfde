/**
 * The `after` cursor that starts each page of a list, as far as it is known: index 0 (page 1) is
 * null, index n is the cursor of the last row of page n. Cursors are opaque, so the cursor for a
 * page is only known once the rows before it have been seen.
 */
export type PageCursors = ReadonlyArray<string | null>;

export const FIRST_PAGE_CURSORS: PageCursors = [null];

/** The largest page the server sends; a cursor walk asks for at most this many rows at once. */
export const MAX_ROWS_PER_REQUEST = 200;

/** The cursor to fetch `page` (1-based) with, or undefined while it is not known. */
export function cursorForPage(cursors: PageCursors, page: number): string | null | undefined {
  return page >= 1 && page <= cursors.length ? cursors[page - 1] : undefined;
}

/** Records that `endCursor` ends `page`, when that extends the known cursors by exactly one page. */
export function withPageEnd(cursors: PageCursors, page: number, endCursor: string | null | undefined): PageCursors {
  if (!endCursor || page !== cursors.length) {
    return cursors;
  }
  return [...cursors, endCursor];
}

/** The cursors ending each full page within a run of row cursors that starts at a page boundary. */
export function pageEndCursors(rowCursors: ReadonlyArray<string>, pageSize: number): string[] {
  const ends: string[] = [];
  for (let index = pageSize - 1; index < rowCursors.length; index += pageSize) {
    const cursor = rowCursors[index];
    if (cursor !== undefined) ends.push(cursor);
  }
  return ends;
}

/** How many rows to ask for, after the last known page start, to learn the cursor for `targetPage`. */
export function rowsToWalk(cursors: PageCursors, targetPage: number, pageSize: number): number {
  const pagesToSkip = targetPage - cursors.length;
  const wholePages = Math.floor(MAX_ROWS_PER_REQUEST / pageSize);
  return Math.max(0, Math.min(pagesToSkip, wholePages)) * pageSize;
}
