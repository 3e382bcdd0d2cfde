import { describe, expect, it } from "vitest";
import { POSITION_STEP, positionBetween } from "./deal-positions.ts";

describe("positionBetween", () => {
  it("starts an empty column at one step, and adds a step beyond either end", () => {
    expect(positionBetween(null, null)).toBe(POSITION_STEP);
    expect(positionBetween(null, 1024)).toBe(0);
    expect(positionBetween(-3072, null)).toBe(-2048);
  });

  it("halves the gap between two neighbours", () => {
    expect(positionBetween(1024, 2048)).toBe(1536);
    expect(positionBetween(-1, 0)).toBe(-0.5);
  });

  it("has no room between equal neighbours, nor once a gap's halvings run out", () => {
    expect(positionBetween(0, 0)).toBeNull();
    let below = 2048;
    let halvings = 0;
    for (let position = positionBetween(1024, below); position !== null; position = positionBetween(1024, below)) {
      below = position;
      halvings += 1;
    }
    expect(halvings).toBe(52);
    expect(below).toBeGreaterThan(1024);
  });
});
