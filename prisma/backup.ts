import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { finished } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import type pg from "pg";
import { withClient } from "./pg-client.ts";

// A logical backup of every table of the `public` schema, read in one REPEATABLE READ transaction, so
// it is consistent while the app keeps writing. Neither the embedded PostgreSQL package nor Debian's
// pg_dump (15, which refuses a PostgreSQL 18 server) gives us pg_dump. The file is gzipped JSON
// lines: a header naming the last migration applied, then one line per row.
// The migration history itself is not copied: a restore replays the migrations up to that one.

export type BackupHeader = {
  format: "bramble-backup";
  version: 1;
  /** The last migration applied when the backup was taken, or null for a database without any. */
  migration: string | null;
  takenAt: string;
  /** Every table, in the order its rows follow. */
  tables: string[];
};
type RowLine = { table: string; row: Record<string, unknown> };

const FORMAT = "bramble-backup";
const MIGRATIONS_TABLE = "_prisma_migrations";
const BATCH_SIZE = 500;

/** Table names are quoted as identifiers; they come from the catalog, never from input. */
function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function listTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') AND c.relname <> $1
     ORDER BY c.relname`,
    [MIGRATIONS_TABLE],
  );
  return rows.map((row) => row.name);
}

/** Null for a database without migrations (and so without a migrations table). */
async function lastMigration(client: pg.Client): Promise<string | null> {
  const { rows: tables } = await client.query(`SELECT to_regclass('public.${MIGRATIONS_TABLE}') IS NOT NULL AS found`);
  if (!tables[0]?.found) return null;
  const { rows } = await client.query<{ name: string }>(
    `SELECT migration_name AS name FROM ${MIGRATIONS_TABLE}
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name DESC LIMIT 1`,
  );
  return rows[0]?.name ?? null;
}

/**
 * Writes the backup to `file` (written under another name first, so a failed backup never passes for
 * a complete one). Returns its header and how many rows it holds.
 */
export async function writeBackup(databaseUrl: string, file: string): Promise<{ header: BackupHeader; rows: number }> {
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const output = createWriteStream(partial, { mode: 0o600 });
  gzip.pipe(output);
  const write = async (value: unknown) => {
    if (!gzip.write(`${JSON.stringify(value)}\n`)) await once(gzip, "drain");
  };
  try {
    const result = await withClient(databaseUrl, async (client) => {
      await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
      const header: BackupHeader = {
        format: FORMAT,
        version: 1,
        migration: await lastMigration(client),
        takenAt: new Date().toISOString(),
        tables: await listTables(client),
      };
      await write(header);
      let rows = 0;
      for (const table of header.tables) {
        await client.query(
          `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT to_jsonb(t) AS row FROM ${quoted(table)} t`,
        );
        for (;;) {
          const batch = await client.query<{ row: Record<string, unknown> }>(`FETCH ${BATCH_SIZE} FROM backup_rows`);
          for (const { row } of batch.rows) await write({ table, row } satisfies RowLine);
          rows += batch.rows.length;
          if (batch.rows.length < BATCH_SIZE) break;
        }
        await client.query("CLOSE backup_rows");
      }
      await client.query("COMMIT");
      return { header, rows };
    });
    gzip.end();
    await finished(output);
    await rename(partial, file);
    return result;
  } catch (error) {
    gzip.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Before an upgrade: backs up a database that has migrations applied (a new, empty one has nothing
 * to lose) into `folder`, named for the time and the migration it was at. Returns the file, or null.
 */
export async function backupBeforeUpgrade(databaseUrl: string, folder: string): Promise<string | null> {
  const migration = await withClient(databaseUrl, lastMigration);
  if (migration === null) return null;
  await mkdir(folder, { recursive: true });
  const time = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const file = path.join(folder, `before-upgrade-${time}-at-${migration}.jsonl.gz`);
  await writeBackup(databaseUrl, file);
  return file;
}

/** Reads the header alone: which migration the database must be at before the rows go in. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  for await (const line of backupLines(file)) return parseHeader(line, file);
  throw new Error(`${file} is empty: not a Bramble CRM backup`);
}

function parseHeader(line: string, file: string): BackupHeader {
  const header = JSON.parse(line) as Partial<BackupHeader>;
  if (header.format !== FORMAT || header.version !== 1 || !Array.isArray(header.tables)) {
    throw new Error(`${file} is not a Bramble CRM backup (version 1)`);
  }
  return header as BackupHeader;
}

function backupLines(file: string): AsyncIterable<string> {
  return createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
}

/**
 * Puts the backup's rows into a database already migrated to the backup's migration, replacing
 * whatever rows its tables hold (a migration may have inserted some), in one transaction. Foreign
 * keys and triggers are held off while the rows go in, as they were consistent when taken.
 */
export async function restoreBackup(databaseUrl: string, file: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    let header: BackupHeader | undefined;
    let batch: { table: string; rows: Record<string, unknown>[] } | undefined;
    let restored = 0;
    const columnsByTable = new Map<string, string[]>();
    const flush = async () => {
      if (!batch || batch.rows.length === 0) return;
      const columns = columnsByTable.get(batch.table)!.map(quoted).join(", ");
      await client.query(
        `INSERT INTO ${quoted(batch.table)} (${columns})
         SELECT ${columns} FROM jsonb_populate_recordset(NULL::${quoted(batch.table)}, $1::jsonb)`,
        [JSON.stringify(batch.rows)],
      );
      restored += batch.rows.length;
      batch.rows = [];
    };

    await client.query("BEGIN");
    try {
      await client.query("SET LOCAL session_replication_role = replica");
      for await (const line of backupLines(file)) {
        if (!header) {
          header = parseHeader(line, file);
          const present = new Set(await listTables(client));
          const missing = header.tables.filter((table) => !present.has(table));
          if (missing.length > 0) throw new Error(`The database lacks the backup's tables: ${missing.join(", ")}`);
          if (header.tables.length > 0) await client.query(`TRUNCATE ${header.tables.map(quoted).join(", ")}`);
          for (const table of header.tables) columnsByTable.set(table, await writableColumns(client, table));
          continue;
        }
        const { table, row } = JSON.parse(line) as RowLine;
        if (!columnsByTable.has(table))
          throw new Error(`${file} holds rows of ${table}, which its header does not list`);
        if (batch?.table !== table) {
          await flush();
          batch = { table, rows: [] };
        }
        batch.rows.push(row);
        if (batch.rows.length === BATCH_SIZE) await flush();
      }
      await flush();
      await client.query("COMMIT");
      return restored;
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    }
  });
}

/** A generated column cannot be written: PostgreSQL computes it again from the others. */
async function writableColumns(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute
     WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
     ORDER BY attnum`,
    [quoted(table)],
  );
  return rows.map((row) => row.name);
}
