import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, pageWindow, toConnection } from "./pagination.ts";

describe("pageWindow", () => {
  it("starts at the top with the default page size", () => {
    expect(pageWindow({})).toEqual({ skip: 0, take: 50 });
  });

  it("continues after a cursor and clamps large pages to 200", () => {
    expect(pageWindow({ first: 10, after: encodeCursor(9) })).toEqual({ skip: 10, take: 10 });
    expect(pageWindow({ first: 5000 })).toEqual({ skip: 0, take: 200 });
  });

  it("refuses a page size below 1 or fractional", () => {
    expect(() => pageWindow({ first: 0 })).toThrow("Page size must be a whole number of at least 1");
    expect(() => pageWindow({ first: -3 })).toThrow("Page size must be a whole number of at least 1");
    expect(() => pageWindow({ first: 1.5 })).toThrow("Page size must be a whole number of at least 1");
  });

  it.each([
    "garbage",
    encodeCursor(-1),
    Buffer.from("offset:abc").toString("base64url"),
    Buffer.from("x:1").toString("base64url"),
  ])("refuses the cursor %j", (after) => {
    expect(() => pageWindow({ after })).toThrow("Invalid cursor");
  });
});

describe("toConnection", () => {
  it("reports a next page when the extra row came back", () => {
    const connection = toConnection(["a", "b", "c"], 7, { skip: 2, take: 2 });
    expect(connection.edges.map((edge) => edge.node)).toEqual(["a", "b"]);
    expect(connection.edges.map((edge) => decodeCursor(edge.cursor))).toEqual([2, 3]);
    expect(connection.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: true,
      startCursor: encodeCursor(2),
      endCursor: encodeCursor(3),
    });
    expect(connection.totalCount).toBe(7);
  });

  it("describes an empty page", () => {
    expect(toConnection([], 0, { skip: 0, take: 10 })).toEqual({
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
      totalCount: 0,
    });
  });
});
