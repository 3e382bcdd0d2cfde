import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { databaseBefore, sql, type DatabaseBefore } from "#tests/support/upgrade-database.ts";

// Upgrading a database whose customers already share e-mails: nothing is deleted or changed, the
// oldest of each e-mail falls under the new unique rule and the later ones are marked as duplicates.

const EMAIL_MIGRATION = "20261125063000_customer_email_unique";
const adminUrl = inject("postgresAdminUrl");
const A = "0190c5f2-0000-7000-8000-00000000aaaa";
const B = "0190c5f2-0000-7000-8000-00000000bbbb";

let database: DatabaseBefore;

beforeAll(async () => {
  database = await databaseBefore(adminUrl, EMAIL_MIGRATION);
});
afterAll(() => database.drop());

describe("the customer e-mail migration", () => {
  it("keeps every existing duplicate as it was, marks all but the oldest, and refuses new ones", async () => {
    const { url } = database;
    await database.applyBefore();
    await sql(
      url,
      `INSERT INTO workspaces (id, name) VALUES ('${A}', 'A'), ('${B}', 'B');
       INSERT INTO customers (id, workspace_id, name, email, created_at, updated_at) VALUES
         ('0190c5f2-0000-7000-8000-0000000000c1', '${A}', 'First', 'Sam@x.test', '2026-01-01', '2026-01-01'),
         ('0190c5f2-0000-7000-8000-0000000000c2', '${A}', 'Second', 'sam@X.test', '2026-01-02', '2026-01-02'),
         ('0190c5f2-0000-7000-8000-0000000000c3', '${A}', 'Third', 'sam@x.test', '2026-01-03', '2026-01-03'),
         ('0190c5f2-0000-7000-8000-0000000000c4', '${B}', 'Other team', 'sam@x.test', '2026-01-04', '2026-01-04');`,
    );

    expect((await database.upgrade())[0]).toBe(EMAIL_MIGRATION);

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
