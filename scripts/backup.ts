// npm run backup [-- <file>]: a consistent backup of the database while the app runs (see
// prisma/backup.ts). Uses DATABASE_URL, or else the embedded PostgreSQL under DATA_DIR (default ./data).
// Without a file name it goes to DATA_DIR/backups/bramble-<UTC time>.jsonl.gz.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { writeBackup } from "#prisma/backup.ts";
import { openDatabase } from "#prisma/open-database.ts";

function defaultFile(): string {
  const time = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  return path.join(process.env.DATA_DIR || "data", "backups", `bramble-${time}.jsonl.gz`);
}

const file = path.resolve(process.argv[2] ?? defaultFile());
const database = await openDatabase();
try {
  await mkdir(path.dirname(file), { recursive: true });
  const { header, rows } = await writeBackup(database.url, file);
  console.log(
    `Backup written to ${file}: ${rows} rows of ${header.tables.length} tables, at migration ${header.migration}`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.stop();
}
