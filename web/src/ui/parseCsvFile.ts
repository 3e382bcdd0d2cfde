import Papa from "papaparse";
import { IMPORT_MESSAGES, MAX_IMPORT_FILE_BYTES } from "#schema/customers/customers.import.rules.ts";

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

/** A parsed file's first record as the header row, the rest as data rows (index + 2 is a row's line). */
function toParsedCsv(records: string[][]): ParseOutcome {
  const [headers, ...rows] = records;
  if (!headers || rows.length === 0) return { ok: false, message: IMPORT_MESSAGES.emptyFile };
  return { ok: true, csv: { headers: headers.map((header) => header.replace(/^\uFEFF/, "").trim()), rows } };
}

/** Text with NUL characters is a binary file renamed, not a CSV. */
const isBinary = (text: string) => text.includes("\u0000");

const CHUNK_BYTES = 1024 * 1024;

/**
 * A CSV file as its header row and its data rows (blank lines dropped), parsed 1 MB at a time so the
 * page stays responsive on a large file.
 */
export async function parseCsvFile(file: File): Promise<ParseOutcome> {
  if (isBinary(await file.slice(0, 64 * 1024).text())) return { ok: false, message: IMPORT_MESSAGES.notCsv };
  return new Promise((resolve) => {
    const records: string[][] = [];
    Papa.parse<string[]>(file, {
      chunkSize: CHUNK_BYTES,
      skipEmptyLines: "greedy",
      chunk: (results) => {
        for (const record of results.data) records.push(record);
      },
      complete: () => resolve(toParsedCsv(records)),
      error: () => resolve({ ok: false, message: IMPORT_MESSAGES.notCsv }),
    });
  });
}
