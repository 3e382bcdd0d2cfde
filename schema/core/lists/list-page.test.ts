import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./cursor.ts";
import { pageQuery, pageStart, toConnection } from "./list-page.ts";
import { afterPosition, NEWEST_FIRST, prismaOrderBy, type SortKey } from "./sort-keys.ts";
import { COUNT_CAP } from "./lists.rules.ts";
import { cappedTotal, exactTotal } from "./totals.ts";

const ID = "0190f5a0-0000-7000-8000-000000000001";
const BY_NAME: SortKey[] = [{ field: "name", direction: "asc", kind: "text" }];
const BY_DUE: SortKey[] = [{ field: "dueAt", direction: "asc", kind: "date", nulls: "last" }];
const BY_PRIORITY: SortKey[] = [{ field: "priority", direction: "asc", kind: { enum: ["high", "medium", "low"] } }];
const noTotal = exactTotal(() => Promise.resolve(0));

describe("pageStart", () => {
  it("starts at the top with the default page size, and clamps large pages to 200", () => {
    expect(pageStart({}, BY_NAME)).toEqual({ after: null, index: 0, skip: 0, take: 50 });
    expect(pageStart({ first: 200 }, BY_NAME)).toEqual({ after: null, index: 0, skip: 0, take: 200 });
    expect(pageStart({ first: 201 }, BY_NAME)).toEqual({ after: null, index: 0, skip: 0, take: 200 });
    expect(pageStart({ first: 5000 }, BY_NAME)).toEqual({ after: null, index: 0, skip: 0, take: 200 });
  });

  it("jumps to an offset, or continues after a cursor's position", () => {
    expect(pageStart({ first: 10, offset: 40 }, BY_NAME)).toEqual({ after: null, index: 40, skip: 40, take: 10 });
    const after = encodeCursor(BY_NAME, 9, { id: ID, name: "Bea" });
    expect(pageStart({ first: 10, after }, BY_NAME)).toEqual({
      after: { index: 9, values: ["Bea"], id: ID },
      index: 10,
      skip: 0,
      take: 10,
    });
  });

  it("refuses bad page sizes and offsets, and a cursor with an offset", () => {
    expect(pageStart({ first: 1, offset: 0 }, BY_NAME)).toEqual({ after: null, index: 0, skip: 0, take: 1 });
    expect(() => pageStart({ first: 0 }, BY_NAME)).toThrow("Page size must be a whole number of at least 1");
    expect(() => pageStart({ first: 1.5 }, BY_NAME)).toThrow("Page size must be a whole number of at least 1");
    expect(() => pageStart({ offset: -1 }, BY_NAME)).toThrow("Offset must be a whole number of at least 0");
    const after = encodeCursor(BY_NAME, 0, { id: ID, name: "Bea" });
    expect(() => pageStart({ after, offset: 5 }, BY_NAME)).toThrow("Give either a cursor or an offset, not both");
  });

  it.each([
    ["garbage", "garbage"],
    ["not JSON", Buffer.from("{").toString("base64url")],
    ["the wrong length", Buffer.from(JSON.stringify(["name:asc", 0, ID])).toString("base64url")],
    ["a negative index", Buffer.from(JSON.stringify(["name:asc", -1, "Bea", ID])).toString("base64url")],
    ["an id that is not a UUID", Buffer.from(JSON.stringify(["name:asc", 0, "Bea", "x"])).toString("base64url")],
    ["a value of the wrong type", Buffer.from(JSON.stringify(["name:asc", 0, 7, ID])).toString("base64url")],
    ["another order's cursor", encodeCursor(NEWEST_FIRST, 3, { id: ID, createdAt: new Date(0) })],
  ])("refuses %s as a cursor", (_name, after) => {
    expect(() => pageStart({ after }, BY_NAME)).toThrow("Invalid cursor");
  });
});

describe("cursors", () => {
  it("carry dates, numbers, enums and nulls back typed", () => {
    const keys: SortKey[] = [
      { field: "dueAt", direction: "asc", kind: "date", nulls: "last" },
      { field: "valueCents", direction: "desc", kind: "number" },
      ...BY_PRIORITY,
    ];
    const row = { id: ID, dueAt: new Date("2026-11-23T10:00:00.000Z"), valueCents: 125, priority: "low" };
    expect(decodeCursor(keys, encodeCursor(keys, 4, row))).toEqual({
      index: 4,
      values: [new Date("2026-11-23T10:00:00.000Z"), 125, "low"],
      id: ID,
    });
    expect(decodeCursor(BY_DUE, encodeCursor(BY_DUE, 0, { id: ID, dueAt: null })).values).toEqual([null]);
  });

  it("refuses a null for a column that has no nulls, and an enum value that does not exist", () => {
    const nullName = Buffer.from(JSON.stringify(["name:asc", 0, null, ID])).toString("base64url");
    expect(() => decodeCursor(BY_NAME, nullName)).toThrow("Invalid cursor");
    const badPriority = Buffer.from(JSON.stringify(["priority:asc", 0, "urgent", ID])).toString("base64url");
    expect(() => decodeCursor(BY_PRIORITY, badPriority)).toThrow("Invalid cursor");
  });

  // A date JavaScript reads but the database refuses to compare with.
  it.each(["-214156-01-09T23:31:46.052Z", "0000-06-01T00:00:00.000Z", "+010000-01-01T00:00:00.000Z", "soon"])(
    "refuses the date %s, outside the years 1 to 9999",
    (dueAt) => {
      const cursor = Buffer.from(JSON.stringify(["dueAt:asc", 0, dueAt, ID])).toString("base64url");
      expect(() => decodeCursor(BY_DUE, cursor)).toThrow("Invalid cursor");
    },
  );
});

describe("afterPosition", () => {
  it("continues after the sort value, then after the id among ties", () => {
    expect(afterPosition(BY_NAME, ["Bea"], ID)).toEqual({
      OR: [{ name: { gt: "Bea" } }, { AND: [{ name: "Bea" }, { id: { gt: ID } }] }],
    });
  });

  it("puts rows without a value after every dated row when nulls come last", () => {
    const due = new Date("2026-01-01T00:00:00.000Z");
    expect(afterPosition(BY_DUE, [due], ID)).toEqual({
      OR: [{ OR: [{ dueAt: { gt: due } }, { dueAt: null }] }, { AND: [{ dueAt: due }, { id: { gt: ID } }] }],
    });
    expect(afterPosition(BY_DUE, [null], ID)).toEqual({ AND: [{ dueAt: null }, { id: { gt: ID } }] });
  });

  it("compares enums in their declared order, and runs descending lists downwards", () => {
    expect(afterPosition(BY_PRIORITY, ["medium"], ID)).toEqual({
      OR: [{ priority: { in: ["low"] } }, { AND: [{ priority: "medium" }, { id: { gt: ID } }] }],
    });
    expect(afterPosition([{ ...BY_PRIORITY[0]!, direction: "desc" }], ["medium"], ID)).toEqual({
      OR: [{ priority: { in: ["high"] } }, { AND: [{ priority: "medium" }, { id: { lt: ID } }] }],
    });
  });

  it("orders by the keys, then the id in the last key's direction", () => {
    expect(prismaOrderBy(BY_DUE)).toEqual([{ dueAt: { sort: "asc", nulls: "last" } }, { id: "asc" }]);
    expect(prismaOrderBy(NEWEST_FIRST)).toEqual([{ createdAt: "desc" }, { id: "desc" }]);
  });
});

describe("toConnection", () => {
  it("reports a next page when the extra row came back, and numbers cursors from the page's start", () => {
    const rows = ["Ann", "Bea", "Cal"].map((name, at) => ({ id: ID.replace(/1$/, String(at)), name }));
    const start = pageStart({ first: 2, offset: 4 }, BY_NAME);
    const connection = toConnection(rows, BY_NAME, start, noTotal);
    expect(connection.edges.map((edge) => edge.node.name)).toEqual(["Ann", "Bea"]);
    expect(connection.edges.map((edge) => decodeCursor(BY_NAME, edge.cursor).index)).toEqual([4, 5]);
    expect(connection.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    expect(pageQuery(pageStart({ after: connection.pageInfo.endCursor }, BY_NAME), BY_NAME, {})).toMatchObject({
      where: { AND: [{}, afterPosition(BY_NAME, ["Bea"], rows[1]!.id)] },
      skip: 0,
      take: 51,
    });
  });

  it("describes an empty first page", () => {
    const connection = toConnection([], BY_NAME, pageStart({}, BY_NAME), noTotal);
    expect(connection.edges).toEqual([]);
    expect(connection.pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: null,
      endCursor: null,
    });
  });
});

describe("totals", () => {
  it("counts once, however often the total is read", async () => {
    let counted = 0;
    const total = exactTotal(() => Promise.resolve(++counted));
    await Promise.all([total(), total()]);
    expect(await total()).toEqual({ count: 1, isLowerBound: false });
  });

  it("says 'at least the cap' past it, counting no further than one row beyond", async () => {
    const limits: number[] = [];
    const matching = (found: number) => (limit: number) => {
      limits.push(limit);
      return Promise.resolve(Math.min(found, limit));
    };
    expect(await cappedTotal(matching(COUNT_CAP))()).toEqual({ count: COUNT_CAP, isLowerBound: false });
    expect(await cappedTotal(matching(250_000))()).toEqual({ count: COUNT_CAP, isLowerBound: true });
    expect(limits).toEqual([COUNT_CAP + 1, COUNT_CAP + 1]);
  });
});
