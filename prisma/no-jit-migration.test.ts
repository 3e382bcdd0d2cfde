import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { adminQuery, databaseUrl } from "#tests/support/postgres-admin.ts";
import { applyMigrations } from "./migrator.ts";

// The no_jit migration: sessions of the app's database plan without JIT compilation (see its comment).

const adminUrl = inject("postgresAdminUrl");
const suffix = randomBytes(6).toString("hex");
const owned = `no_jit_owned_${suffix}`;
const notOwned = `no_jit_not_owned_${suffix}`;
const role = `no_jit_role_${suffix}`;
const migration = fileURLToPath(new URL("./migrations/20261127070000_no_jit/migration.sql", import.meta.url));

afterAll(async () => {
  for (const database of [owned, notOwned])
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await adminQuery(adminUrl, `DROP ROLE IF EXISTS ${role}`);
});

/** `SHOW jit` in a new session on `url`. */
async function jitIn(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ jit: string }>("SHOW jit")).rows[0]!.jit;
  } finally {
    await client.end();
  }
}

function as(user: string, url: string): string {
  const withUser = new URL(url);
  withUser.username = user;
  withUser.password = "role-password";
  return withUser.toString();
}

describe("the no_jit migration", () => {
  it("turns JIT off for every new session of a database the migrating role owns", async () => {
    await adminQuery(adminUrl, `CREATE DATABASE ${owned}`);
    const url = databaseUrl(adminUrl, owned);
    expect(await jitIn(url)).toBe("on");
    await applyMigrations(url);
    expect(await jitIn(url)).toBe("off");
  });

  it("turns it off for the migrating role alone there when another role owns the database", async () => {
    await adminQuery(adminUrl, `CREATE DATABASE ${notOwned}`);
    await adminQuery(adminUrl, `CREATE ROLE ${role} LOGIN PASSWORD 'role-password'`);
    const url = databaseUrl(adminUrl, notOwned);
    const client = new pg.Client({ connectionString: as(role, url) });
    await client.connect();
    try {
      await client.query(await readFile(migration, "utf8"));
    } finally {
      await client.end();
    }
    expect(await jitIn(as(role, url))).toBe("off");
    expect(await jitIn(url)).toBe("on");
  });
});
