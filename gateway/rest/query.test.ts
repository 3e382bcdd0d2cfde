import { describe, expect, it } from "vitest";
import { firstQueryValue } from "./query.ts";

describe("firstQueryValue", () => {
  it("reads a plain text parameter", () => {
    expect(firstQueryValue("abc")).toBe("abc");
  });

  it("takes the first of a repeated parameter", () => {
    expect(firstQueryValue(["first", "second"])).toBe("first");
  });

  it("ignores missing and nested parameters", () => {
    expect(firstQueryValue(undefined)).toBeUndefined();
    expect(firstQueryValue({ nested: "x" })).toBeUndefined();
    expect(firstQueryValue([{ nested: "x" }])).toBeUndefined();
  });
});
