import { describe, expect, it } from "vitest";
import { dealsCount } from "./dealsCount.ts";

describe("dealsCount", () => {
  it("counts deals of a kind, one or many", () => {
    expect(dealsCount(1, "open")).toBe("1 open deal");
    expect(dealsCount(0, "won")).toBe("0 won deals");
    expect(dealsCount(1200, "won")).toBe("1,200 won deals");
  });
});
