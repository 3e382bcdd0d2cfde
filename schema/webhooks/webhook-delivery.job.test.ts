import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./webhook-delivery.job.ts";

describe("retryDelayMs", () => {
  it("doubles the wait after each failed attempt, from the base up to six hours", () => {
    expect([1, 2, 3, 4, 10, 11, 12, 20].map((attempts) => retryDelayMs(30_000, attempts))).toEqual([
      30_000, 60_000, 120_000, 240_000, 15_360_000, 21_600_000, 21_600_000, 21_600_000,
    ]);
  });

  it("spreads the default schedule's retries over the whole day", () => {
    const delays = Array.from({ length: 13 }, (_, index) => retryDelayMs(30_000, index + 1));
    const hours = delays.reduce((sum, delay) => sum + delay, 0) / 3_600_000;
    expect(hours).toBeCloseTo(26.5, 1);
  });
});
