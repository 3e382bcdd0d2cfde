import { describe, expect, it } from "vitest";
import { csvLines } from "./csv-text.ts";

describe("csvLines", () => {
  it("quotes what needs quoting, writes dates in ISO form and neutralises formulas", () => {
    const at = new Date("2026-01-02T03:04:05.000Z");
    expect(
      csvLines([
        ["Name", "Notes"],
        ['Sam "S" Smith', "=1+1"],
        ["a,b", null],
        ["x\ny", at],
      ]),
    ).toBe('Name,Notes\r\n"Sam ""S"" Smith",\'=1+1\r\n"a,b",\r\n"x\ny",2026-01-02T03:04:05.000Z');
  });
});
