// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ColumnMapping } from "./CsvColumnMapping.tsx";
import { CsvImportDialog, type CsvImporter, type CsvImportRules } from "./CsvImportDialog.tsx";

const wait = { timeout: 8000 };

type Field = "name";
type Result = { line: number };

const RULES: CsvImportRules<Field, Result> = {
  fields: ["name"],
  fieldLabels: { name: "Name" },
  guessMapping: (headers) => ({ name: headers.indexOf("Name") === -1 ? null : headers.indexOf("Name") }),
  mapRows: (rows, mapping: ColumnMapping<Field>) =>
    rows.map((cells, index) => ({
      line: index + 2,
      name: mapping.name === null ? null : (cells[mapping.name] ?? null),
    })),
  missingColumn: (mapping) => (mapping.name === null ? "The file has no name column" : null),
  reportCsv: () => "",
};

function importer(): CsvImporter<Field, Result> {
  return {
    progress: null,
    run: vi.fn(async (rows: { line: number }[]) => rows.map(({ line }) => ({ line }))),
    reset: vi.fn(),
  };
}

async function chooseFile(content: string) {
  const dialog = await screen.findByRole("dialog", { name: "Import Rows" }, wait);
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File([content], "rows.csv", { type: "text/csv" })] } });
  return dialog;
}

function renderDialog(rowsImporter: CsvImporter<Field, Result>, onImported = vi.fn()) {
  render(
    <CsvImportDialog
      open
      onClose={() => {}}
      onImported={onImported}
      title="Import Rows"
      updateExistingLabel="Update existing rows"
      rules={RULES}
      importer={rowsImporter}
      renderReport={(results) => <p role="status">{`${results.length} imported`}</p>}
    />,
  );
}

describe("CsvImportDialog", () => {
  it("imports the mapped rows and shows the report", async () => {
    const rowsImporter = importer();
    const onImported = vi.fn();
    renderDialog(rowsImporter, onImported);
    const dialog = await chooseFile("Name\nAda\nGrace\n");
    expect(await within(dialog).findByText(/2 rows\. Match each field/, {}, wait)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Import" }));
    expect((await within(dialog).findByRole("status", {}, wait)).textContent).toBe("2 imported");
    expect(rowsImporter.run).toHaveBeenCalledWith(
      [
        { line: 2, name: "Ada" },
        { line: 3, name: "Grace" },
      ],
      false,
    );
    expect(onImported).toHaveBeenCalledOnce();
  });

  it("says which column is missing instead of importing", async () => {
    const rowsImporter = importer();
    renderDialog(rowsImporter);
    const dialog = await chooseFile("Email\nada@example.com\n");
    await within(dialog).findByText(/1 row\. Match each field/, {}, wait);
    fireEvent.click(within(dialog).getByRole("button", { name: "Import" }));
    expect((await within(dialog).findByRole("alert", {}, wait)).textContent).toContain("The file has no name column");
    expect(rowsImporter.run).not.toHaveBeenCalled();
  });
});
