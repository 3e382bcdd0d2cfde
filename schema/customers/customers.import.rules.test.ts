import { describe, expect, it } from "vitest";
import {
  checkImportRow,
  duplicateLines,
  guessMapping,
  importRequestBatches,
  mapRows,
  MAX_IMPORT_REQUEST_BYTES,
  type ImportRow,
} from "./customers.import.rules.ts";

describe("guessMapping", () => {
  it("maps headers to fields by name, ignoring case, spaces and punctuation", () => {
    expect(guessMapping(["Full Name", "E-mail Address", "Tel", "Organization", "STATUS", "Value (USD)", "x"])).toEqual({
      name: 0,
      email: 1,
      phone: 2,
      company: 3,
      role: null,
      status: 4,
      value: 5,
      notes: null,
    });
    expect(guessMapping(["Name", "Email", "Company", "Job title"])).toMatchObject({ company: 2, role: 3 });
  });

  it("reads back the headers of the product's own export, the customers screen's labels", () => {
    expect(
      guessMapping(["Customer", "Email", "Phone", "Company", "Role", "Status", "Value", "Notes", "Customer since"]),
    ).toEqual({
      name: 0,
      email: 1,
      phone: 2,
      company: 3,
      role: 4,
      status: 5,
      value: 6,
      notes: 7,
    });
  });
});

describe("mapRows", () => {
  it("numbers rows by their line in the file and leaves unmapped fields out", () => {
    const mapping = { name: 1, email: 0, phone: null, company: null, role: null, status: null, value: null, notes: 2 };
    expect(
      mapRows(
        [
          ["a@a.test", "Ann"],
          ["b@b.test", "Bo", "hi"],
        ],
        mapping,
      ),
    ).toEqual([
      { line: 2, name: "Ann", email: "a@a.test", notes: "" },
      { line: 3, name: "Bo", email: "b@b.test", notes: "hi" },
    ]);
  });
});

describe("checkImportRow", () => {
  it("takes the person's role at their company, trimmed, and refuses one over 200 characters", () => {
    expect(checkImportRow({ line: 2, name: "Ann", email: "a@a.test", company: "Acme", role: " CTO " })).toEqual({
      ok: true,
      customer: { name: "Ann", email: "a@a.test", company: "Acme" },
      role: "CTO",
    });
    expect(checkImportRow({ line: 3, name: "", email: "a@a.test", role: "x".repeat(201) })).toEqual({
      ok: false,
      problems: [
        { field: "name", message: "Name is required" },
        { field: "role", message: "Role must be at most 200 characters" },
      ],
    });
  });

  it("converts status and dollars the way a person writes them", () => {
    expect(checkImportRow({ line: 2, name: " Ann ", email: "a@a.test", status: " Active", value: "$1,234.5" })).toEqual(
      {
        ok: true,
        customer: { name: "Ann", email: "a@a.test", status: "active", valueCents: 123450 },
      },
    );
  });

  it("reads back a cell the export neutralised, without its apostrophe", () => {
    expect(
      checkImportRow({ line: 2, name: "'=HYPERLINK(1)", email: "a@a.test", phone: "'+1 555 123 4567", notes: "'-5" }),
    ).toEqual({
      ok: true,
      customer: { name: "=HYPERLINK(1)", email: "a@a.test", phone: "+1 555 123 4567", notes: "-5" },
    });
    expect(checkImportRow({ line: 2, name: "'Tis me", email: "a@a.test" })).toMatchObject({
      customer: { name: "'Tis me" },
    });
  });

  it.each([
    [{ name: "", email: "a@a.test" }, "name", "Name is required"],
    [{ name: "A", email: "a" }, "email", "Please enter a valid email address"],
    [{ name: "A", email: "a@a.test", value: "ten" }, "value", "Value must be a number"],
    [{ name: "A", email: "a@a.test", value: "-1" }, "value", "Value cannot be negative"],
    [{ name: "A", email: "a@a.test", value: "0.001" }, "value", "Value must be a whole number of cents"],
    [{ name: "A", email: "a@a.test", status: "gold" }, "status", "Status must be lead, active or inactive"],
    [{ name: "A", email: "a@a.test", phone: "1".repeat(41) }, "phone", "Phone must be at most 40 characters"],
  ])("refuses %j on %s with the form's message", (cells, field, message) => {
    expect(checkImportRow({ line: 7, ...cells })).toEqual({ ok: false, problems: [{ field, message }] });
  });

  it("reports every field a row gets wrong, one message each, in the form's order", () => {
    expect(checkImportRow({ line: 7, name: "", email: "", phone: "call me", status: "gold", value: "ten" })).toEqual({
      ok: false,
      problems: [
        { field: "name", message: "Name is required" },
        { field: "email", message: "Email is required" },
        { field: "phone", message: "Please enter a valid phone number" },
        { field: "status", message: "Status must be lead, active or inactive" },
        { field: "value", message: "Value must be a number" },
      ],
    });
  });
});

describe("duplicateLines", () => {
  it("points each repeated e-mail, ignoring case and spaces, at its first line", () => {
    const rows = [
      { line: 2, email: "a@a.test" },
      { line: 3, email: "b@b.test" },
      { line: 4, email: " A@A.test" },
      { line: 5, email: "" },
      { line: 6, email: "" },
      { line: 7, email: "a@a.test" },
    ];
    expect([...duplicateLines(rows)]).toEqual([
      [4, 2],
      [7, 2],
    ]);
  });
});

describe("importRequestBatches", () => {
  const customerRow = (line: number, notes = ""): ImportRow => ({
    line,
    name: `Customer ${line}`,
    email: `c${line}@example.test`,
    notes,
  });
  const jsonBytes = (rows: ImportRow[]) =>
    rows.reduce((sum, row) => sum + Buffer.byteLength(JSON.stringify(row)) + 1, 0);

  it("sends small rows 1,000 at a time and counts the rows dealt with", () => {
    const rows = Array.from({ length: 2500 }, (_, index) => customerRow(index + 2));
    const batches = [...importRequestBatches(rows)];
    expect(batches.map(({ toSend, done, reported }) => [toSend.length, done, reported.length])).toEqual([
      [1000, 1000, 0],
      [1000, 2000, 0],
      [500, 2500, 0],
    ]);
  });

  it("keeps each batch within the request's bytes, as full as it can be", () => {
    // Each row is about 4.6 kB of JSON (accented letters count twice), so 19 fit in 90 kB.
    const rows = Array.from({ length: 50 }, (_, index) => customerRow(index + 10, "é".repeat(2300)));
    const batches = [...importRequestBatches(rows)];
    expect(batches.map(({ toSend }) => toSend.length)).toEqual([19, 19, 12]);
    for (const { toSend } of batches) expect(jsonBytes(toSend)).toBeLessThanOrEqual(MAX_IMPORT_REQUEST_BYTES);
    expect(jsonBytes(rows.slice(0, 20))).toBeGreaterThan(MAX_IMPORT_REQUEST_BYTES);
  });

  it("reports a rejected row of any size and a repeated e-mail instead of sending them", () => {
    const rows = [
      customerRow(2),
      { line: 3, name: "Huge", email: "huge@example.test", notes: "x".repeat(1_000_000) },
      { ...customerRow(4), email: " C2@example.test" },
      customerRow(5),
    ];
    expect([...importRequestBatches(rows)]).toEqual([
      {
        reported: [
          {
            line: 3,
            outcome: "rejected",
            field: "notes",
            message: "Notes must be at most 5000 characters",
            problems: [{ field: "notes", message: "Notes must be at most 5000 characters" }],
          },
          {
            line: 4,
            outcome: "duplicate",
            field: "email",
            message: "Same email as line 2",
            problems: [{ field: "email", message: "Same email as line 2" }],
          },
        ],
        toSend: [customerRow(2), customerRow(5)],
        done: 4,
      },
    ]);
  });
});
