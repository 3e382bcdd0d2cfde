import { spawn } from "node:child_process";
import { backupBeforeUpgrade } from "./backup.ts";
import { pendingMigrations } from "./migrator.ts";
import { fromProjectRoot } from "./project-root.ts";

const migrateScript = fromProjectRoot("prisma", "migrate.ts");

/**
 * Applies pending migrations (`prisma/migrate.ts deploy`) in a child process: the migration engine
 * patches pg in ways the calling application must not inherit. Each line the child prints (such as
 * "Applied migration 20260101000000_init") goes to `log`; a failure rejects with the child's stderr.
 */
export function runMigrationsInChildProcess(
  databaseUrl: string,
  log: (line: string) => void = () => {},
  upTo?: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const upToArgs = upTo === undefined ? [] : ["--up-to", upTo];
    const child = spawn(process.execPath, [migrateScript, "deploy", ...upToArgs], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.once("error", reject);
    child.once("close", (code, signal) => {
      for (const line of stdout.split("\n")) if (line.trim() !== "") log(line);
      if (code === 0) resolve();
      else reject(new Error(stderr.trim() || `prisma/migrate.ts deploy ended with ${signal ?? `code ${code}`}`));
    });
  });
}

export type PendingMigrationOptions = {
  log?: (line: string) => void;
  /** Where the committed migrations are, for the check (the child always applies prisma/migrations). */
  migrationsDir?: string;
  /** How they are applied; the tests replace the child process. */
  apply?: (databaseUrl: string, log: (line: string) => void) => Promise<void>;
  /** Where to back up the database before applying them (the embedded database's DATA_DIR/backups). */
  backupDir?: string;
};

/**
 * What the server runs on every start. Starting the migration process costs a third of a second;
 * one query tells whether there is anything for it to do. Returns whether it ran. When the check
 * itself fails, the migration process runs anyway and reports what is wrong. With `backupDir`, a
 * database that already holds migrations is backed up first (backup.ts), so an upgrade can be undone.
 */
export async function applyPendingMigrations(
  databaseUrl: string,
  { log = () => {}, migrationsDir, apply = runMigrationsInChildProcess, backupDir }: PendingMigrationOptions = {},
): Promise<boolean> {
  const pending = await pendingMigrations(databaseUrl, migrationsDir).catch(() => null);
  if (pending?.length === 0) return false;
  if (backupDir !== undefined && pending !== null) {
    const backup = await backupBeforeUpgrade(databaseUrl, backupDir);
    if (backup !== null) log(`Backed up the database to ${backup} before applying ${pending.join(", ")}`);
  }
  await apply(databaseUrl, log);
  return true;
}
