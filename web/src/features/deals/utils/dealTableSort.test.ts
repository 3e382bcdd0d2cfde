import { describe, expect, it } from "vitest";
import { columnSortOrder, dealOrderFromSort } from "./dealTableSort.ts";

describe("the deals table's sort", () => {
  it("maps a sorted column to the server's order, and back", () => {
    expect(dealOrderFromSort({ columnKey: "value", order: "descend" })).toEqual({ field: "value", direction: "desc" });
    expect(dealOrderFromSort({ columnKey: "owner", order: "ascend" })).toBeNull();
    expect(dealOrderFromSort({ columnKey: "title", order: null })).toBeNull();
    expect(columnSortOrder({ field: "stage", direction: "asc" }, "stage")).toBe("ascend");
    expect(columnSortOrder({ field: "stage", direction: "asc" }, "value")).toBeNull();
  });
});
