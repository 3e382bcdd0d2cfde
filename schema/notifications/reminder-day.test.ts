import { describe, expect, it } from "vitest";
import { localDay, localDayRange, reminderDayAt } from "./reminder-day.ts";

describe("reminder days, in the server's time zone", () => {
  it("gives the day of a moment", () => {
    expect(localDay(new Date(2030, 2, 15, 23, 59))).toBe("2030-03-15");
    expect(localDay(new Date(2030, 0, 1, 0, 0))).toBe("2030-01-01");
  });

  it("spans a day from its midnight to the next", () => {
    expect(localDayRange("2030-03-15")).toEqual({ start: new Date(2030, 2, 15), end: new Date(2030, 2, 16) });
    expect(localDayRange("2030-12-31").end).toEqual(new Date(2031, 0, 1));
  });

  it("names the day only at the reminder hour's tick", () => {
    expect(reminderDayAt(new Date(2030, 2, 15, 7, 0), 7)).toBe("2030-03-15");
    expect(reminderDayAt(new Date(2030, 2, 15, 8, 0), 7)).toBeNull();
    expect(reminderDayAt(new Date(2030, 2, 15, 0, 0), 0)).toBe("2030-03-15");
  });
});
