import { describe, expect, it } from "vitest";
import { importResult, type ImportRowResult } from "./customers.import.rules.ts";
import {
  companyMatchText,
  countCompanyMatches,
  reportCsv,
  summarize,
  summaryText,
} from "./customers.import-report.text.ts";

const results: ImportRowResult[] = [
  importResult(2, "created"),
  importResult(3, "rejected", [
    { field: "email", message: "Please enter a valid email address" },
    { field: "value", message: "Value must be a number" },
  ]),
  importResult(4, "duplicate", [{ field: "email", message: "Same email as line 2" }]),
  importResult(5, "updated"),
];

describe("import report", () => {
  it("counts each outcome", () => {
    expect(summaryText(summarize(results))).toBe("1 created, 1 updated, 1 rejected, 1 duplicate");
  });

  it("lists every problem of each row not saved as CSV, one line each", () => {
    expect(reportCsv(results)).toBe(
      "Line,Outcome,Field,Message\r\n" +
        "3,rejected,Email,Please enter a valid email address\r\n" +
        "3,rejected,Value (USD),Value must be a number\r\n" +
        "4,duplicate,Email,Same email as line 2",
    );
  });

  it("names a row's first problem in its field and message", () => {
    expect(results[1]).toMatchObject({ field: "email", message: "Please enter a valid email address" });
    expect(results[0]).toMatchObject({ field: null, message: null, problems: [] });
  });

  it("says how the saved people's companies were found, and nothing when none was", () => {
    const linked: ImportRowResult[] = [
      { ...importResult(2, "created"), companyMatch: "domain" },
      { ...importResult(3, "created"), companyMatch: "name" },
      { ...importResult(4, "updated"), companyMatch: "name" },
      { ...importResult(5, "created"), companyMatch: "created" },
      importResult(6, "created"),
    ];
    expect(countCompanyMatches(linked)).toEqual({ domain: 1, name: 2, created: 1 });
    expect(companyMatchText(countCompanyMatches(linked))).toBe(
      "Companies: 1 person matched by e-mail domain, 2 by name, 1 to a new company.",
    );
    expect(companyMatchText(countCompanyMatches(results))).toBe("");
  });
});
