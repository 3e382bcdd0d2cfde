import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "#core/db/db.ts";
import { exportCustomers } from "#schema/customers/customers.export.ts";
import { serviceContext } from "#tests/support/service-context.ts";
import { databaseBefore, sql, type DatabaseBefore } from "#tests/support/upgrade-database.ts";
import { workspaceOf } from "#tests/support/workspaces.ts";

// Nothing a user had is lost by the companies upgrade: the customers export of a database of the release
// before companies, made by that release's columns, and the export the upgraded app makes of the same
// database hold the same people with the same company names (one spelling per company, compared trimmed
// and without case), and each person is now linked to that company as primary.

const COMPANIES_MIGRATION = "20261127161047_companies";
const adminUrl = inject("postgresAdminUrl");
const WORKSPACE = "0190c5f2-0000-7000-8000-00000000e0a1";
const OWNER = "0190c5f2-0000-7000-8000-00000000e0a2";

let database: DatabaseBefore;
let db: Database | undefined;

beforeAll(async () => {
  database = await databaseBefore(adminUrl, COMPANIES_MIGRATION);
});
afterAll(async () => {
  await db?.$disconnect();
  await database.drop();
});

/** The people and company names of a customers CSV (no cell of it holds a comma): [name, email, company], by e-mail. */
function peopleOf(csv: string): string[][] {
  const [header = "", ...lines] = csv.trim().split("\r\n");
  const columns = header.split(",");
  const at = (cells: string[], name: string) => cells[columns.indexOf(name)] ?? "";
  return lines
    .map((line) => line.split(",").map((cell) => cell.replace(/^"(.*)"$/, "$1")))
    .map((cells) => [at(cells, "Customer"), at(cells, "Email"), at(cells, "Company")])
    .sort((a, b) => a[1]!.localeCompare(b[1]!));
}

const COMPANY_TEXTS = ["Acme Corp", "acme corp", " Acme Corp ", "Globex", "GLOBEX", "Globex", "", "  ", "Initech"];

describe("the companies upgrade", () => {
  it("keeps every person and their company's name in the customers export", async () => {
    const { url } = database;
    await database.applyBefore();
    const people = COMPANY_TEXTS.map(
      (company, n) =>
        `(gen_random_uuid(), '${WORKSPACE}', 'Person ${n}', 'p${n}@upgrade.test', '${company}', '2026-01-0${n + 1}', now())`,
    );
    await sql(
      url,
      `INSERT INTO users (id, username, email, email_normalized, password_hash, updated_at)
         VALUES ('${OWNER}', 'upgrader', 'upgrader@upgrade.test', 'upgrader@upgrade.test', 'x', now());
       INSERT INTO workspaces (id, name) VALUES ('${WORKSPACE}', 'Upgraded');
       INSERT INTO memberships (workspace_id, user_id, role) VALUES ('${WORKSPACE}', '${OWNER}', 'owner');
       INSERT INTO customers (id, workspace_id, name, email, company, created_at, updated_at) VALUES ${people.join(", ")};`,
    );
    // The release before companies exported the company text as stored.
    const before = await sql(url, "SELECT name, email, company FROM customers ORDER BY email");

    expect((await database.upgrade())[0]).toBe(COMPANIES_MIGRATION);

    db = createDatabase(url);
    const access = await workspaceOf(db, "upgrader");
    const owner = await db.user.findUniqueOrThrow({ where: { id: OWNER } });
    const download = exportCustomers(serviceContext(db, owner, access), {});
    let csv = "";
    for await (const chunk of download.chunks) csv += chunk;

    const sameName = (text: string) => text.trim().toLowerCase();
    expect(peopleOf(csv).map(([name, email, company]) => [name, email, sameName(company!)])).toEqual(
      before.map(({ name, email, company }) => [name, email, sameName(company)]),
    );
    // One spelling per company, the most frequent, and every person linked to theirs as primary.
    expect(peopleOf(csv).map(([, , company]) => company)).toEqual([
      "Acme Corp",
      "Acme Corp",
      "Acme Corp",
      "Globex",
      "Globex",
      "Globex",
      "",
      // A blank text names no company and stays as it was.
      "  ",
      "Initech",
    ]);
    const links = await sql(
      url,
      `SELECT p.email, c.name FROM customers p JOIN customer_companies l ON l.customer_id = p.id AND l.is_primary
       JOIN companies c ON c.id = l.company_id ORDER BY p.email`,
    );
    expect(links.map(({ name }) => name)).toEqual([
      "Acme Corp",
      "Acme Corp",
      "Acme Corp",
      "Globex",
      "Globex",
      "Globex",
      "Initech",
    ]);
  });
});
