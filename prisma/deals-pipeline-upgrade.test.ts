import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { databaseBefore, sql, type DatabaseBefore } from "#tests/support/upgrade-database.ts";

// Upgrading a database that already has deals: each gets an owner, an expected close date and a place in
// its column, and the backfill announces nothing to webhook endpoints.

const PIPELINE_MIGRATION = "20261125162655_deals_pipeline";
const adminUrl = inject("postgresAdminUrl");
const WORKSPACE = "0190c5f2-0000-7000-8000-00000000aaaa";
const FIRST_OWNER = "0190c5f2-0000-7000-8000-0000000000a1";
const LATER_OWNER = "0190c5f2-0000-7000-8000-0000000000a2";
const MEMBER = "0190c5f2-0000-7000-8000-0000000000a3";
const FORMER_MEMBER = "0190c5f2-0000-7000-8000-0000000000a4";

let database: DatabaseBefore;

beforeAll(async () => {
  database = await databaseBefore(adminUrl, PIPELINE_MIGRATION);
});
afterAll(() => database.drop());

const user = (id: string, username: string) =>
  `('${id}', '${username}', '${username}@x.test', '${username}@x.test', 'hash', now())`;

describe("the deals pipeline migration", () => {
  it("gives existing deals an owner, an expected close date and a position, newest first per column", async () => {
    const { url } = database;
    await database.applyBefore();
    await sql(
      url,
      `INSERT INTO workspaces (id, name) VALUES ('${WORKSPACE}', 'A');
       INSERT INTO users (id, username, email, email_normalized, password_hash, updated_at) VALUES
         ${user(FIRST_OWNER, "first")}, ${user(LATER_OWNER, "later")}, ${user(MEMBER, "member")},
         ${user(FORMER_MEMBER, "former")};
       INSERT INTO memberships (workspace_id, user_id, role, created_at) VALUES
         ('${WORKSPACE}', '${LATER_OWNER}', 'owner', '2026-02-01'), ('${WORKSPACE}', '${FIRST_OWNER}', 'owner', '2026-01-01'),
         ('${WORKSPACE}', '${MEMBER}', 'member', '2026-01-15');
       INSERT INTO customers (id, workspace_id, name, email, owner_id, updated_at) VALUES
         ('0190c5f2-0000-7000-8000-0000000000c1', '${WORKSPACE}', 'Kept', 'kept@x.test', '${MEMBER}', now()),
         ('0190c5f2-0000-7000-8000-0000000000c2', '${WORKSPACE}', 'Left', 'left@x.test', '${FORMER_MEMBER}', now()),
         ('0190c5f2-0000-7000-8000-0000000000c3', '${WORKSPACE}', 'Nobody', 'nobody@x.test', NULL, now());
       INSERT INTO webhook_endpoints (workspace_id, id, url, events, secret, updated_at) VALUES
         ('${WORKSPACE}', gen_random_uuid(), 'https://hooks.x.test/in', '{deal.updated}', 'whsec_x', now());
       INSERT INTO deals (id, workspace_id, title, customer_id, stage, created_at, closed_at, updated_at) VALUES
         ('0190c5f2-0000-7000-8000-0000000000d1', '${WORKSPACE}', 'Old open', '0190c5f2-0000-7000-8000-0000000000c1', 'proposal', '2026-03-01', NULL, now()),
         ('0190c5f2-0000-7000-8000-0000000000d2', '${WORKSPACE}', 'New open', '0190c5f2-0000-7000-8000-0000000000c2', 'proposal', '2026-03-05', NULL, now()),
         ('0190c5f2-0000-7000-8000-0000000000d3', '${WORKSPACE}', 'Won', '0190c5f2-0000-7000-8000-0000000000c3', 'closed_won', '2026-02-01', '2026-02-20', now());`,
    );

    expect((await database.upgrade())[0]).toBe(PIPELINE_MIGRATION);

    const deals = await sql(
      url,
      `SELECT title, owner_id, to_char(expected_close_at, 'YYYY-MM-DD HH24:MI') AS expected_close_at, position, search_text
       FROM deals ORDER BY stage, position`,
    );
    expect(deals).toEqual([
      {
        title: "New open",
        owner_id: FIRST_OWNER,
        expected_close_at: "2026-04-04 00:00",
        position: 1024,
        search_text: "new open",
      },
      {
        title: "Old open",
        owner_id: MEMBER,
        expected_close_at: "2026-03-31 00:00",
        position: 2048,
        search_text: "old open",
      },
      {
        title: "Won",
        owner_id: FIRST_OWNER,
        expected_close_at: "2026-02-20 00:00",
        position: 1024,
        search_text: "won",
      },
    ]);
    expect(await sql(url, "SELECT count(*)::int AS deliveries FROM webhook_deliveries")).toEqual([{ deliveries: 0 }]);
  });
});
