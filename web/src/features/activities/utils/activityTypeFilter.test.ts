import { describe, expect, it } from "vitest";
import { searchWithTypeFilter, typeFilterFromSearch } from "./activityTypeFilter.ts";

describe("typeFilterFromSearch", () => {
  it("reads a known type from ?type=", () => {
    expect(typeFilterFromSearch(new URLSearchParams("type=call"))).toBe("call");
    expect(typeFilterFromSearch(new URLSearchParams("type=meeting&x=1"))).toBe("meeting");
  });

  it("shows every type when the parameter is missing, empty or unknown", () => {
    expect(typeFilterFromSearch(new URLSearchParams(""))).toBe("all");
    expect(typeFilterFromSearch(new URLSearchParams("type="))).toBe("all");
    expect(typeFilterFromSearch(new URLSearchParams("type=fax"))).toBe("all");
    expect(typeFilterFromSearch(new URLSearchParams("type=all"))).toBe("all");
  });
});

describe("searchWithTypeFilter", () => {
  it("sets the chosen type and keeps the other parameters", () => {
    expect(searchWithTypeFilter(new URLSearchParams("x=1"), "email").toString()).toBe("x=1&type=email");
    expect(searchWithTypeFilter(new URLSearchParams("type=call"), "note").toString()).toBe("type=note");
  });

  it("leaves the parameter out for all types", () => {
    expect(searchWithTypeFilter(new URLSearchParams("type=call&x=1"), "all").toString()).toBe("x=1");
  });

  it("round-trips every choice", () => {
    for (const filter of ["all", "call", "email", "meeting", "note"] as const) {
      expect(typeFilterFromSearch(searchWithTypeFilter(new URLSearchParams(), filter))).toBe(filter);
    }
  });
});
