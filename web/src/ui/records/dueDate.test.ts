import { describe, expect, it } from "vitest";
import { dueDateToIso, formatDueDate, isoToDueDate, isoToDueTime } from "./dueDate.ts";

describe("due dates", () => {
  it("makes a task due at the end of the picked day, local time", () => {
    const due = new Date(dueDateToIso("2026-03-15") ?? "");
    expect([due.getFullYear(), due.getMonth(), due.getDate(), due.getHours(), due.getMinutes()]).toEqual([
      2026, 2, 15, 23, 59,
    ]);
  });

  it("gives no due date for an empty or malformed day", () => {
    expect(dueDateToIso("")).toBeNull();
    expect(dueDateToIso(undefined)).toBeNull();
    expect(dueDateToIso("15/03/2026")).toBeNull();
  });

  it("shows the picked day again", () => {
    expect(formatDueDate(dueDateToIso("2026-03-15"))).toBe("Mar 15, 2026");
    expect(formatDueDate(null)).toBe("No due date");
  });

  it("gives the date input back the picked day, and nothing for no due date", () => {
    expect(isoToDueDate(dueDateToIso("2026-03-15"))).toBe("2026-03-15");
    expect(isoToDueDate(null)).toBe("");
  });

  it("makes a task due at the picked time of the picked day, and shows the time again", () => {
    const due = dueDateToIso("2026-03-15", "14:30");
    expect(due).toBe(new Date(2026, 2, 15, 14, 30).toISOString());
    expect(formatDueDate(due)).toBe("Mar 15, 2026, 2:30 PM");
    expect([isoToDueDate(due), isoToDueTime(due)]).toEqual(["2026-03-15", "14:30"]);
  });

  it("reads a day alone back as no time", () => {
    expect(isoToDueTime(dueDateToIso("2026-03-15"))).toBe("");
    expect(isoToDueTime(dueDateToIso("2026-03-15", ""))).toBe("");
    expect(isoToDueTime(null)).toBe("");
  });
});
