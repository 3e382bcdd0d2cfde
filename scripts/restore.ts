// npm run restore -- <file>: brings a backup (npm run backup) back into an empty data folder (DATA_DIR,
// default ./data), or into an empty DATABASE_URL database: replays the migrations up to the one the
// backup was taken at, then loads its rows. The server applies any newer migrations when it starts.
import path from "node:path";
import pg from "pg";
import { readBackupHeader, restoreBackup } from "#prisma/backup.ts";
import { openDatabase } from "#prisma/open-database.ts";
import { clusterExists } from "#prisma/postgres/postgres-cluster.ts";
import { runMigrationsInChildProcess } from "#prisma/run-migrations.ts";

async function hasTables(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_class WHERE relnamespace = 'public'::regnamespace");
    return (rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const [file, ...extra] = process.argv.slice(2);
  if (file === undefined || extra.length > 0) throw new Error("Usage: npm run restore -- <backup file>");
  const header = await readBackupHeader(file);
  const dataDir = path.resolve(process.env.DATA_DIR || "data");
  if (!process.env.DATABASE_URL && (await clusterExists(path.join(dataDir, "postgres")))) {
    throw new Error(`${dataDir} already holds a database: restore into an empty data folder (set DATA_DIR)`);
  }
  const database = await openDatabase();
  try {
    if (await hasTables(database.url)) throw new Error("The database is not empty: restore into an empty one");
    if (header.migration !== null) {
      await runMigrationsInChildProcess(database.url, (line) => console.log(line), header.migration);
    }
    const rows = await restoreBackup(database.url, file);
    console.log(`Restored ${rows} rows of ${header.tables.length} tables from ${file} (taken ${header.takenAt})`);
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
