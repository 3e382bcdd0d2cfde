import { randomBytes } from "node:crypto";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminQuery, databaseUrl } from "#tests/support/postgres-admin.ts";
import { pendingMigrations } from "./migrator.ts";
import { applyPendingMigrations } from "./run-migrations.ts";

const migrationsDir = fileURLToPath(new URL("./migrations", import.meta.url));
const adminUrl = inject("postgresAdminUrl");
const databaseName = `run_migrations_${randomBytes(6).toString("hex")}`;
const url = databaseUrl(adminUrl, databaseName);
let scratchDir: string;

beforeAll(async () => {
  await adminQuery(adminUrl, `CREATE DATABASE ${databaseName}`);
  scratchDir = await mkdtemp(path.join(os.tmpdir(), "bramble-run-migrations-test-"));
});
afterAll(async () => {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await rm(scratchDir, { recursive: true, force: true });
});

/** Stands in for the migration process, recording each call. */
function recordingApply() {
  const calls: string[] = [];
  return { calls, apply: async (databaseUrl: string) => void calls.push(databaseUrl) };
}

describe("applyPendingMigrations", () => {
  it("applies the migrations of a fresh database in the migration process", async () => {
    const lines: string[] = [];

    expect(await applyPendingMigrations(url, { log: (line) => lines.push(line) })).toBe(true);

    expect(await pendingMigrations(url)).toEqual([]);
    expect(lines[0]).toMatch(/^Applied migration \d{14}_init$/);
  });

  it("starts no migration process when the database is up to date", async () => {
    const { calls, apply } = recordingApply();

    expect(await applyPendingMigrations(url, { apply })).toBe(false);
    expect(calls).toEqual([]);
  });

  it("starts the migration process when a committed migration is pending", async () => {
    const migrations = path.join(scratchDir, "one-more");
    await cp(migrationsDir, migrations, { recursive: true });
    await mkdir(path.join(migrations, "29991231000000_later"));
    await writeFile(path.join(migrations, "29991231000000_later", "migration.sql"), "SELECT 1;");
    const { calls, apply } = recordingApply();

    expect(await applyPendingMigrations(url, { migrationsDir: migrations, apply })).toBe(true);
    expect(calls).toEqual([url]);
  });

  it("leaves it to the migration process to report a database it cannot check", async () => {
    const missing = databaseUrl(adminUrl, "no_such_database");
    const { calls, apply } = recordingApply();

    expect(await applyPendingMigrations(missing, { apply })).toBe(true);
    expect(calls).toEqual([missing]);
  });
});
