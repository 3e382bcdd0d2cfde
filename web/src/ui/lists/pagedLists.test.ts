import { describe, expect, it } from "vitest";
import { appendPage, headingWithCount, openThenDone, shownList, shownOfTotal, type Connection } from "./pagedLists.ts";

function page(ids: string[], totalCount: number, endCursor: string | null): Connection<{ id: string }> {
  return {
    totalCount,
    totalCountIsLowerBound: false,
    pageInfo: { hasNextPage: endCursor !== null, endCursor },
    edges: ids.map((id) => ({ node: { id } })),
  };
}

const ids = (list: { items: { id: string }[] }) => list.items.map((item) => item.id);

describe("appendPage", () => {
  it("keeps the rows shown, adds the next page's and takes its cursor", () => {
    const joined = appendPage(page(["a", "b"], 3, "b"), page(["c"], 3, null));
    expect(joined.edges.map((edge) => edge.node.id)).toEqual(["a", "b", "c"]);
    expect(joined.pageInfo).toEqual({ hasNextPage: false, endCursor: null });
  });
});

describe("shownList", () => {
  it("shows an empty list while the connection has not come in", () => {
    expect(shownList(undefined)).toEqual({ items: [], totalCount: 0, totalCountIsLowerBound: false, hasMore: false });
  });
});

describe("openThenDone", () => {
  it("shows only open tasks while more open ones follow, counting both", () => {
    const list = openThenDone(shownList(page(["o1"], 2, "o1")), shownList(page(["d1"], 5, "d1")));
    expect(ids(list)).toEqual(["o1"]);
    expect(list.totalCount).toBe(7);
    expect(list.hasMore).toBe(true);
  });

  it("adds the done tasks after the last open one", () => {
    const list = openThenDone(shownList(page(["o1", "o2"], 2, null)), shownList(page(["d1"], 1, null)));
    expect(ids(list)).toEqual(["o1", "o2", "d1"]);
    expect(list.hasMore).toBe(false);
  });
});

describe("headingWithCount", () => {
  it("puts the list's size after the heading", () => {
    expect(headingWithCount("Activities", shownList(page([], 1250, null)))).toBe("Activities (1,250)");
  });

  it("says a capped count is a lower bound", () => {
    const capped = { ...page([], 10_000, null), totalCountIsLowerBound: true };
    expect(headingWithCount("Deals", shownList(capped))).toBe("Deals (10,000+)");
  });
});

describe("shownOfTotal", () => {
  it("says how many rows are shown of how many", () => {
    const capped = { ...page(["a", "b"], 10_000, "b"), totalCountIsLowerBound: true };
    expect(shownOfTotal("activities", shownList(capped))).toBe("Showing 2 of 10,000+ activities");
  });

  it("says nothing for an empty list, which shows its own empty state", () => {
    expect(shownOfTotal("deals", shownList(page([], 0, null)))).toBe("");
  });
});
