// The page sizes and messages every list shares; no imports, so the web takes these numbers alone.

export const DEFAULT_PAGE_SIZE = 50;
/** Larger requests are clamped to it, so one page never reads more rows than this. */
export const MAX_PAGE_SIZE = 200;
/** A filtered list is counted exactly up to this many matches; past it the total is a lower bound. */
export const COUNT_CAP = 10_000;

export const PAGE_MESSAGES = {
  pageSize: "Page size must be a whole number of at least 1",
  offset: "Offset must be a whole number of at least 0",
  cursorOrOffset: "Give either a cursor or an offset, not both",
  /** A short list (a customer's deals, the workspace's members) refuses more than a page rather than clamping. */
  listLimit: `A list returns at most ${MAX_PAGE_SIZE} items: ask for first: ${MAX_PAGE_SIZE} or fewer`,
} as const;
