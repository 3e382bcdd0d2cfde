import { describe, expect, it } from "vitest";
import { formatDateTime } from "./formatDateTime.ts";

describe("formatDateTime", () => {
  it("shows the date and time in the reader's time zone", () => {
    const date = new Date(2026, 10, 22, 9, 15);
    // Some ICU versions put a narrow no-break space before "AM".
    expect(formatDateTime(date.toISOString()).replace(/\s/g, " ")).toBe("Nov 22, 2026, 9:15 AM");
  });
});
