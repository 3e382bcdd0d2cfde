import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { applyMigrations } from "#prisma/migrator.ts";
import { adminQuery, databaseUrl } from "./postgres-admin.ts";

const schemaPath = fileURLToPath(new URL("../../prisma/schema.prisma", import.meta.url));
const migrationsDir = fileURLToPath(new URL("../../prisma/migrations", import.meta.url));

/** An empty database on the test server, and what an upgrade test does with it. */
export type DatabaseBefore = {
  url: string;
  /** Applies the committed migrations older than the one under test: the release before it. */
  applyBefore(): Promise<void>;
  /** Applies the committed migrations (up to `upTo`, if given), as the next start would; says which. */
  upgrade(upTo?: string): Promise<string[]>;
  drop(): Promise<void>;
};

/**
 * A database to upgrade across `migration`: the test applies the migrations before it, writes the rows
 * an older release left, upgrades, and checks what the migration made of them.
 */
export async function databaseBefore(adminUrl: string, migration: string): Promise<DatabaseBefore> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), "bramble-upgrade-test-"));
  const before = path.join(scratch, "before");
  await cp(migrationsDir, before, {
    recursive: true,
    filter: (source) => {
      const [entry = ""] = path.relative(migrationsDir, source).split(path.sep);
      return !/^\d{14}_/.test(entry) || entry < migration;
    },
  });
  const name = `upgrade_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = databaseUrl(adminUrl, name);
  return {
    url,
    applyBefore: async () => {
      await applyMigrations(url, { schema: schemaPath, migrations: before });
    },
    upgrade: (upTo) => applyMigrations(url, { schema: schemaPath, migrations: migrationsDir }, upTo),
    async drop() {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await rm(scratch, { recursive: true, force: true });
    },
  };
}

/** Runs SQL on a connection of its own and returns the rows. */
export async function sql(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}
