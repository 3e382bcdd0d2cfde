import { describe, expect, it } from "vitest";
import type { BoardDeal } from "./boardColumns.ts";
import { shownDeals } from "./shownDeals.ts";

const deal = (id: string) => ({ id }) as BoardDeal;
const deals = [deal("a"), deal("b"), deal("c")];

describe("shownDeals", () => {
  it("shows every card of an open column", () => {
    expect(shownDeals(deals, false, null).map(({ id }) => id)).toEqual(["a", "b", "c"]);
  });

  it("shows a folded column's cards only while one is dragged through it", () => {
    expect(shownDeals(deals, true, null)).toEqual([]);
    expect(shownDeals(deals, true, "b").map(({ id }) => id)).toEqual(["b"]);
    expect(shownDeals(deals, true, "elsewhere")).toEqual([]);
  });
});
