import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { databaseBefore, sql, type DatabaseBefore } from "#tests/support/upgrade-database.ts";

// Upgrading an installation where people already lost their access: what they set up stops, as it
// now would at once.

const MIGRATION = "20261127010000_stop_departed_creators";
const adminUrl = inject("postgresAdminUrl");
const WORKSPACE = "0190c5f2-0000-7000-8000-00000000aaaa";
const [ANA, BO, CY] = ["1", "2", "3"].map((n) => `0190c5f2-0000-7000-8000-00000000000${n}`);

let database: DatabaseBefore;

beforeAll(async () => {
  database = await databaseBefore(adminUrl, MIGRATION);
});
afterAll(() => database.drop());

describe("the migration that stops what departed people set up", () => {
  it("disables the endpoints and revokes the invitations of those removed or disabled, and only theirs", async () => {
    const { url } = database;
    await database.applyBefore();
    // ana is still an owner; bo was removed; cy is still a member, but her account is disabled.
    await sql(
      url,
      `INSERT INTO users (id, username, email, email_normalized, password_hash, role, updated_at, disabled_at) VALUES
         ('${ANA}', 'ana', 'ana@x.test', 'ana@x.test', 'x', 'user', now(), NULL),
         ('${BO}', 'bo', 'bo@x.test', 'bo@x.test', 'x', 'user', now(), NULL),
         ('${CY}', 'cy', 'cy@x.test', 'cy@x.test', 'x', 'user', now(), now());
       INSERT INTO workspaces (id, name) VALUES ('${WORKSPACE}', 'Team');
       INSERT INTO memberships (workspace_id, user_id, role) VALUES
         ('${WORKSPACE}', '${ANA}', 'owner'), ('${WORKSPACE}', '${CY}', 'owner');
       INSERT INTO webhook_endpoints (id, workspace_id, url, events, secret, created_by_id, updated_at) VALUES
         (gen_random_uuid(), '${WORKSPACE}', 'https://ana.test/', '{customer.created}', 's', '${ANA}', now()),
         (gen_random_uuid(), '${WORKSPACE}', 'https://bo.test/', '{customer.created}', 's', '${BO}', now()),
         (gen_random_uuid(), '${WORKSPACE}', 'https://cy.test/', '{customer.created}', 's', '${CY}', now()),
         (gen_random_uuid(), '${WORKSPACE}', 'https://nobody.test/', '{customer.created}', 's', NULL, now());
       INSERT INTO invitations (id, workspace_id, email, email_normalized, hash, invited_by_id, expires_at) VALUES
         (gen_random_uuid(), '${WORKSPACE}', 'a@guest.test', 'a@guest.test', 'h1', '${ANA}', now() + interval '7 days'),
         (gen_random_uuid(), '${WORKSPACE}', 'b@guest.test', 'b@guest.test', 'h2', '${BO}', now() + interval '7 days'),
         (gen_random_uuid(), '${WORKSPACE}', 'c@guest.test', 'c@guest.test', 'h3', '${CY}', now() + interval '7 days');`,
    );

    expect(await database.upgrade(MIGRATION)).toEqual([MIGRATION]);

    expect(await sql(url, "SELECT url, enabled, disabled_reason FROM webhook_endpoints ORDER BY url")).toEqual([
      { url: "https://ana.test/", enabled: true, disabled_reason: null },
      {
        url: "https://bo.test/",
        enabled: false,
        disabled_reason: "Disabled automatically: bo, who created it, is no longer a member of the workspace",
      },
      {
        url: "https://cy.test/",
        enabled: false,
        disabled_reason: "Disabled automatically: cy, who created it, had their account disabled",
      },
      { url: "https://nobody.test/", enabled: true, disabled_reason: null },
    ]);
    expect(await sql(url, "SELECT email, revoked_at IS NOT NULL AS revoked FROM invitations ORDER BY email")).toEqual([
      { email: "a@guest.test", revoked: false },
      { email: "b@guest.test", revoked: true },
      { email: "c@guest.test", revoked: true },
    ]);
  });
});
