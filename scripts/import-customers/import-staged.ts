import { createReadStream } from "node:fs";
import type pg from "pg";
import { progressBar } from "#scripts/progress-bar.ts";
import { importCheckedRows, type CheckedImportRow } from "#schema/customers/customers.import.ts";
import {
  checkImportRow,
  duplicateTracker,
  IMPORT_FIELDS,
  IMPORT_MESSAGES,
  setAsideRepeated,
  type ImportField,
  type ImportRow,
  type ImportRowResult,
} from "#schema/customers/customers.import.rules.ts";
import { summarize, type ImportSummary } from "#schema/customers/customers.import-report.text.ts";
import type { WorkspaceDatabase } from "#core/db/db.ts";
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

/** Rows per statement: a tenth of the round trips of the API's 1,000, and a few MB of memory. */
export const CLI_IMPORT_BATCH = 10_000;
/** Batches being saved at once: the next one is on its way while the last commits and runs its triggers. */
const SAVES_IN_FLIGHT = 2;

type Prepared = { size: number; reported: ImportRowResult[]; toSend: CheckedImportRow[] };

/**
 * Streams the file into a temporary staging table (one text column per header, numbered in file
 * order), then reads it back through a cursor in file order and imports it CLI_IMPORT_BATCH rows at a
 * time through the service the API uses, tracking e-mails across batches so a duplicate anywhere in
 * the file is reported, never saved twice. While the database writes one batch, the next is fetched
 * and checked. A file COPY refuses writes nothing.
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
  // One scan of the staging table (a LIMIT after the last line read would scan it once per batch).
  await client.query("BEGIN");
  try {
    await client.query(`DECLARE staged NO SCROLL CURSOR FOR SELECT * FROM ${TABLE} ORDER BY line`);
    const nextBatch = async (): Promise<ImportRow[]> => {
      const { rows } = await client.query<Record<string, string | null>>(`FETCH ${CLI_IMPORT_BATCH} FROM staged`);
      return rows.map((row) => toImportRow(row, mapping));
    };
    const prepare = (batch: ImportRow[]): Prepared => {
      const checks = new Map(batch.map((row) => [row.line, checkImportRow(row)]));
      const { reported, toSend } = setAsideRepeated(seen, batch, (row) => checks.get(row.line)?.ok === true);
      return { size: batch.length, reported, toSend: toSend.map((row) => ({ row, check: checks.get(row.line)! })) };
    };
    const account = (batch: Prepared, saved: ImportRowResult[]) => {
      const results = [...batch.reported, ...saved];
      const counts = summarize(results);
      for (const outcome of Object.keys(summary) as (keyof ImportSummary)[]) summary[outcome] += counts[outcome];
      problems.push(...results.filter((result) => result.outcome === "rejected" || result.outcome === "duplicate"));
      bar.advance(batch.size, "importing");
    };
    const saving: { batch: Prepared; saved: Promise<ImportRowResult[]> }[] = [];
    let batch = prepare(await nextBatch());
    while (batch.size > 0) {
      const saved = importCheckedRows(options.workspace, options.ownerId, batch.toSend, options.updateExisting);
      saved.catch(() => {}); // awaited below, in file order
      saving.push({ batch, saved });
      // The next batch is fetched and checked while the database saves this one.
      const following = nextBatch().then(prepare);
      following.catch(() => {});
      if (saving.length >= SAVES_IN_FLIGHT) {
        const oldest = saving.shift()!;
        account(oldest.batch, await oldest.saved);
      }
      batch = await following;
    }
    for (const { batch, saved } of saving) account(batch, await saved);
  } finally {
    await client.query("ROLLBACK").catch(() => {});
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
