// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { checkCsvFile, parseCsvFile } from "./parseCsvFile.ts";

const csvFile = (content: string) => new File([content], "people.csv", { type: "text/csv" });

describe("checkCsvFile", () => {
  it("accepts a .csv file up to 20 MB", () => {
    expect(checkCsvFile({ name: "People.CSV", type: "text/csv", size: 20 * 1024 * 1024 })).toBeNull();
  });

  it.each([
    [{ name: "people.xlsx", type: "application/octet-stream", size: 10 }, "The file is not a CSV file"],
    [{ name: "photo.csv", type: "image/png", size: 10 }, "The file is not a CSV file"],
    [{ name: "big.csv", type: "text/csv", size: 20 * 1024 * 1024 + 1 }, "The file is larger than 20 MB"],
  ])("refuses %j", (file, message) => {
    expect(checkCsvFile(file)).toBe(message);
  });
});

describe("parseCsvFile", () => {
  it("reads the header and the rows, with quoted commas, quotes and line breaks", async () => {
    expect(
      await parseCsvFile(csvFile('\uFEFF Name ,Email\r\n"Lee, Ann",ann@x.test\r\n\r\n"Bo ""B""","b\nc"\r\n')),
    ).toEqual({
      ok: true,
      csv: {
        headers: ["Name", "Email"],
        rows: [
          ["Lee, Ann", "ann@x.test"],
          ['Bo "B"', "b\nc"],
        ],
      },
    });
  });

  it.each([
    ["", "The file holds no rows to import"],
    ["Name,Email\r\n", "The file holds no rows to import"],
    ["PK\u0003\u0004\u0000\u0000", "The file is not a CSV file"],
  ])("refuses %j", async (text, message) => {
    expect(await parseCsvFile(csvFile(text))).toEqual({ ok: false, message });
  });
});
