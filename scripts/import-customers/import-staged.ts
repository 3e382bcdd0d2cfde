import { createReadStream } from "node:fs";
import type pg from "pg";
import { progressBar } from "../progress-bar.ts";
import { importCustomerRows } from "../../schema/customers/customers.import.ts";
import {
  duplicateTracker,
  IMPORT_FIELDS,
  IMPORT_MESSAGES,
  MAX_IMPORT_BATCH,
  setAsideRepeated,
  type ImportField,
  type ImportRow,
  type ImportRowResult,
} from "../../schema/customers/customers.import-rules.ts";
import { summarize, type ImportSummary } from "../../schema/customers/customers.import-report.ts";
import type { WorkspaceDatabase } from "../../schema/db.ts";
import { copyFrom } from "./copy-from.ts";
import { FileRefused } from "./check-file.ts";

export type StagedImport = {
  client: pg.ClientBase;
  workspace: WorkspaceDatabase;
  ownerId: string | null;
  file: string;
  headers: string[];
  mapping: Record<ImportField, number | null>;
  updateExisting: boolean;
};

const TABLE = "customer_import_staging";

/** COPY's complaint about a malformed file names the line: say it the way the report does. */
function copyError(error: unknown): Error {
  const { message, where } = error as { message?: string; where?: string };
  const line = /line (\d+)/.exec(where ?? "")?.[1];
  return new FileRefused(`The file is not valid CSV${line ? ` at line ${line}` : ""}: ${message ?? String(error)}`);
}

/**
 * Streams the file into a temporary staging table (one text column per header, numbered in file
 * order), then imports it 1,000 rows at a time through the service the API uses, tracking e-mails
 * across batches so a duplicate anywhere in the file is reported, never saved twice. A file COPY
 * refuses writes nothing.
 */
export async function importStaged(
  options: StagedImport,
): Promise<{ summary: ImportSummary; problems: ImportRowResult[] }> {
  const { client, headers, mapping } = options;
  const columns = headers.map((_, index) => `c${index}`);
  await client.query(
    `CREATE TEMP TABLE ${TABLE} (line bigint GENERATED ALWAYS AS IDENTITY (START WITH 2), ${columns.map((column) => `${column} text`).join(", ")})`,
  );
  const total = await copyFrom(
    client,
    `COPY ${TABLE} (${columns.join(", ")}) FROM STDIN WITH (FORMAT csv, HEADER true, ENCODING 'UTF8')`,
    createReadStream(options.file),
  ).catch((error: unknown) => {
    throw copyError(error);
  });
  if (total === 0) throw new FileRefused(IMPORT_MESSAGES.emptyFile);

  const bar = progressBar(total);
  const seen = duplicateTracker();
  const summary: ImportSummary = { created: 0, updated: 0, rejected: 0, duplicate: 0 };
  const problems: ImportRowResult[] = [];
  let after = 0;
  for (;;) {
    const { rows } = await client.query<Record<string, string | null> & { line: string }>(
      `SELECT * FROM ${TABLE} WHERE line > $1 ORDER BY line LIMIT ${MAX_IMPORT_BATCH}`,
      [after],
    );
    if (rows.length === 0) break;
    after = Number(rows.at(-1)?.line);
    const batch = rows.map((row) => toImportRow(row, mapping));
    const { reported, toSend } = setAsideRepeated(seen, batch);
    const saved = await importCustomerRows(options.workspace, options.ownerId, toSend, options.updateExisting);
    const results = [...reported, ...saved];
    const counts = summarize(results);
    for (const outcome of Object.keys(summary) as (keyof ImportSummary)[]) summary[outcome] += counts[outcome];
    problems.push(...results.filter((result) => result.outcome === "rejected" || result.outcome === "duplicate"));
    bar.advance(rows.length, "importing");
  }
  bar.finish();
  return { summary, problems: problems.sort((a, b) => a.line - b.line) };
}

function toImportRow(row: Record<string, string | null>, mapping: Record<ImportField, number | null>): ImportRow {
  const mapped: ImportRow = { line: Number(row.line) };
  for (const field of IMPORT_FIELDS) {
    const column = mapping[field];
    if (column !== null) mapped[field] = row[`c${column}`] ?? "";
  }
  return mapped;
}
