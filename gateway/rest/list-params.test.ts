import { describe, expect, it } from "vitest";
import { z } from "zod";
import { pageParams, parsePage, parseSort, sortParam, toListResponse } from "./list-params.ts";

const page = z.object(pageParams);

describe("page parameters", () => {
  it("read limit, cursor and offset", () => {
    expect(parsePage(page.parse({ limit: "20", cursor: "abc" }))).toEqual({
      first: 20,
      after: "abc",
      offset: undefined,
    });
    expect(parsePage(page.parse({ offset: "100" }))).toEqual({ first: undefined, after: undefined, offset: 100 });
    expect(parsePage(page.parse({}))).toEqual({ first: undefined, after: undefined, offset: undefined });
  });

  it("read the filter tree's JSON and pass it on as the list's filterTree", () => {
    expect(parsePage(page.parse({ filter: '{"field":"status","op":"eq","value":"lead"}' }))).toEqual({
      first: undefined,
      after: undefined,
      offset: undefined,
      filterTree: { field: "status", op: "eq", value: "lead" },
    });
  });

  it.each([
    [{ filter: "{status" }, 'filter: is not JSON; send a tree such as {"field":"status","op":"eq","value":"active"}'],
    [{ limit: "ten" }, "limit must be a whole number"],
    [{ limit: "-1" }, "limit must be a whole number"],
    [{ offset: "1e3" }, "offset must be a whole number"],
  ])("refuse %j with %j", (query, message) => {
    expect(page.safeParse(query).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe("sort", () => {
  const sort = sortParam(["name", "value"]);

  it("takes a field with an optional minus for descending", () => {
    expect(parseSort(sort.parse("name"))).toEqual({ field: "name", direction: "asc" });
    expect(parseSort(sort.parse("-value"))).toEqual({ field: "value", direction: "desc" });
    expect(parseSort(sort.parse(undefined))).toBeUndefined();
  });

  it("refuses another field with the list's message", () => {
    expect(sort.safeParse("email").error?.issues[0]?.message).toBe("Sort field must be name or value");
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
