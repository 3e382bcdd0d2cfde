import { describe, expect, it } from "vitest";
import { isoToLocalDateTime, localDateTimeToIso } from "./localDateTime.ts";

describe("local date and time", () => {
  it("reads a moment as the reader's date and time, to the minute, and back", () => {
    const moment = new Date(2026, 2, 15, 14, 30, 45);
    expect(isoToLocalDateTime(moment.toISOString())).toBe("2026-03-15T14:30");
    expect(localDateTimeToIso("2026-03-15T14:30")).toBe(new Date(2026, 2, 15, 14, 30).toISOString());
  });

  it("gives nothing for nothing", () => {
    expect([isoToLocalDateTime(null), localDateTimeToIso(""), localDateTimeToIso("soon")]).toEqual(["", null, null]);
  });
});
