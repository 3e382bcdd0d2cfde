import { describe, expect, it } from "vitest";
import {
  chartMonths,
  justAfter,
  monthBoundaryFor,
  oneMonthEarlier,
  startOfMonth,
  startOfNextMonth,
  tasksDueBy,
  trendPercent,
} from "./dashboard.periods.ts";

const now = new Date("2026-11-21T15:30:00.000Z");

describe("dashboard periods", () => {
  it("compares with the same moment last month", () => {
    expect(oneMonthEarlier(now).toISOString()).toBe("2026-10-21T15:30:00.000Z");
    expect(oneMonthEarlier(new Date("2026-03-31T08:00:00.000Z")).toISOString()).toBe("2026-02-28T08:00:00.000Z");
    expect(oneMonthEarlier(new Date("2026-01-15T00:00:00.000Z")).toISOString()).toBe("2025-12-15T00:00:00.000Z");
  });

  it("starts the month at midnight UTC on the 1st", () => {
    expect(startOfMonth(now).toISOString()).toBe("2026-11-01T00:00:00.000Z");
  });

  it("starts the next month at midnight UTC on its 1st, across a year boundary too", () => {
    expect(startOfNextMonth(now).toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(startOfNextMonth(new Date("2026-12-31T23:59:59.999Z")).toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });

  it("counts a moment itself in by cutting one millisecond after it", () => {
    expect(justAfter(now).toISOString()).toBe("2026-11-21T15:30:00.001Z");
  });

  it("splits a count at the cut itself when the cut starts a month", () => {
    expect(monthBoundaryFor(new Date("2026-09-01T00:00:00.000Z"), now).toISOString()).toBe("2026-09-01T00:00:00.000Z");
    expect(monthBoundaryFor(new Date("2026-12-01T00:00:00.000Z"), now).toISOString()).toBe("2026-12-01T00:00:00.000Z");
  });

  it("splits a count in the current month at the month's end, early in the month too", () => {
    expect(monthBoundaryFor(new Date("2026-11-02T00:00:00.000Z"), now).toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(monthBoundaryFor(justAfter(now), now).toISOString()).toBe("2026-12-01T00:00:00.000Z");
  });

  it("splits a count in an earlier month at the nearer month boundary", () => {
    expect(monthBoundaryFor(new Date("2026-10-10T00:00:00.000Z"), now).toISOString()).toBe("2026-10-01T00:00:00.000Z");
    expect(monthBoundaryFor(new Date("2026-10-21T15:30:00.001Z"), now).toISOString()).toBe("2026-11-01T00:00:00.000Z");
  });

  it("charts the last six months, oldest first, the current one ending now", () => {
    const months = chartMonths(now);
    expect(months.map((month) => [month.key, month.label])).toEqual([
      ["2026-06", "Jun"],
      ["2026-07", "Jul"],
      ["2026-08", "Aug"],
      ["2026-09", "Sep"],
      ["2026-10", "Oct"],
      ["2026-11", "Nov"],
    ]);
    expect(months[0]?.start.toISOString()).toBe("2026-06-01T00:00:00.000Z");
    expect(months[0]?.end.toISOString()).toBe("2026-07-01T00:00:00.000Z");
    expect(months[5]?.end.toISOString()).toBe(now.toISOString());
  });

  it("crosses a year boundary", () => {
    expect(chartMonths(new Date("2026-02-10T00:00:00.000Z")).map((month) => month.key)).toEqual([
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
  });

  it("counts tasks due within the next seven days", () => {
    expect(tasksDueBy(now).toISOString()).toBe("2026-11-28T15:30:00.000Z");
  });

  it("gives the trend in percent with one decimal, and none without a previous figure", () => {
    expect(trendPercent(1234, 1097)).toBe(12.5);
    expect(trendPercent(90, 100)).toBe(-10);
    expect(trendPercent(5, 0)).toBeNull();
    expect(trendPercent(0, 0)).toBeNull();
  });
});
