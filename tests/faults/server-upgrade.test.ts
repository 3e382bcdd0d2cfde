import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { readBackupHeader } from "#prisma/backup.ts";
import { applyMigrations } from "#prisma/migrator.ts";
import { startEmbeddedPostgres } from "#prisma/postgres/embedded-postgres.ts";
import { fromProjectRoot } from "#prisma/project-root.ts";
import { hashPassword } from "#schema/auth/passwords.ts";
import { startServerProcess } from "#tests/support/server-process.ts";
import { tableContents } from "./table-contents.ts";

// What a self-hoster does: stop an old version, start the new one on the same data folder. The
// server backs up the embedded database and applies what is pending; a migration that fails stops
// it, naming the migration, with the database as it was; once the cause is gone, the next start
// upgrades and serves the old rows.

const migrationsDir = fromProjectRoot("prisma", "migrations");
const SECOND = "20261122001850_crm_workspace";
let dataDir: string;
let committed: string[];
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "bramble-server-upgrade-"));
  committed = (await readdir(migrationsDir)).filter((entry) => /^\d{14}_/.test(entry)).sort();
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Runs SQL on the stopped embedded database, as an operator with psql would. */
async function onEmbeddedDatabase<Result>(work: (client: pg.Client, url: string) => Promise<Result>): Promise<Result> {
  const embedded = await startEmbeddedPostgres({ dataDir, log: () => undefined });
  const client = new pg.Client({ connectionString: embedded.url });
  await client.connect();
  try {
    return await work(client, embedded.url);
  } finally {
    await client.end();
    await embedded.stop();
  }
}

const messagesOf = (output: string) =>
  output.split("\n").flatMap((line) => (line.startsWith("{") ? [JSON.parse(line).msg as string] : []));

const newestBackup = async () => (await readdir(path.join(dataDir, "backups"))).sort().at(-1) ?? "";

it("stops at a migration that fails, naming it, and leaves the embedded database as it was", async () => {
  const [first = ""] = committed;
  const before = await onEmbeddedDatabase(async (client, url) => {
    await applyMigrations(
      url,
      { schema: fromProjectRoot("prisma", "schema.prisma"), migrations: migrationsDir },
      first,
    );
    await client.query(
      `INSERT INTO users (id, username, email, email_normalized, password_hash, email_verified_at, updated_at)
       VALUES ($1, 'early', 'early@example.com', 'early@example.com', $2, now(), now())`,
      [randomUUID(), await hashPassword("first-release-password")],
    );
    await client.query(
      `INSERT INTO hero_content (id, badge, heading, subheading, description, video_url, updated_at)
       VALUES (1, 'b', 'Heading from the first release', 's', 'd', 'https://example.com/v', now())`,
    );
    // A table someone made by hand, with the name the next migration gives its own.
    await client.query(`CREATE TABLE tasks (note text); INSERT INTO tasks VALUES ('made by hand')`);
    return tableContents(url);
  });

  const server = startServerProcess({ DATA_DIR: dataDir, DEMO_DATA: "false" });
  expect(await server.exited).toBe(1);
  const fatal = messagesOf(server.output()).find((message) => message.startsWith("Bramble CRM could not start"));
  expect(fatal).toBe(
    `Bramble CRM could not start: Migration ${SECOND} failed and was rolled back; the database is as it was before it. Error querying the database: ERROR: relation "tasks" already exists`,
  );

  await onEmbeddedDatabase(async (client, url) => {
    expect(await tableContents(url)).toEqual(before);
    const applied = await client.query("SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL");
    expect(applied.rows).toEqual([{ migration_name: first }]);
    const types = await client.query(`SELECT to_regtype('"CustomerStatus"') IS NULL AS gone`);
    expect(types.rows).toEqual([{ gone: true }]);
    await client.query("DROP TABLE tasks");
  });
});

it("once the cause is gone, upgrades on start: a backup, every migration, the old rows served", async () => {
  const [first = "", ...pending] = committed;
  const server = startServerProcess({ DATA_DIR: dataDir, DEMO_DATA: "false" });
  try {
    const baseUrl = await server.baseUrl;
    const backup = path.join(dataDir, "backups", await newestBackup());
    expect(messagesOf(server.output()).filter((message) => /^(Backed up|Applied migration)/.test(message))).toEqual([
      `Backed up the database to ${backup} before applying ${pending.join(", ")}`,
      ...pending.map((migration) => `Applied migration ${migration}`),
    ]);
    expect((await readBackupHeader(backup)).migration).toBe(first);

    expect((await (await fetch(`${baseUrl}/api/hero`)).json()).heading).toBe("Heading from the first release");
    const signIn = await fetch(`${baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "early", password: "first-release-password" }),
    });
    expect([signIn.status, (await signIn.json()).message]).toEqual([200, "Logged in successfully"]);
    // The teams migration gave the early user a workspace of their own, which their session opens.
    const cookie = signIn.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    const customers = await fetch(`${baseUrl}/api/customers`, { headers: { cookie } });
    expect([customers.status, (await customers.json()).data]).toEqual([200, []]);
  } finally {
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }
});
