import { describe, expect, it } from "vitest";
import { moveEntry } from "./moveEntry.ts";

describe("moveEntry", () => {
  it("moves an entry up or down one place", () => {
    expect(moveEntry(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveEntry(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moveEntry(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
  });

  it("leaves the order as it is past either end", () => {
    expect(moveEntry(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveEntry(["a", "b"], 1, 1)).toEqual(["a", "b"]);
    expect(moveEntry(["a", "b"], 5, -1)).toEqual(["a", "b"]);
  });

  it("returns a new list", () => {
    const ids = ["a", "b"];
    expect(moveEntry(ids, 0, 1)).not.toBe(ids);
    expect(ids).toEqual(["a", "b"]);
  });
});
