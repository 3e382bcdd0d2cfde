import { describe, expect, it } from "vitest";
import { validationMessage } from "#tests/support/validation.ts";
import { canonicalTimeZone, dateIn, timeZoneName } from "./time-zone.rules.ts";

describe("time zones", () => {
  it("takes IANA names, in their canonical spelling", () => {
    expect(canonicalTimeZone("Europe/Paris")).toBe("Europe/Paris");
    expect(canonicalTimeZone("europe/paris")).toBe("Europe/Paris");
    expect(canonicalTimeZone("UTC")).toBe("UTC");
    expect(timeZoneName.parse(" America/New_York ")).toBe("America/New_York");
  });

  it.each(["Mars/Olympus", "+01:00", "", "Europe/" + "x".repeat(80)])("refuses %j", (name) => {
    expect(validationMessage(timeZoneName, name)).toBe("Time zone must be an IANA time zone name, like Europe/Paris");
  });

  it("gives the day a moment falls on in the zone", () => {
    const moment = new Date("2026-11-02T03:30:00.000Z");
    expect(dateIn(moment, "UTC")).toBe("2026-11-02");
    expect(dateIn(moment, "America/Los_Angeles")).toBe("2026-11-01");
    expect(dateIn(moment, "Asia/Tokyo")).toBe("2026-11-02");
  });
});
