import { describe, expect, it } from "vitest";
import { dealFilter, filtersFromSearchParams, orderFromParam, withFilters } from "./dealListFilters.ts";

describe("deal list filters", () => {
  it("reads the view, owner, text and order from the address, defaulting to the whole board", () => {
    expect(filtersFromSearchParams(new URLSearchParams("view=table&owner=u1&q=acme&sort=-value"))).toEqual({
      view: "table",
      ownerId: "u1",
      search: "acme",
      sort: { field: "value", direction: "desc" },
    });
    expect(filtersFromSearchParams(new URLSearchParams("view=kanban&sort=owner"))).toEqual({
      view: "board",
      ownerId: null,
      search: "",
      sort: null,
    });
  });

  it("writes only what differs from the defaults, keeping other parameters", () => {
    const params = withFilters(new URLSearchParams("view=table&other=1"), {
      view: "board",
      ownerId: null,
      search: "bolt",
      sort: { field: "expectedCloseAt", direction: "asc" },
    });
    expect(params.toString()).toBe("other=1&q=bolt&sort=expectedCloseAt");
  });

  it("parses the REST-style order and gives the server a trimmed text filter", () => {
    expect(orderFromParam("stage")).toEqual({ field: "stage", direction: "asc" });
    expect(orderFromParam("-")).toBeNull();
    expect(dealFilter({ ownerId: null, search: "  " })).toEqual({ ownerId: null, search: null });
    expect(dealFilter({ ownerId: "u1", search: " bolt " })).toEqual({ ownerId: "u1", search: "bolt" });
  });
});
