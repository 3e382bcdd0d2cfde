import { describe, expect, it } from "vitest";
import { customerFilter, filtersFromSearchParams, withFilters } from "./customerListFilters.ts";

describe("customer list filters", () => {
  it("reads the text, status, order and page from the address", () => {
    expect(filtersFromSearchParams(new URLSearchParams("q=acme&status=lead&sort=-value&page=3"))).toEqual({
      search: "acme",
      status: "lead",
      sort: { field: "value", direction: "desc" },
      page: 3,
    });
  });

  it("shows every customer, unsorted, from page 1 for anything it does not know", () => {
    expect(filtersFromSearchParams(new URLSearchParams("status=gone&sort=email&page=-2"))).toEqual({
      search: "",
      status: "all",
      sort: null,
      page: 1,
    });
    expect(filtersFromSearchParams(new URLSearchParams("page=2.5")).page).toBe(1);
  });

  it("writes only what differs from the defaults, keeping other parameters", () => {
    const params = withFilters(new URLSearchParams("page=4&other=1"), {
      search: "bolt",
      status: "all",
      sort: { field: "name", direction: "asc" },
      page: 1,
    });
    expect(params.toString()).toBe("other=1&q=bolt&sort=name");
  });

  it("gives the server a trimmed text and no status for all", () => {
    expect(customerFilter({ search: "  ", status: "all" })).toEqual({ search: null, status: null });
    expect(customerFilter({ search: " bolt ", status: "inactive" })).toEqual({ search: "bolt", status: "inactive" });
  });
});
