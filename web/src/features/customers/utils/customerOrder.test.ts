import { describe, expect, it } from "vitest";
import { customerTableSort } from "./customerOrder.ts";

describe("customer order", () => {
  it("sorts on the server by the clicked column", () => {
    expect(customerTableSort.orderFromSort({ columnKey: "name", order: "ascend" })).toEqual({
      field: "name",
      direction: "asc",
    });
    expect(customerTableSort.orderFromSort({ columnKey: "company", order: "descend" })).toEqual({
      field: "company",
      direction: "desc",
    });
    expect(customerTableSort.orderFromSort({ columnKey: "value", order: "descend" })).toEqual({
      field: "value",
      direction: "desc",
    });
  });

  it("falls back to the server's order when sorting is cleared or the column is not sortable", () => {
    expect(customerTableSort.orderFromSort({ columnKey: "name", order: null })).toBeNull();
    expect(customerTableSort.orderFromSort({ columnKey: "status", order: "ascend" })).toBeNull();
    expect(customerTableSort.orderFromSort({})).toBeNull();
  });

  it("shows the sort arrow only on the sorted column", () => {
    const order = { field: "value", direction: "asc" } as const;
    expect(customerTableSort.columnSortOrder(order, "value")).toBe("ascend");
    expect(customerTableSort.columnSortOrder(order, "name")).toBeNull();
    expect(customerTableSort.columnSortOrder(null, "name")).toBeNull();
  });
});
