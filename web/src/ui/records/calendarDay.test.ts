import { describe, expect, it } from "vitest";
import { dayToIso, isoToDay } from "./calendarDay.ts";

describe("calendar days", () => {
  const now = new Date(2026, 10, 25, 9, 30);

  it("reads a moment's day in the reader's time zone", () => {
    expect(isoToDay(new Date(2026, 0, 2, 23, 59).toISOString())).toBe("2026-01-02");
    expect(isoToDay(null)).toBe("");
  });

  it("gives today as now, another day as its midday, and nothing for an empty input", () => {
    expect(dayToIso("2026-11-25", now)).toBe(now.toISOString());
    expect(dayToIso("2026-11-20", now)).toBe(new Date(2026, 10, 20, 12).toISOString());
    expect(dayToIso("", now)).toBeNull();
    expect(dayToIso("20/11/2026", now)).toBeNull();
  });
});
