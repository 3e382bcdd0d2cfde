import { randomBytes, randomUUID } from "node:crypto";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminQuery, databaseUrl } from "#tests/support/postgres-admin.ts";
import { applyMigrations, createMigration, pendingMigrations } from "./migrator.ts";

const schemaPath = fileURLToPath(new URL("./schema.prisma", import.meta.url));
const migrationsDir = fileURLToPath(new URL("./migrations", import.meta.url));
const adminUrl = inject("postgresAdminUrl");
const databaseName = `migrator_${randomBytes(6).toString("hex")}`;
const url = databaseUrl(adminUrl, databaseName);
let scratchDir: string;

beforeAll(async () => {
  // Empty, not copied from the migrated template: these tests apply the migrations themselves.
  await adminQuery(adminUrl, `CREATE DATABASE ${databaseName}`);
  scratchDir = await mkdtemp(path.join(os.tmpdir(), "bramble-migrator-test-"));
});
afterAll(async () => {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await rm(scratchDir, { recursive: true, force: true });
});

describe("applyMigrations", () => {
  it("applies the committed migrations to a fresh database and records them for Prisma", async () => {
    const committed = await migrationNames(migrationsDir);
    expect(committed.length).toBeGreaterThan(0);

    expect(await applyMigrations(url)).toEqual(committed);

    const tables = await rows<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    expect(tables.map((table) => table.table_name)).toEqual(
      expect.arrayContaining(["users", "tokens", "hero_content", "site_settings", "_prisma_migrations"]),
    );
    const recorded = await rows<{ migration_name: string; finished_at: Date | null }>(
      "SELECT migration_name, finished_at FROM _prisma_migrations ORDER BY migration_name",
    );
    expect(recorded.map((migration) => migration.migration_name)).toEqual(committed);
    expect(recorded.every((migration) => migration.finished_at !== null)).toBe(true);
  });

  it("applies nothing to a database that is up to date", async () => {
    await applyMigrations(url);
    expect(await applyMigrations(url)).toEqual([]);
  });
});

describe("pendingMigrations", () => {
  const pendingDatabase = `migrator_pending_${randomBytes(6).toString("hex")}`;
  const pendingUrl = databaseUrl(adminUrl, pendingDatabase);
  beforeAll(() => adminQuery(adminUrl, `CREATE DATABASE ${pendingDatabase}`));
  afterAll(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${pendingDatabase} WITH (FORCE)`));

  it("lists every committed migration for a database that has none, then none once they are applied", async () => {
    expect(await pendingMigrations(pendingUrl)).toEqual(await migrationNames(migrationsDir));
    await applyMigrations(pendingUrl);
    expect(await pendingMigrations(pendingUrl)).toEqual([]);
  });

  it("lists a committed migration the database lacks", async () => {
    await applyMigrations(pendingUrl);
    const migrations = path.join(scratchDir, "one-more");
    await cp(migrationsDir, migrations, { recursive: true });
    await mkdir(path.join(migrations, "29991231000000_later"));
    await writeFile(path.join(migrations, "29991231000000_later", "migration.sql"), "SELECT 1;");

    expect(await pendingMigrations(pendingUrl, migrations)).toEqual(["29991231000000_later"]);
  });

  it("lists a migration recorded as started and neither finished nor rolled back", async () => {
    await applyMigrations(pendingUrl);
    // Another process applying a migration newer than ours, or one that failed.
    await query(
      pendingUrl,
      `INSERT INTO _prisma_migrations (id, checksum, migration_name) VALUES ('${randomUUID()}', '0', '29991231000000_elsewhere')`,
    );

    expect(await pendingMigrations(pendingUrl)).toEqual(["29991231000000_elsewhere"]);
  });
});

describe("createMigration", () => {
  it("creates nothing when the committed migrations match schema.prisma", async () => {
    // A copy: should the schema have drifted, the new migration must not land in the repository.
    const migrations = path.join(scratchDir, "unchanged");
    await cp(migrationsDir, migrations, { recursive: true });

    expect(await createMigration(url, "nothing", { schema: schemaPath, migrations })).toBeNull();
    expect(await migrationNames(migrations)).toEqual(await migrationNames(migrationsDir));
  });

  it("writes the first migration and the lock file into an empty migrations folder", async () => {
    const migrations = path.join(scratchDir, "first");

    const folder = await createMigration(url, "Initial schema", { schema: schemaPath, migrations });

    expect(folder).toMatch(/[/\\]\d{14}_initial_schema$/);
    expect(await readFile(path.join(folder!, "migration.sql"), "utf8")).toContain('CREATE TABLE "users"');
    expect(await readFile(path.join(migrations, "migration_lock.toml"), "utf8")).toContain('provider = "postgresql"');
  });

  it("writes only the change when the schema gains a model", async () => {
    const migrations = path.join(scratchDir, "changed");
    await cp(migrationsDir, migrations, { recursive: true });
    const schema = path.join(scratchDir, "changed.prisma");
    const model = '\nmodel Note {\n  id   Int    @id @default(autoincrement())\n  body String\n\n  @@map("notes")\n}\n';
    await writeFile(schema, (await readFile(schemaPath, "utf8")) + model);

    const folder = await createMigration(url, "add_notes", { schema, migrations });

    const script = await readFile(path.join(folder!, "migration.sql"), "utf8");
    expect(script).toContain('CREATE TABLE "notes"');
    expect(script).not.toContain('CREATE TABLE "users"');
  });
});

async function migrationNames(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function rows<Row extends pg.QueryResultRow>(sql: string): Promise<Row[]> {
  return query<Row>(url, sql);
}

async function query<Row extends pg.QueryResultRow>(connectionString: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}
