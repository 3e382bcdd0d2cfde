import { describe, expect, it } from "vitest";
import { companyFilter, filtersFromSearchParams, SIZE_BAND_OPTIONS, withFilters } from "./companyListFilters.ts";

describe("company list filters", () => {
  it("reads the text, industry, size band, owner, order and page from the address", () => {
    expect(
      filtersFromSearchParams(new URLSearchParams("q=acme&industry=Software&size=11-50&owner=u1&sort=-size&page=3")),
    ).toEqual({
      search: "acme",
      industry: "Software",
      size: "11-50",
      ownerId: "u1",
      sort: { field: "size", direction: "desc" },
      page: 3,
    });
  });

  it("shows every company, unsorted, from page 1 for anything it does not know", () => {
    expect(filtersFromSearchParams(new URLSearchParams("size=12-40&sort=email&page=-2&owner="))).toEqual({
      search: "",
      industry: "",
      size: null,
      ownerId: null,
      sort: null,
      page: 1,
    });
  });

  it("writes only what differs from the defaults, keeping other parameters", () => {
    const params = withFilters(new URLSearchParams("page=4&other=1"), {
      search: "bolt",
      industry: "",
      size: "5001-",
      ownerId: null,
      sort: { field: "name", direction: "asc" },
      page: 1,
    });
    expect(params.toString()).toBe("other=1&q=bolt&size=5001-&sort=name");
  });

  it("gives the server trimmed texts and a size band as its bounds", () => {
    expect(companyFilter({ search: "  ", industry: " ", size: null, ownerId: null })).toEqual({
      search: null,
      industry: null,
      sizeMin: null,
      sizeMax: null,
      ownerId: null,
    });
    expect(companyFilter({ search: " acme.com ", industry: " Retail ", size: "201-1000", ownerId: "u1" })).toEqual({
      search: "acme.com",
      industry: "Retail",
      sizeMin: 201,
      sizeMax: 1000,
      ownerId: "u1",
    });
    expect(companyFilter({ search: "", industry: "", size: "5001-", ownerId: null })).toMatchObject({
      sizeMin: 5001,
      sizeMax: null,
    });
  });

  it("lists the size bands in order, labelled as the rules name them", () => {
    expect(SIZE_BAND_OPTIONS.map((option) => option.value)).toEqual([
      "1-10",
      "11-50",
      "51-200",
      "201-1000",
      "1001-5000",
      "5001-",
    ]);
  });
});
