import { describe, expect, it } from "vitest";
import { ValidationError } from "#core/errors.ts";
import { closeDateFor } from "./close-date.ts";

const given = new Date("2026-03-02T10:00:00Z");
const current = new Date("2026-01-05T09:00:00Z");

describe("closeDateFor", () => {
  it("gives an open deal no date, and refuses one given for it", () => {
    expect(closeDateFor("proposal", undefined, current, "now")).toBeNull();
    expect(() => closeDateFor("qualified", given, null, "required")).toThrow(
      new ValidationError("Only a deal closed as won or lost has a close date"),
    );
  });

  it("takes the date given, else keeps the one the closed deal had", () => {
    expect(closeDateFor("closed_won", given, current, "required")).toBe(given);
    expect(closeDateFor("closed_lost", undefined, current, "required")).toBe(current);
  });

  it("dates a PATCH that closes a deal without a date now", () => {
    const before = Date.now();
    const closedAt = closeDateFor("closed_won", undefined, null, "now");
    expect(closedAt?.getTime()).toBeGreaterThanOrEqual(before);
    expect(closedAt?.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("refuses a board move that closes a deal without a date", () => {
    expect(() => closeDateFor("closed_lost", undefined, null, "required")).toThrow(
      new ValidationError("Close date is required to close a deal as won or lost"),
    );
  });
});
