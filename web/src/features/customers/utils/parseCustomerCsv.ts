import Papa from "papaparse";
import { IMPORT_MESSAGES, MAX_IMPORT_FILE_BYTES } from "../../../../../schema/customers/customers.import-rules.ts";

export type ParsedCsv = { headers: string[]; rows: string[][] };
export type ParseOutcome = { ok: true; csv: ParsedCsv } | { ok: false; message: string };

/** Names and types a browser gives a CSV file (Windows calls it an Excel file). */
const CSV_TYPES = new Set(["", "text/csv", "text/plain", "application/csv", "application/vnd.ms-excel"]);

/** Whether a file may be a CSV at all, before reading it: its name, type and size. */
export function checkCsvFile(file: { name: string; type: string; size: number }): string | null {
  if (!file.name.toLowerCase().endsWith(".csv") || !CSV_TYPES.has(file.type)) return IMPORT_MESSAGES.notCsv;
  if (file.size > MAX_IMPORT_FILE_BYTES) return IMPORT_MESSAGES.fileTooLarge;
  return null;
}

/**
 * A CSV file's text as its header row and its data rows. Blank lines are dropped; a row's line is
 * its index + 2 (the header is line 1).
 */
export function parseCsvText(text: string): ParseOutcome {
  // Text with NUL characters is a binary file renamed, not a CSV.
  if (text.includes("\u0000")) return { ok: false, message: IMPORT_MESSAGES.notCsv };
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const [headers, ...rows] = parsed.data;
  if (!headers || rows.length === 0) return { ok: false, message: IMPORT_MESSAGES.emptyFile };
  return { ok: true, csv: { headers: headers.map((header) => header.trim()), rows } };
}
