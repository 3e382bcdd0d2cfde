/**
 * The `after` cursors of the pages visited so far, page 1 first (null: from the start). Moving
 * forward pushes the current page's end cursor, moving back pops it.
 */
export type CursorStack = ReadonlyArray<string | null>;

export const FIRST_PAGE: CursorStack = [null];

export function nextPage(stack: CursorStack, endCursor: string | null | undefined): CursorStack {
  return endCursor ? [...stack, endCursor] : stack;
}

export function previousPage(stack: CursorStack): CursorStack {
  return stack.length > 1 ? stack.slice(0, -1) : stack;
}

/** The cursor that fetches the current (last) page. */
export function currentCursor(stack: CursorStack): string | null {
  return stack.at(-1) ?? null;
}
