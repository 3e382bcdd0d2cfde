import { describe, expect, it } from "vitest";
import { parsePage, parseSort, toListResponse } from "./list-params.ts";

describe("parsePage", () => {
  it("reads limit and cursor", () => {
    expect(parsePage({ limit: "20", cursor: "abc" })).toEqual({ first: 20, after: "abc", offset: undefined });
    expect(parsePage({ offset: "100" })).toEqual({ first: undefined, after: undefined, offset: 100 });
    expect(parsePage({})).toEqual({ first: undefined, after: undefined, offset: undefined });
  });

  it("refuses a limit that is not a whole number", () => {
    expect(() => parsePage({ limit: "ten" })).toThrow("limit must be a whole number");
    expect(() => parsePage({ limit: "-1" })).toThrow("limit must be a whole number");
    expect(() => parsePage({ offset: "1e3" })).toThrow("offset must be a whole number");
  });
});

describe("parseSort", () => {
  it("reads a field with an optional minus for descending", () => {
    expect(parseSort("name")).toEqual({ field: "name", direction: "asc" });
    expect(parseSort("-value")).toEqual({ field: "value", direction: "desc" });
    expect(parseSort(undefined)).toBeUndefined();
  });
});

describe("toListResponse", () => {
  it("maps a connection to the REST list shape, with its total", async () => {
    const connection = {
      edges: [{ cursor: "c1", node: { id: 1 } }],
      pageInfo: { hasNextPage: true, hasPreviousPage: false, startCursor: "c1", endCursor: "c1" },
      total: () => Promise.resolve({ count: 10_000, isLowerBound: true }),
    };
    expect(await toListResponse(connection, (node) => node.id)).toEqual({
      data: [1],
      pageInfo: { hasNextPage: true, endCursor: "c1" },
      totalCount: 10_000,
      totalCountIsLowerBound: true,
    });
  });
});
