import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { hashTokenSecret } from "#core/access/tokens.ts";
import { createDatabase } from "#core/db/db.ts";
import { apiKeyAccess } from "#schema/workspaces/access.ts";
import { adminQuery, databaseUrl } from "#tests/support/postgres-admin.ts";
import { sql } from "#tests/support/upgrade-database.ts";
import { applyMigrations } from "./migrator.ts";

// Upgrading an installation from before teams: everything that existed moves into one workspace that
// every existing user owns, so nothing anyone could see disappears and existing API keys keep working.

const schemaPath = fileURLToPath(new URL("./schema.prisma", import.meta.url));
const migrationsDir = fileURLToPath(new URL("./migrations", import.meta.url));
const TEAMS_MIGRATION = "20261123045349_workspaces";
const adminUrl = inject("postgresAdminUrl");
const LEGACY_KEY = "brk_legacy-key-from-before-teams";

let scratch: string;
const databases: string[] = [];

async function emptyDatabase() {
  const name = `upgrade_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  databases.push(name);
  return databaseUrl(adminUrl, name);
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "bramble-upgrade-test-"));
  // The migrations as they were before teams (later ones need what it adds).
  await cp(migrationsDir, path.join(scratch, "before-teams"), {
    recursive: true,
    filter: (source) => {
      const [entry = ""] = path.relative(migrationsDir, source).split(path.sep);
      return !/^\d{14}_/.test(entry) || entry < TEAMS_MIGRATION;
    },
  });
});
afterAll(async () => {
  for (const name of databases) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await rm(scratch, { recursive: true, force: true });
});

describe("the teams migration", () => {
  it("moves an existing installation's rows and keys into one workspace that every user owns", async () => {
    const url = await emptyDatabase();
    await applyMigrations(url, { schema: schemaPath, migrations: path.join(scratch, "before-teams") });
    await sql(
      url,
      `INSERT INTO site_settings (id, company_name, company_email, company_phone, company_address, updated_at)
       VALUES (1, 'Acme Sales', 'hi@acme.test', '', '', now());
       INSERT INTO users (id, username, email, email_normalized, password_hash, email_verified_at, role, updated_at) VALUES
         ('0190c5f2-0000-7000-8000-000000000001', 'admin', 'admin@acme.test', 'admin@acme.test', 'x', now(), 'admin', now()),
         ('0190c5f2-0000-7000-8000-000000000002', 'sam', 'sam@acme.test', 'sam@acme.test', 'x', now(), 'user', now());
       INSERT INTO customers (id, name, email, updated_at) VALUES
         ('0190c5f2-0000-7000-8000-0000000000c1', 'Old Customer', 'old@acme.test', now());
       INSERT INTO deals (id, title, customer_id, updated_at) VALUES
         ('0190c5f2-0000-7000-8000-0000000000d1', 'Old Deal', '0190c5f2-0000-7000-8000-0000000000c1', now());
       INSERT INTO tasks (id, title, updated_at) VALUES ('0190c5f2-0000-7000-8000-0000000000e1', 'Old Task', now());
       INSERT INTO activities (id, type, title) VALUES ('0190c5f2-0000-7000-8000-0000000000f1', 'note', 'Old Note');`,
    );
    await sql(
      url,
      `INSERT INTO api_keys (id, name, prefix, hash, user_id)
       VALUES ('0190c5f2-0000-7000-8000-0000000000a1', 'Zapier', 'brk_legacy', $1, '0190c5f2-0000-7000-8000-000000000001')`,
      [hashTokenSecret(LEGACY_KEY)],
    );

    expect((await applyMigrations(url))[0]).toBe(TEAMS_MIGRATION);

    const [workspace, ...others] = await sql(url, "SELECT id, name FROM workspaces");
    expect(others).toEqual([]);
    expect(workspace.name).toBe("Acme Sales");
    const members = await sql(
      url,
      "SELECT u.username, m.role FROM memberships m JOIN users u ON u.id = m.user_id ORDER BY 1",
    );
    expect(members).toEqual([
      { username: "admin", role: "owner" },
      { username: "sam", role: "owner" },
    ]);
    for (const table of ["customers", "deals", "tasks", "activities", "api_keys"]) {
      const moved = await sql(url, `SELECT count(*)::int AS n FROM ${table} WHERE workspace_id = $1`, [workspace.id]);
      expect([table, moved[0].n]).toEqual([table, 1]);
    }

    const db = createDatabase(url);
    try {
      const access = await apiKeyAccess(db, LEGACY_KEY);
      expect(access?.workspace?.id).toBe(workspace.id);
      expect(await access?.workspace?.db.customer.count()).toBe(1);
    } finally {
      await db.$disconnect();
    }
  });

  it("creates no workspace on a fresh installation", async () => {
    const url = await emptyDatabase();
    await applyMigrations(url);
    expect(await sql(url, "SELECT count(*)::int AS n FROM workspaces")).toEqual([{ n: 0 }]);
  });
});

describe("the database's own walls", () => {
  it("refuses a row whose workspace was not given, and a link to another workspace's customer", async () => {
    const url = await emptyDatabase();
    await applyMigrations(url);
    await sql(
      url,
      `INSERT INTO workspaces (id, name) VALUES
         ('0190c5f2-0000-7000-8000-00000000aaaa', 'A'), ('0190c5f2-0000-7000-8000-00000000bbbb', 'B');
       INSERT INTO customers (id, workspace_id, name, email, updated_at)
         VALUES ('0190c5f2-0000-7000-8000-0000000000c1', '0190c5f2-0000-7000-8000-00000000bbbb', 'B customer', 'b@b.test', now());`,
    );
    await expect(
      sql(url, "INSERT INTO customers (id, name, email, updated_at) VALUES (gen_random_uuid(), 'x', 'x', now())"),
    ).rejects.toThrow(/unrecognized configuration parameter "app.workspace_id"/);
    await expect(
      sql(
        url,
        `INSERT INTO tasks (id, workspace_id, title, customer_id, updated_at)
         VALUES (gen_random_uuid(), '0190c5f2-0000-7000-8000-00000000aaaa', 'x', '0190c5f2-0000-7000-8000-0000000000c1', now())`,
      ),
    ).rejects.toThrow(/violates foreign key constraint "tasks_workspace_id_customer_id_fkey"/);
  });
});
