import { describe, expect, it } from "vitest";
import { FIRST_PAGE_CURSORS, cursorForPage, pageEndCursors, rowsToWalk, withPageEnd } from "./pageCursors.ts";

describe("page cursors", () => {
  it("knows only page 1 at first, which starts without a cursor", () => {
    expect(cursorForPage(FIRST_PAGE_CURSORS, 1)).toBeNull();
    expect(cursorForPage(FIRST_PAGE_CURSORS, 2)).toBeUndefined();
    expect(cursorForPage(FIRST_PAGE_CURSORS, 0)).toBeUndefined();
  });

  it("learns the next page's cursor from the end of the last known page", () => {
    const cursors = withPageEnd(FIRST_PAGE_CURSORS, 1, "c10");
    expect(cursorForPage(cursors, 2)).toBe("c10");
    expect(withPageEnd(cursors, 2, "c20")).toEqual([null, "c10", "c20"]);
  });

  it("ignores page ends that would leave a gap or that are already known", () => {
    const cursors = withPageEnd(FIRST_PAGE_CURSORS, 1, "c10");
    expect(withPageEnd(cursors, 1, "other")).toBe(cursors);
    expect(withPageEnd(cursors, 5, "c50")).toBe(cursors);
    expect(withPageEnd(cursors, 2, null)).toBe(cursors);
  });

  it("picks the last row cursor of every full page out of a run of rows", () => {
    const rows = Array.from({ length: 25 }, (_, index) => `c${index + 1}`);
    expect(pageEndCursors(rows, 10)).toEqual(["c10", "c20"]);
    expect(pageEndCursors([], 10)).toEqual([]);
  });

  it("asks for the rows between the last known page and the target page, at most 200", () => {
    expect(rowsToWalk([null], 2, 10)).toBe(10);
    expect(rowsToWalk([null, "c10"], 6, 10)).toBe(40);
    expect(rowsToWalk([null], 100, 10)).toBe(200);
    expect(rowsToWalk([null, "c10", "c20"], 2, 10)).toBe(0);
  });
});
