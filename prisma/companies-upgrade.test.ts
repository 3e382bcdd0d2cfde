import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { databaseBefore, sql, type DatabaseBefore } from "#tests/support/upgrade-database.ts";

// Upgrading a database of the release before companies: each workspace's company texts become
// companies (trimmed, compared without case, the most frequent spelling named), every person is linked
// to theirs as primary, and nothing is announced or lost.

const COMPANIES_MIGRATION = "20261127161047_companies";
const adminUrl = inject("postgresAdminUrl");
const A = "0190c5f2-0000-7000-8000-00000000aaaa";
const B = "0190c5f2-0000-7000-8000-00000000bbbb";

let database: DatabaseBefore;

beforeAll(async () => {
  database = await databaseBefore(adminUrl, COMPANIES_MIGRATION);
});
afterAll(() => database.drop());

const person = (workspace: string, n: number, company: string, sample = false) =>
  `(gen_random_uuid(), '${workspace}', 'P${n}', 'p${n}@x.test', '${company}', ${sample}, '2026-01-${String(n).padStart(2, "0")}', now())`;

describe("the companies migration", () => {
  it("turns company texts into companies, links each person as primary, and announces nothing", async () => {
    const { url } = database;
    await database.applyBefore();
    await sql(
      url,
      `INSERT INTO workspaces (id, name) VALUES ('${A}', 'A'), ('${B}', 'B');
       INSERT INTO webhook_endpoints (id, workspace_id, url, secret, events, updated_at)
         SELECT gen_random_uuid(), id, 'https://hooks.example.test/', 'whsec_x',
           ARRAY['customer.updated', 'company.created', 'customer.company_linked'], now() FROM workspaces;
       INSERT INTO customers (id, workspace_id, name, email, company, is_sample, created_at, updated_at) VALUES
         ${person(A, 1, "acme corp")}, ${person(A, 2, " Acme Corp ")}, ${person(A, 3, "Acme Corp")},
         ${person(A, 4, "")}, ${person(A, 5, "   ")}, ${person(A, 6, "Globex", true)}, ${person(A, 7, "Initech", true)},
         ${person(A, 8, "initech")}, ${person(B, 9, "ACME CORP")};`,
    );
    const deliveriesBefore = await sql(url, "SELECT count(*)::int AS n FROM webhook_deliveries");

    expect((await database.upgrade())[0]).toBe(COMPANIES_MIGRATION);

    expect(
      await sql(
        url,
        "SELECT workspace_id, name, is_sample, created_at::date::text AS since FROM companies ORDER BY workspace_id, name",
      ),
    ).toEqual([
      { workspace_id: A, name: "Acme Corp", is_sample: false, since: "2026-01-01" },
      { workspace_id: A, name: "Globex", is_sample: true, since: "2026-01-06" },
      { workspace_id: A, name: "Initech", is_sample: false, since: "2026-01-07" },
      { workspace_id: B, name: "ACME CORP", is_sample: false, since: "2026-01-09" },
    ]);
    expect(
      await sql(
        url,
        `SELECT p.name AS person, p.company, co.name AS linked, l.is_primary
         FROM customers p LEFT JOIN customer_companies l ON l.customer_id = p.id
         LEFT JOIN companies co ON co.id = l.company_id ORDER BY p.name`,
      ),
    ).toEqual([
      { person: "P1", company: "Acme Corp", linked: "Acme Corp", is_primary: true },
      { person: "P2", company: "Acme Corp", linked: "Acme Corp", is_primary: true },
      { person: "P3", company: "Acme Corp", linked: "Acme Corp", is_primary: true },
      { person: "P4", company: "", linked: null, is_primary: null },
      { person: "P5", company: "   ", linked: null, is_primary: null },
      { person: "P6", company: "Globex", linked: "Globex", is_primary: true },
      { person: "P7", company: "Initech", linked: "Initech", is_primary: true },
      { person: "P8", company: "Initech", linked: "Initech", is_primary: true },
      { person: "P9", company: "ACME CORP", linked: "ACME CORP", is_primary: true },
    ]);
    // Sample people stay samples: the copy is not an edit.
    expect(await sql(url, "SELECT name, is_sample, sample_kept FROM customers WHERE is_sample ORDER BY name")).toEqual([
      { name: "P6", is_sample: true, sample_kept: null },
      { name: "P7", is_sample: true, sample_kept: null },
    ]);
    expect(await sql(url, "SELECT count(*)::int AS n FROM webhook_deliveries")).toEqual(deliveriesBefore);

    // The backfill run again (as a start interrupted half way would) adds and changes nothing.
    const migration = await readFile(
      new URL(`migrations/${COMPANIES_MIGRATION}/migration.sql`, import.meta.url),
      "utf8",
    );
    const start = migration.indexOf("SELECT set_config('bramble.company_copy', 'on', false);");
    const end = migration.indexOf("SELECT set_config('bramble.company_copy', 'off', false);");
    expect([start > 0, end > start]).toEqual([true, true]);
    const everything = `SELECT (SELECT json_agg(c ORDER BY c.id) FROM companies c) AS companies,
      (SELECT json_agg(l ORDER BY l.id) FROM customer_companies l) AS links,
      (SELECT json_agg(p.company ORDER BY p.id) FROM customers p) AS copies`;
    const once = await sql(url, everything);
    await sql(url, migration.slice(start, end + 60));
    expect(await sql(url, everything)).toEqual(once);
    expect(await sql(url, "SELECT count(*)::int AS n FROM customer_companies")).toEqual([{ n: 7 }]);
  });
});
