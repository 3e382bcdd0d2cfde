import { describe, expect, it } from "vitest";
import { buildReportCsv, csvField, reportFileName, type ReportCustomer } from "./reportCsv.ts";

const sarah: ReportCustomer = {
  name: "Sarah Johnson",
  email: "sarah@techcorp.com",
  phone: "+1 (555) 123-4567",
  company: "TechCorp Solutions",
  status: "active",
  valueCents: 1_250_000,
};

describe("csvField", () => {
  it("leaves plain text alone", () => {
    expect(csvField("Sarah Johnson")).toBe("Sarah Johnson");
    expect(csvField(12)).toBe("12");
    expect(csvField("")).toBe("");
  });

  it("quotes a field with a comma", () => {
    expect(csvField("Acme, Inc.")).toBe('"Acme, Inc."');
  });

  it("quotes a field with quotes and doubles them", () => {
    expect(csvField('The "Best" Co')).toBe('"The ""Best"" Co"');
  });

  it("quotes a field with a line break", () => {
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
    expect(csvField("a\r\nb")).toBe('"a\r\nb"');
  });
});

describe("buildReportCsv", () => {
  it("writes the customers, a blank line, then the pipeline, with CRLF line ends", () => {
    const csv = buildReportCsv({
      customers: [sarah],
      pipeline: [
        { label: "Qualified", count: 3, valueCents: 4_500_000 },
        { label: "Closed Won", count: 1, valueCents: 99 },
      ],
    });
    expect(csv).toBe(
      [
        "name,email,phone,company,status,value",
        "Sarah Johnson,sarah@techcorp.com,+1 (555) 123-4567,TechCorp Solutions,active,12500.00",
        "",
        "stage,count,value",
        "Qualified,3,45000.00",
        "Closed Won,1,0.99",
        "",
      ].join("\r\n"),
    );
  });

  it("escapes every customer field that needs it", () => {
    const csv = buildReportCsv({
      customers: [{ ...sarah, name: 'Sam "The Closer" Lee', company: "Lee, Lee & Co", phone: "" }],
      pipeline: [],
    });
    expect(csv.split("\r\n")[1]).toBe('"Sam ""The Closer"" Lee",sarah@techcorp.com,,"Lee, Lee & Co",active,12500.00');
  });

  it("still writes both headers when there is no data", () => {
    expect(buildReportCsv({ customers: [], pipeline: [] })).toBe(
      "name,email,phone,company,status,value\r\n\r\nstage,count,value\r\n",
    );
  });
});

describe("reportFileName", () => {
  it("dates the file", () => {
    expect(reportFileName(new Date(2026, 2, 5, 9, 30))).toBe("bramble-report-2026-03-05.csv");
  });
});
