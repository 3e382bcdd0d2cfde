import { describe, expect, it } from "vitest";
import { columnSortOrder, customerOrderFromSort } from "./customerOrder.ts";

describe("customer order", () => {
  it("sorts on the server by the clicked column", () => {
    expect(customerOrderFromSort({ columnKey: "name", order: "ascend" })).toEqual({ field: "name", direction: "asc" });
    expect(customerOrderFromSort({ columnKey: "company", order: "descend" })).toEqual({
      field: "company",
      direction: "desc",
    });
    expect(customerOrderFromSort({ columnKey: "value", order: "descend" })).toEqual({
      field: "value",
      direction: "desc",
    });
  });

  it("falls back to the server's order when sorting is cleared or the column is not sortable", () => {
    expect(customerOrderFromSort({ columnKey: "name", order: null })).toBeNull();
    expect(customerOrderFromSort({ columnKey: "status", order: "ascend" })).toBeNull();
    expect(customerOrderFromSort({})).toBeNull();
  });

  it("shows the sort arrow only on the sorted column", () => {
    const order = { field: "value", direction: "asc" } as const;
    expect(columnSortOrder(order, "value")).toBe("ascend");
    expect(columnSortOrder(order, "name")).toBeNull();
    expect(columnSortOrder(null, "name")).toBeNull();
  });
});
