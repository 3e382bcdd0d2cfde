import { describe, expect, it } from "vitest";
import { formatDate } from "./formatDate.ts";

describe("formatDate", () => {
  it("shows the day in the reader's time zone", () => {
    expect(formatDate(new Date(2026, 10, 22, 23, 59).toISOString())).toBe("Nov 22, 2026");
  });
});
