import { describe, expect, it } from "vitest";
import { idMaker, isUuid, uuidV7 } from "./ids.ts";

describe("uuidV7", () => {
  it("puts the time first, then version 7, the sequence and the RFC 4122 variant", () => {
    const id = uuidV7(Date.UTC(2026, 10, 25, 10, 0, 0), 0x2a);
    expect(isUuid(id)).toBe(true);
    expect(id.slice(0, 13)).toBe("01a21225-d900");
    expect(id.slice(14, 18)).toBe("702a");
    expect("89ab").toContain(id[19]);
  });

  it("orders ids of one millisecond by their sequence, and later milliseconds after", () => {
    const ids = [uuidV7(1_000, 0), uuidV7(1_000, 1), uuidV7(1_000, 4095), uuidV7(1_001, 0)];
    expect([...ids].sort()).toEqual(ids);
  });
});

describe("idMaker", () => {
  it("keeps every batch after the one before, when the clock steps back or a batch ran into later milliseconds", () => {
    const orderedIds = idMaker();
    const first = orderedIds(10_000, 5_000_000);
    const stepBack = orderedIds(3, 4_999_000);
    const sameMs = orderedIds(2, 5_000_000);
    const all = [...first, ...stepBack, ...sameMs];
    expect([...all].sort()).toEqual(all);
    expect(new Set(all).size).toBe(10_005);
    expect(first[9_999]!.slice(0, 13)).toBe(uuidV7(5_000_002, 0).slice(0, 13));
    expect(stepBack[0]!.slice(0, 18)).toBe(uuidV7(5_000_002, 1_808).slice(0, 18));
  });
});
