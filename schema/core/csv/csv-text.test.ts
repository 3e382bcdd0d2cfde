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

  it("writes a phone number starting with + as a quoted cell, without the apostrophe; anything else stays neutralised", () => {
    expect(
      csvLines(
        [
          ["+1 (555) 123-4567", "+1 (555) 123-4567"],
          ["+44 20 7946 0018", "(212) 555-0100"],
          ["+SUM(A1)", ""],
          ["-1", "@x"],
          [-1, 2.5],
        ],
        ["phone", "text"],
      ),
    ).toBe(
      '"+1 (555) 123-4567",\'+1 (555) 123-4567\r\n' +
        '"+44 20 7946 0018",(212) 555-0100\r\n' +
        "'+SUM(A1),\r\n" +
        "'-1,'@x\r\n" +
        "-1,2.5",
    );
  });
});
