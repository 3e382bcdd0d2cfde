import { describe, expect, it } from "vitest";
import { checkImportRow, duplicateLines, guessMapping, mapRows } from "./customers.import-rules.ts";

describe("guessMapping", () => {
  it("maps headers to fields by name, ignoring case, spaces and punctuation", () => {
    expect(guessMapping(["Full Name", "E-mail Address", "Tel", "Organization", "STATUS", "Value (USD)", "x"])).toEqual({
      name: 0,
      email: 1,
      phone: 2,
      company: 3,
      status: 4,
      value: 5,
      notes: null,
    });
  });

  it("reads back the headers of the product's own export", () => {
    expect(guessMapping(["Name", "Email", "Phone", "Company", "Status", "Value (USD)", "Notes", "Created"])).toEqual({
      name: 0,
      email: 1,
      phone: 2,
      company: 3,
      status: 4,
      value: 5,
      notes: 6,
    });
  });
});

describe("mapRows", () => {
  it("numbers rows by their line in the file and leaves unmapped fields out", () => {
    const mapping = { name: 1, email: 0, phone: null, company: null, status: null, value: null, notes: 2 };
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
  it("converts status and dollars the way a person writes them", () => {
    expect(checkImportRow({ line: 2, name: " Ann ", email: "a@a.test", status: " Active", value: "$1,234.5" })).toEqual(
      {
        ok: true,
        customer: { name: "Ann", email: "a@a.test", status: "active", valueCents: 123450 },
      },
    );
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
    expect(checkImportRow({ line: 7, ...cells })).toEqual({ ok: false, field, message });
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
