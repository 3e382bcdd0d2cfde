import { randomBytes, randomUUID } from "node:crypto";
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readBackupHeader } from "#prisma/backup.ts";
import { applyMigrations, type MigrationPaths } from "#prisma/migrator.ts";
import { fromProjectRoot } from "#prisma/project-root.ts";
import { applyPendingMigrations } from "#prisma/run-migrations.ts";
import { adminQuery, databaseUrl } from "#tests/support/postgres-admin.ts";
import { sql as runSql } from "#tests/support/upgrade-database.ts";
import { tableContents } from "./table-contents.ts";

const committedPaths: MigrationPaths = {
  schema: fromProjectRoot("prisma", "schema.prisma"),
  migrations: fromProjectRoot("prisma", "migrations"),
};
const BROKEN = "29991231000000_broken";
const adminUrl = inject("postgresAdminUrl");
const name = `upgrade_faults_${randomBytes(6).toString("hex")}`;
const url = databaseUrl(adminUrl, name);
let scratch: string;
let committed: string[];

/** SQL on the database under test. */
const sql = (text: string, values: unknown[] = []) => runSql(url, text, values);

/** Applies migrations in this process, as the migration process does, reporting each the same way. */
function applyFrom(paths: MigrationPaths) {
  return async (databaseUrl: string, log: (line: string) => void) => {
    for (const applied of await applyMigrations(databaseUrl, paths)) log(`Applied migration ${applied}`);
  };
}

beforeAll(async () => {
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  scratch = await mkdtemp(path.join(os.tmpdir(), "bramble-upgrade-faults-"));
  committed = (await readdir(committedPaths.migrations)).filter((entry) => /^\d{14}_/.test(entry)).sort();
});
afterAll(async () => {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await rm(scratch, { recursive: true, force: true });
});

describe("an upgrade", () => {
  it("backs up a populated database, then takes it across every committed migration, keeping its rows", async () => {
    const [first = ""] = committed;
    await applyMigrations(url, committedPaths, first);
    const userId = randomUUID();
    await sql(
      `INSERT INTO users (id, username, email, email_normalized, password_hash, updated_at)
       VALUES ($1, 'ada', 'Ada@Example.com', 'ada@example.com', 'hash', now())`,
      [userId],
    );
    await sql(
      `INSERT INTO hero_content (id, badge, heading, subheading, description, video_url, updated_at)
       VALUES (1, 'b', 'Kept heading', 's', 'd', 'https://example.com/v', now())`,
    );

    const lines: string[] = [];
    const backupDir = path.join(scratch, "backups");
    const ran = await applyPendingMigrations(url, {
      log: (line) => lines.push(line),
      backupDir,
      apply: applyFrom(committedPaths),
    });

    expect(ran).toBe(true);
    const [backup = ""] = await readdir(backupDir);
    expect(backup).toMatch(new RegExp(`^before-upgrade-\\d{14}-at-${first}\\.jsonl\\.gz$`));
    expect((await readBackupHeader(path.join(backupDir, backup))).migration).toBe(first);
    expect(lines).toEqual([
      `Backed up the database to ${path.join(backupDir, backup)} before applying ${committed.slice(1).join(", ")}`,
      ...committed.slice(1).map((migration) => `Applied migration ${migration}`),
    ]);
    const recorded = await sql(
      "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY 1",
    );
    expect(recorded.map((row) => row.migration_name)).toEqual(committed);
    expect(await sql("SELECT id, username FROM users")).toEqual([{ id: userId, username: "ada" }]);
    expect(await sql("SELECT heading FROM hero_content")).toEqual([{ heading: "Kept heading" }]);
    // The teams migration gave the existing user a workspace of their own.
    expect(await sql("SELECT role FROM memberships WHERE user_id = $1", [userId])).toEqual([{ role: "owner" }]);
  });

  it("stops at a migration that fails, naming it, and leaves the database exactly as it was", async () => {
    const migrations = path.join(scratch, "with-broken");
    await cp(committedPaths.migrations, migrations, { recursive: true });
    await mkdir(path.join(migrations, BROKEN));
    await writeFile(
      path.join(migrations, BROKEN, "migration.sql"),
      `CREATE TABLE broken_marker (id integer);\nUPDATE hero_content SET heading = 'changed';\nSELECT 1 / 0;\n`,
    );
    const contents = await tableContents(url);
    const history = await sql("SELECT * FROM _prisma_migrations ORDER BY migration_name");

    await expect(
      applyPendingMigrations(url, {
        migrationsDir: migrations,
        apply: applyFrom({ schema: committedPaths.schema, migrations }),
      }),
    ).rejects.toThrow(
      `Migration ${BROKEN} failed and was rolled back; the database is as it was before it. Error querying the database: ERROR: division by zero`,
    );

    expect(await tableContents(url)).toEqual(contents);
    expect(await sql("SELECT * FROM _prisma_migrations ORDER BY migration_name")).toEqual(history);
    expect(await sql("SELECT to_regclass('broken_marker') IS NULL AS gone")).toEqual([{ gone: true }]);
  });
});
