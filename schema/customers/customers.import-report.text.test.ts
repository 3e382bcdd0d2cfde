import { describe, expect, it } from "vitest";
import type { ImportRowResult } from "./customers.import.rules.ts";
import { reportCsv, summarize, summaryText } from "./customers.import-report.text.ts";

const results: ImportRowResult[] = [
  { line: 2, outcome: "created", field: null, message: null },
  { line: 3, outcome: "rejected", field: "value", message: "Value must be a number" },
  { line: 4, outcome: "duplicate", field: "email", message: "Same email as line 2" },
  { line: 5, outcome: "updated", field: null, message: null },
];

describe("import report", () => {
  it("counts each outcome", () => {
    expect(summaryText(summarize(results))).toBe("1 created, 1 updated, 1 rejected, 1 duplicate");
  });

  it("lists the rows not saved as CSV", () => {
    expect(reportCsv(results)).toBe(
      "Line,Outcome,Field,Message\r\n3,rejected,Value (USD),Value must be a number\r\n4,duplicate,Email,Same email as line 2",
    );
  });
});
