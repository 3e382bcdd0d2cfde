import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { databaseBefore, sql, type DatabaseBefore } from "#tests/support/upgrade-database.ts";

// Upgrading to sessions as rows: accounts stay as they were, without the session version the old
// cookies were checked against, and no session exists yet: everyone signs in once more.

const MIGRATION = "20261127074009_account_sessions";
const adminUrl = inject("postgresAdminUrl");
const ANA = "0190c5f2-0000-7000-8000-000000000001";

let database: DatabaseBefore;

beforeAll(async () => {
  database = await databaseBefore(adminUrl, MIGRATION);
});
afterAll(() => database.drop());

describe("the migration that makes sessions rows", () => {
  it("keeps the accounts, drops their session version and starts with no session", async () => {
    const { url } = database;
    await database.applyBefore();
    await sql(
      url,
      `INSERT INTO users (id, username, email, email_normalized, password_hash, role, updated_at, session_version)
       VALUES ('${ANA}', 'ana', 'ana@x.test', 'ana@x.test', 'x', 'user', now(), 7)`,
    );

    expect(await database.upgrade(MIGRATION)).toEqual([MIGRATION]);

    expect(await sql(url, "SELECT id, username FROM users")).toEqual([{ id: ANA, username: "ana" }]);
    const versionColumn = await sql(
      url,
      "SELECT 1 FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'session_version'",
    );
    expect(versionColumn).toEqual([]);
    expect(await sql(url, "SELECT count(*)::int AS sessions FROM sessions")).toEqual([{ sessions: 0 }]);
  });
});
