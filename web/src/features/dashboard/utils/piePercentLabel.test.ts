import { describe, expect, it } from "vitest";
import { piePercentLabel } from "./piePercentLabel.ts";

describe("piePercentLabel", () => {
  it("rounds the share to a whole percent", () => {
    expect(piePercentLabel(0.35)).toBe("35%");
    expect(piePercentLabel(0.2849)).toBe("28%");
    expect(piePercentLabel(0.225)).toBe("23%");
    expect(piePercentLabel(1)).toBe("100%");
  });

  it("shows 0% for an empty pie", () => {
    expect(piePercentLabel(0)).toBe("0%");
    expect(piePercentLabel(Number.NaN)).toBe("0%");
    expect(piePercentLabel(undefined)).toBe("0%");
  });
});
