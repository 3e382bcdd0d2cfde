import Papa from "papaparse";
import { neutraliseFormula } from "./neutralise-formula.ts";

/** A cell's text: dates in ISO form, nothing for null, text neutralised against formula injection. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  return neutraliseFormula(String(value));
}

/** Rows as CSV lines (CRLF between them, none after the last; quoted where needed). */
export function csvLines(rows: readonly (readonly unknown[])[]): string {
  return Papa.unparse(rows.map((row) => row.map(csvCell)));
}
