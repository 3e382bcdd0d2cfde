import { useState } from "react";
import { FIRST_PAGE, currentCursor, nextPage, previousPage } from "../utils/cursorStack.ts";

/** Which page of a connection is shown, walked forward with each page's end cursor and back again. */
export function useCursorPages() {
  const [cursors, setCursors] = useState(FIRST_PAGE);
  return {
    after: currentCursor(cursors),
    page: cursors.length,
    hasPrevious: cursors.length > 1,
    goNext: (endCursor: string | null | undefined) => setCursors((stack) => nextPage(stack, endCursor)),
    goPrevious: () => setCursors(previousPage),
  };
}
