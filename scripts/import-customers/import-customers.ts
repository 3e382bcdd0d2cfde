// Imports customers from a CSV file into one workspace, with the rules of the web import:
//   npm run import:customers -- --workspace <id> [--update-existing] <file.csv>
// The file is streamed into a staging table with PostgreSQL's COPY, then imported 1,000 rows at a
// time by the same service function as the API. The report (rows not imported) is written beside
// the file as <file>.report.csv. Uses DATABASE_URL, or the embedded PostgreSQL under DATA_DIR.
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import pg from "pg";
import { WITHOUT_STATEMENT_TIMEOUT } from "#prisma/pg-client.ts";
import { openDatabase } from "#prisma/open-database.ts";
import { guessMapping, IMPORT_MESSAGES } from "#schema/customers/customers.import.rules.ts";
import { reportCsv, summaryText } from "#schema/customers/customers.import-report.text.ts";
import { createDatabase } from "#core/db/db.ts";
import { isUuid } from "#core/ids.ts";
import { FileRefused, readHeader } from "./check-file.ts";
import { importStaged } from "./import-staged.ts";

const usage = "Usage: npm run import:customers -- --workspace <id> [--update-existing] <file.csv>";

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { workspace: { type: "string" }, "update-existing": { type: "boolean", default: false } },
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0 || !values.workspace) throw new FileRefused(usage);
  const headers = await readHeader(file);
  const mapping = guessMapping(headers);
  if (mapping.email === null) throw new FileRefused(`${IMPORT_MESSAGES.noEmailColumn}: no header reads as one`);

  const database = await openDatabase();
  const db = createDatabase(database.url);
  const client = new pg.Client({ connectionString: database.url, options: WITHOUT_STATEMENT_TIMEOUT });
  try {
    const workspaceId = values.workspace;
    const workspace = isUuid(workspaceId)
      ? await db.workspace.findFirst({
          where: { id: workspaceId, deletedAt: null },
          include: { memberships: { where: { role: "owner" }, orderBy: { createdAt: "asc" }, take: 1 } },
        })
      : null;
    if (!workspace) throw new FileRefused(`No workspace with id ${workspaceId}`);
    await client.connect();
    const results = await importStaged({
      client,
      workspace: db.$forWorkspace(workspace.id),
      ownerId: workspace.memberships[0]?.userId ?? null,
      file,
      headers,
      mapping,
      updateExisting: values["update-existing"],
    });
    const reportFile = `${file}.report.csv`;
    await writeFile(reportFile, reportCsv(results.problems));
    console.log(`${summaryText(results.summary)}. Report: ${reportFile}`);
  } finally {
    await client.end().catch(() => {});
    await db.$disconnect();
    await database.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof FileRefused ? error.message : `Import failed: ${String(error)}`);
    process.exit(1);
  },
);
