import { describe, expect, it } from "vitest";
import {
  checkCompanyImportRow,
  companyImportRequest,
  companyImportRequestBatches,
  domainCells,
  guessCompanyMapping,
  mapCompanyRows,
  repeatedDomainLines,
} from "./companies.import.rules.ts";

describe("the companies import's rules", () => {
  it("guesses each field's column from the header, the export's own headers included", () => {
    expect(
      guessCompanyMapping([
        "Company",
        "Domains",
        "Industry",
        "Employees",
        "Phone",
        "Website",
        "Address",
        "Owner",
        "Notes",
        "People",
        "Created",
      ]),
    ).toEqual({ name: 0, domains: 1, industry: 2, size: 3, phone: 4, website: 5, address: 6, notes: 8 });
    expect(guessCompanyMapping(["Organization", "Domain", "Sector", "Head count", "URL", "Comments"])).toEqual({
      name: 0,
      domains: 1,
      industry: 2,
      size: 3,
      phone: null,
      website: 4,
      address: null,
      notes: 5,
    });
  });

  it("maps a file's rows through the chosen columns, numbering lines from 2", () => {
    const mapping = { ...guessCompanyMapping(["Company", "Domain"]) };
    expect(mapCompanyRows([["Acme", "acme.com"], ["Globex"]], mapping)).toEqual([
      { line: 2, name: "Acme", domains: "acme.com" },
      { line: 3, name: "Globex", domains: "" },
    ]);
  });

  it("splits a domains cell on commas, semicolons and spaces", () => {
    expect(domainCells("acme.com, acme.co.uk;www.acme.de  acme.io")).toEqual([
      "acme.com",
      "acme.co.uk",
      "www.acme.de",
      "acme.io",
    ]);
    expect(domainCells("")).toEqual([]);
    expect(domainCells(undefined)).toBeUndefined();
  });

  it("turns a row into the company the form would save, domains normalised and employees a number", () => {
    expect(
      checkCompanyImportRow({
        line: 2,
        name: " Acme ",
        domains: "https://www.Acme.com/about, acme.co.uk",
        industry: " Manufacturing ",
        size: "1,200",
        website: "acme.com",
      }),
    ).toEqual({
      ok: true,
      company: expect.objectContaining({
        name: "Acme",
        domains: ["acme.com", "acme.co.uk"],
        industry: "Manufacturing",
        size: 1200,
        website: "acme.com",
      }),
    });
    const noDomains = checkCompanyImportRow({ line: 3, name: "Globex", domains: "" });
    expect(noDomains.ok && noDomains.company.domains).toBeUndefined();
  });

  it("lists every field the form refuses, with the form's messages", () => {
    expect(checkCompanyImportRow({ line: 4, name: "", domains: "not a domain", size: "many" })).toEqual({
      ok: false,
      problems: [
        { field: "name", message: "Name is required" },
        { field: "domains", message: "Please enter a valid domain: not" },
        { field: "size", message: "Employees must be a number" },
      ],
    });
  });

  it("undoes an export's neutralising apostrophe", () => {
    const row = checkCompanyImportRow({ line: 5, name: "'=Acme", phone: "'+1 555 123 4567" });
    expect(row.ok && [row.company.name, row.company.phone]).toEqual(["=Acme", "+1 555 123 4567"]);
  });

  it("finds rows repeating an earlier saved row's domain; rows without a domain never repeat", () => {
    expect(
      repeatedDomainLines([
        { line: 2, domains: ["acme.com"] },
        { line: 3, domains: [] },
        { line: 4, domains: ["globex.com", "acme.com"] },
        { line: 5, domains: [] },
        // Line 4 is not saved: its globex.com is free for line 6.
        { line: 6, domains: ["globex.com"] },
        { line: 7, domains: ["globex.com"] },
      ]),
    ).toEqual(
      new Map([
        [4, 2],
        [7, 6],
      ]),
    );
  });

  it("takes at most 1,000 rows a request", () => {
    const rows = Array.from({ length: 1001 }, (_, index) => ({ line: index + 2, name: "Acme" }));
    const parsed = companyImportRequest.safeParse({ rows });
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe("An import batch holds at most 1,000 rows");
  });

  it("sends the rows the form accepts in batches of at most 1,000, and reports the others with the server's messages", () => {
    const rows = [
      { line: 2, name: "" },
      ...Array.from({ length: 1001 }, (_, index) => ({ line: index + 3, name: `Company ${index}` })),
    ];
    const batches = [...companyImportRequestBatches(rows)];
    expect(batches.map(({ reported, toSend, done }) => [reported.length, toSend.length, done])).toEqual([
      [1, 1000, 1001],
      [0, 1, 1002],
    ]);
    expect(batches[0]!.reported[0]).toMatchObject({ line: 2, outcome: "rejected", message: "Name is required" });
  });
});
