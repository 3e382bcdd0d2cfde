import Papa from "papaparse";
import { isPhoneNumber } from "../phone.rules.ts";
import { neutraliseFormula } from "./neutralise-formula.ts";

/**
 * What a column holds: text (the default) or phone numbers. A phone number starting with "+" is written
 * as it is, in quotes, rather than behind the apostrophe that neutralises formulas: spreadsheets read the
 * quoted cell as text and show no stray apostrophe, and a possible phone number (digits, spaces,
 * brackets, dashes, an extension) holds no formula.
 */
export type CsvCellKind = "text" | "phone";

const isQuotedPhone = (text: string) => text.startsWith("+") && isPhoneNumber(text);

/**
 * A cell's text: dates in ISO form, nothing for null, numbers as they are (a negative number is no
 * formula), text neutralised against formula injection.
 */
export function csvCell(value: unknown, kind: CsvCellKind = "text"): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "number") return String(value);
  const text = String(value);
  return kind === "phone" && isQuotedPhone(text) ? text : neutraliseFormula(text);
}

/** Rows as CSV lines (CRLF between them, none after the last; quoted where needed), each column of its kind. */
export function csvLines(rows: readonly (readonly unknown[])[], kinds: readonly CsvCellKind[] = []): string {
  return Papa.unparse(
    rows.map((row) => row.map((value, column) => csvCell(value, kinds[column]))),
    { quotes: (text: unknown, column: number) => kinds[column] === "phone" && isQuotedPhone(String(text)) },
  );
}
