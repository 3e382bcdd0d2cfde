import { describe, expect, it } from "vitest";
import { formatReceived } from "./formatReceived.ts";

describe("formatReceived", () => {
  it("shows the date and time a message arrived", () => {
    const date = new Date(2026, 10, 22, 9, 15);
    // Some ICU versions put a narrow no-break space before "AM".
    expect(formatReceived(date.toISOString()).replace(/\s/g, " ")).toBe("Nov 22, 2026, 9:15 AM");
  });
});
