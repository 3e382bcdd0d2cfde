import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminQuery, databaseUrl } from "../tests/support/postgres-admin.ts";
import { applyMigrations } from "./migrator.ts";

// Upgrading a database whose customers already share e-mails: nothing is deleted or changed, the
// oldest of each e-mail falls under the new unique rule and the later ones are marked as duplicates.

const schemaPath = fileURLToPath(new URL("./schema.prisma", import.meta.url));
const migrationsDir = fileURLToPath(new URL("./migrations", import.meta.url));
const EMAIL_MIGRATION = "20261125063000_customer_email_unique";
const adminUrl = inject("postgresAdminUrl");
const A = "0190c5f2-0000-7000-8000-00000000aaaa";
const B = "0190c5f2-0000-7000-8000-00000000bbbb";

let scratch: string;
let name: string;

async function sql(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "bramble-email-upgrade-test-"));
  await cp(migrationsDir, path.join(scratch, "before"), {
    recursive: true,
    filter: (source) => {
      const [entry = ""] = path.relative(migrationsDir, source).split(path.sep);
      return !/^\d{14}_/.test(entry) || entry < EMAIL_MIGRATION;
    },
  });
  name = `email_upgrade_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
});
afterAll(async () => {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await rm(scratch, { recursive: true, force: true });
});

describe("the customer e-mail migration", () => {
  it("keeps every existing duplicate as it was, marks all but the oldest, and refuses new ones", async () => {
    const url = databaseUrl(adminUrl, name);
    await applyMigrations(url, { schema: schemaPath, migrations: path.join(scratch, "before") });
    await sql(
      url,
      `INSERT INTO workspaces (id, name) VALUES ('${A}', 'A'), ('${B}', 'B');
       INSERT INTO customers (id, workspace_id, name, email, created_at, updated_at) VALUES
         ('0190c5f2-0000-7000-8000-0000000000c1', '${A}', 'First', 'Sam@x.test', '2026-01-01', '2026-01-01'),
         ('0190c5f2-0000-7000-8000-0000000000c2', '${A}', 'Second', 'sam@X.test', '2026-01-02', '2026-01-02'),
         ('0190c5f2-0000-7000-8000-0000000000c3', '${A}', 'Third', 'sam@x.test', '2026-01-03', '2026-01-03'),
         ('0190c5f2-0000-7000-8000-0000000000c4', '${B}', 'Other team', 'sam@x.test', '2026-01-04', '2026-01-04');`,
    );

    expect((await applyMigrations(url))[0]).toBe(EMAIL_MIGRATION);

    expect(
      await sql(url, "SELECT name, email, email_duplicate, email_normalized FROM customers ORDER BY created_at"),
    ).toEqual([
      { name: "First", email: "Sam@x.test", email_duplicate: false, email_normalized: "sam@x.test" },
      { name: "Second", email: "sam@X.test", email_duplicate: true, email_normalized: null },
      { name: "Third", email: "sam@x.test", email_duplicate: true, email_normalized: null },
      { name: "Other team", email: "sam@x.test", email_duplicate: false, email_normalized: "sam@x.test" },
    ]);
    await expect(
      sql(
        url,
        `INSERT INTO customers (id, workspace_id, name, email, updated_at) VALUES (gen_random_uuid(), '${A}', 'x', 'SAM@x.test', now())`,
      ),
    ).rejects.toThrow(/customers_workspace_id_email_normalized_key/);
  });
});
