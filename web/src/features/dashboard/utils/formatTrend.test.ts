import { describe, expect, it } from "vitest";
import { formatTrend } from "./formatTrend.ts";

describe("formatTrend", () => {
  it("shows a rise as a positive percent from last month", () => {
    expect(formatTrend(12.5)).toEqual({ text: "12.5% from last month", isPositive: true });
  });

  it("shows a fall without the minus sign, marked as not positive", () => {
    expect(formatTrend(-8.2)).toEqual({ text: "8.2% from last month", isPositive: false });
  });

  it("rounds to one decimal and drops a trailing zero", () => {
    expect(formatTrend(15.34)).toEqual({ text: "15.3% from last month", isPositive: true });
    expect(formatTrend(8)).toEqual({ text: "8% from last month", isPositive: true });
  });

  it("treats no change as positive", () => {
    expect(formatTrend(0)).toEqual({ text: "0% from last month", isPositive: true });
  });

  it("gives no trend when there is none", () => {
    expect(formatTrend(null)).toBeNull();
    expect(formatTrend(undefined)).toBeNull();
    expect(formatTrend(Number.NaN)).toBeNull();
  });
});
