import { describe, expect, it } from "vitest";
import type { BoardDeal, Board } from "./boardColumns.ts";
import { dealAbove, moveOnBoard, withNextPage } from "./boardColumns.ts";

function deal(id: string, valueCents: number, stage: BoardDeal["stage"]): BoardDeal {
  return {
    id,
    isSample: false,
    title: id,
    stage,
    valueCents,
    position: 0,
    expectedCloseAt: null,
    closedAt: null,
    lostReason: null,
    lostNote: null,
    createdAt: "2026-11-01T00:00:00.000Z",
    owner: null,
    customer: { id: "c", name: "C" },
    company: null,
  };
}

const board: Board = [
  {
    stage: "qualified",
    count: 3,
    totalValueCents: 600,
    deals: [deal("a", 100, "qualified"), deal("b", 200, "qualified"), deal("c", 300, "qualified")],
    endCursor: "q1",
    hasNextPage: false,
  },
  {
    stage: "proposal",
    count: 9,
    totalValueCents: 5000,
    deals: [deal("d", 400, "proposal")],
    endCursor: "p1",
    hasNextPage: true,
  },
];

const titles = (shown: Board) => shown.map((column) => column.deals.map((shownDeal) => shownDeal.id));

describe("the board's columns", () => {
  it("move a deal to another column, adjusting both columns' counts and values", () => {
    const moved = moveOnBoard(board, "b", "proposal", 1);
    expect(titles(moved)).toEqual([
      ["a", "c"],
      ["d", "b"],
    ]);
    expect(moved.map(({ count, totalValueCents }) => [count, totalValueCents])).toEqual([
      [2, 400],
      [10, 5200],
    ]);
    expect(moved[1]!.deals[1]!.stage).toBe("proposal");
    expect([dealAbove(moved, "b"), dealAbove(moved, "d")]).toEqual(["d", null]);
  });

  it("reorder a deal within its column, counts unchanged", () => {
    const moved = moveOnBoard(board, "a", "qualified", 2);
    expect(titles(moved)[0]).toEqual(["b", "c", "a"]);
    expect([moved[0]!.count, moved[0]!.totalValueCents, dealAbove(moved, "a")]).toEqual([3, 600, "c"]);
  });

  it("add a column's next page below it, without repeating a deal it shows", () => {
    const page = {
      pageInfo: { hasNextPage: false, endCursor: "p2" },
      edges: [{ node: deal("d", 400, "proposal") }, { node: deal("e", 500, "proposal") }],
    };
    const next = withNextPage(board, "proposal", page);
    expect(titles(next)[1]).toEqual(["d", "e"]);
    expect([next[1]!.endCursor, next[1]!.hasNextPage]).toEqual(["p2", false]);
  });
});
