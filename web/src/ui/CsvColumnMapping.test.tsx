// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CsvColumnMapping, type ColumnMapping } from "./CsvColumnMapping.tsx";

type Field = "name" | "email";
const FIELDS: readonly Field[] = ["name", "email"];
const csv = { headers: ["Full Name", ""], rows: [["Ada", "ada@example.com"]] };
const mapRows = (rows: readonly (readonly string[])[], mapping: ColumnMapping<Field>) =>
  rows.map((cells, index) => ({ line: index + 2, name: mapping.name === null ? null : (cells[mapping.name] ?? null) }));

function renderMapping(onUpdateExistingChange = vi.fn()) {
  render(
    <CsvColumnMapping
      csv={csv}
      fields={FIELDS}
      fieldLabels={{ name: "Name", email: "Email" }}
      mapping={{ name: 0, email: null }}
      onMappingChange={() => {}}
      mapRows={mapRows}
      updateExistingLabel="Update existing rows"
      updateExisting={false}
      onUpdateExistingChange={onUpdateExistingChange}
      disabled={false}
    />,
  );
}

describe("CsvColumnMapping", () => {
  it("says the file's size in rows, in the singular for one", () => {
    renderMapping();
    expect(screen.getByText("1 row. Match each field to a column of the file:")).toBeTruthy();
  });

  it("names each field's column, and previews only the fields imported", () => {
    renderMapping();
    expect(screen.getByRole("combobox", { name: "Name" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Email" })).toBeTruthy();
    const preview = screen.getByRole("table", { name: "Preview of the first rows" });
    expect(
      within(preview)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Line", "Name"]);
    expect(within(preview).getByText("Ada")).toBeTruthy();
  });

  it("says when rows already there are to be updated", () => {
    const onUpdateExistingChange = vi.fn();
    renderMapping(onUpdateExistingChange);
    fireEvent.click(screen.getByRole("checkbox", { name: "Update existing rows" }));
    expect(onUpdateExistingChange).toHaveBeenCalledWith(true);
  });
});
