import { describe, expect, it } from "vitest";
import { dealTableSort } from "./dealTableSort.ts";

describe("the deals table's sort", () => {
  it("maps a sorted column to the server's order, and back", () => {
    expect(dealTableSort.orderFromSort({ columnKey: "value", order: "descend" })).toEqual({
      field: "value",
      direction: "desc",
    });
    expect(dealTableSort.orderFromSort({ columnKey: "owner", order: "ascend" })).toBeNull();
    expect(dealTableSort.orderFromSort({ columnKey: "title", order: null })).toBeNull();
    expect(dealTableSort.columnSortOrder({ field: "stage", direction: "asc" }, "stage")).toBe("ascend");
    expect(dealTableSort.columnSortOrder({ field: "stage", direction: "asc" }, "value")).toBeNull();
  });
});
