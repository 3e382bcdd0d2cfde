/**
 * Where each page of a list starts, as far as it is known: page n + 1 starts after the cursor that
 * ended page n. A page whose start is known is asked for after that cursor (the server finds it
 * through its index); any other page, from its first row's offset, so a jump to page 40 is one
 * request instead of a walk through the 39 before it.
 */
export type PageStarts = ReadonlyMap<number, string>;

export const NO_PAGE_STARTS: PageStarts = new Map();

export function pageVariables(
  starts: PageStarts,
  page: number,
  pageSize: number,
): { after: string | null; offset: number | null } {
  const after = starts.get(page);
  if (after !== undefined) return { after, offset: null };
  return { after: null, offset: page > 1 ? (page - 1) * pageSize : null };
}

/** Records that `endCursor` ends `page`, so the page after it starts there. */
export function withPageEnd(starts: PageStarts, page: number, endCursor: string | null | undefined): PageStarts {
  if (!endCursor || starts.get(page + 1) === endCursor) return starts;
  return new Map(starts).set(page + 1, endCursor);
}
