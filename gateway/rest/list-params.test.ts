import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ValidationError } from "#core/errors.ts";
import { pageParams, sortParam, toListResponse, withRestNames } from "./list-params.ts";

const page = z.object(pageParams);

describe("page parameters", () => {
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
    expect([sort.parse("name"), sort.parse("-value"), sort.parse(undefined)]).toEqual(["name", "-value", undefined]);
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

describe("withRestNames", () => {
  const refusal = () =>
    Promise.reject(
      new ValidationError("Search must be at most 200 characters", [
        { field: "filter.search", message: "Search must be at most 200 characters" },
        { field: "filter.industry", message: "Industry must be text" },
      ]),
    );

  it("names a filter by the query parameter it came from, a renamed one by its parameter", async () => {
    const refused = await withRestNames({ q: "x".repeat(201) }, refusal, { search: "q" }).catch((error) => error);
    expect([refused.message, refused.fieldErrors]).toEqual([
      "Search must be at most 200 characters",
      [
        { field: "q", message: "Search must be at most 200 characters" },
        { field: "industry", message: "Industry must be text" },
      ],
    ]);
  });
});
