import { open, stat } from "node:fs/promises";
import Papa from "papaparse";
import { IMPORT_MESSAGES } from "#schema/customers/customers.import.rules.ts";

/**
 * What the command line takes: a file COPY streams into a staging table, so memory is not the bound
 * (the browser and the API stop at 20 MB); 2 GB keeps one run to tens of millions of rows.
 */
export const MAX_CLI_FILE_BYTES = 2 * 1024 ** 3;
const HEAD_BYTES = 64 * 1024;

export class FileRefused extends Error {}

/** The file's header row, once the file passes for a CSV: by its name, its size, and its first bytes. */
export async function readHeader(file: string): Promise<string[]> {
  if (!file.toLowerCase().endsWith(".csv")) throw new FileRefused(IMPORT_MESSAGES.notCsv);
  const size = await stat(file).then(
    (info) => (info.isFile() ? info.size : null),
    () => null,
  );
  if (size === null) throw new FileRefused(`No such file: ${file}`);
  if (size > MAX_CLI_FILE_BYTES) throw new FileRefused("The file is larger than 2 GB");
  const handle = await open(file);
  const head = Buffer.alloc(Math.min(size, HEAD_BYTES));
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  if (head.includes(0)) throw new FileRefused(IMPORT_MESSAGES.notCsv);
  const text = head.toString("utf8").replace(/^\uFEFF/, "");
  const [headers, firstRow] = Papa.parse<string[]>(text, { preview: 2, skipEmptyLines: "greedy" }).data;
  if (!headers || !firstRow) throw new FileRefused(IMPORT_MESSAGES.emptyFile);
  return headers.map((header) => header.trim());
}
