import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { relativeTime } from "./relativeTime.ts";

const NOW = new Date("2026-03-15T12:00:00Z");

function ago(milliseconds: number): string {
  return new Date(NOW.getTime() - milliseconds).toISOString();
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("relativeTime", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("says 'just now' under a minute", () => {
    expect(relativeTime(ago(30_000))).toBe("just now");
    expect(relativeTime(NOW.toISOString())).toBe("just now");
  });

  it("counts minutes, hours and days in whole units", () => {
    expect(relativeTime(ago(MINUTE))).toBe("1 minute ago");
    expect(relativeTime(ago(45 * MINUTE))).toBe("45 minutes ago");
    expect(relativeTime(ago(2 * HOUR))).toBe("2 hours ago");
    expect(relativeTime(ago(2 * HOUR + 59 * MINUTE))).toBe("2 hours ago");
    expect(relativeTime(ago(DAY))).toBe("1 day ago");
    expect(relativeTime(ago(3 * DAY))).toBe("3 days ago");
  });

  it("moves on to weeks, months and years", () => {
    expect(relativeTime(ago(8 * DAY))).toBe("1 week ago");
    expect(relativeTime(ago(45 * DAY))).toBe("1 month ago");
    expect(relativeTime(ago(400 * DAY))).toBe("1 year ago");
  });

  it("describes moments ahead", () => {
    expect(relativeTime(new Date(NOW.getTime() + 3 * DAY).toISOString())).toBe("in 3 days");
  });

  it("accepts an explicit 'now'", () => {
    expect(relativeTime("2026-03-15T10:00:00Z", new Date("2026-03-15T12:00:00Z"))).toBe("2 hours ago");
  });
});
