import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WorkspaceDatabase } from "#core/db/db.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { workspaceOf } from "#tests/support/workspaces.ts";

let t: TestApp;
let user: Awaited<ReturnType<typeof signedInAgent>>;
let crm: WorkspaceDatabase;
const statements: string[] = [];

const IMPORT = `mutation ($rows: [CustomerImportRow!]!, $updateExisting: Boolean) {
  importCustomers(rows: $rows, updateExisting: $updateExisting) { line outcome field message }
}`;

beforeAll(async () => {
  t = await startTestApp({}, undefined, { onQuery: (sql) => statements.push(sql) });
  user = await signedInAgent(t, { username: "importer" });
  crm = (await workspaceOf(t.db, "importer")).db;
  await crm.customer.create({
    data: { name: "Old Olga", email: "olga@old.test", phone: "111", company: "Old Co", notes: "keep", valueCents: 500 },
  });
});
afterAll(() => t.close());

async function importRows(rows: object[], updateExisting?: boolean) {
  const response = await graphql(user, IMPORT, { rows, updateExisting });
  return response.body.data?.importCustomers ?? errorOf(response.body);
}

describe("importCustomers", () => {
  it("saves the valid rows with one statement and reports each bad row and duplicate with its line", async () => {
    statements.length = 0;
    const results = await importRows([
      { line: 2, name: "Ann Ash", email: "ann@ash.test", status: "Active", value: "$1,250.50" },
      { line: 3, name: "", email: "no-name@x.test" },
      { line: 4, name: "Bad Mail", email: "nope" },
      { line: 5, name: "Ann Again", email: "ANN@ash.test" },
      { line: 6, name: "Olga Twin", email: "Olga@old.test" },
      { line: 7, name: "Val Bad", email: "val@bad.test", value: "lots" },
      { line: 8, name: "Stat Bad", email: "stat@bad.test", status: "vip" },
      { line: 9, name: "Ben Birch", email: "ben@birch.test", company: "=cmd()" },
    ]);
    expect(results).toEqual([
      { line: 2, outcome: "created", field: null, message: null },
      { line: 3, outcome: "rejected", field: "name", message: "Name is required" },
      { line: 4, outcome: "rejected", field: "email", message: "Please enter a valid email address" },
      { line: 5, outcome: "duplicate", field: "email", message: "Same email as line 2" },
      { line: 6, outcome: "duplicate", field: "email", message: "A customer with this email already exists" },
      { line: 7, outcome: "rejected", field: "value", message: "Value must be a number" },
      { line: 8, outcome: "rejected", field: "status", message: "Status must be lead, active or inactive" },
      { line: 9, outcome: "created", field: null, message: null },
    ]);
    expect(statements.filter((sql) => sql.startsWith("INSERT"))).toHaveLength(1);
    const ann = await crm.customer.findFirstOrThrow({ where: { email: "ann@ash.test" } });
    expect(ann).toMatchObject({ name: "Ann Ash", status: "active", valueCents: 125050, phone: "" });
    expect(await crm.customer.count({ where: { emailNormalized: { in: ["ann@ash.test", "olga@old.test"] } } })).toBe(2);
  });

  it("updates existing customers when asked, keeping the fields the file does not map", async () => {
    statements.length = 0;
    const results = await importRows(
      [
        { line: 2, name: "Olga Old", email: "OLGA@old.test", company: "", status: "inactive" },
        { line: 3, name: "Cat Cole", email: "cat@cole.test" },
      ],
      true,
    );
    expect(results).toEqual([
      { line: 2, outcome: "updated", field: null, message: null },
      { line: 3, outcome: "created", field: null, message: null },
    ]);
    // The new customers, the updated ones, and (Olga's Company cell is empty) her primary company link.
    expect(statements.filter((sql) => /^(INSERT|UPDATE)/.test(sql.trim()))).toHaveLength(3);
    expect(await crm.customer.findMany({ where: { emailNormalized: "olga@old.test" } })).toMatchObject([
      {
        name: "Olga Old",
        email: "OLGA@old.test",
        phone: "111",
        company: "",
        status: "inactive",
        notes: "keep",
        valueCents: 500,
      },
    ]);
  });

  it("reports every problem of a bad row, not the first only", async () => {
    const response = await graphql(
      user,
      `
        mutation ($rows: [CustomerImportRow!]!) {
          importCustomers(rows: $rows) {
            line
            outcome
            field
            message
            problems {
              field
              message
            }
          }
        }
      `,
      { rows: [{ line: 2, name: " ", email: "nope", phone: "call me", value: "lots" }] },
    );
    expect(response.body).toEqual({
      data: {
        importCustomers: [
          {
            line: 2,
            outcome: "rejected",
            field: "name",
            message: "Name is required",
            problems: [
              { field: "name", message: "Name is required" },
              { field: "email", message: "Please enter a valid email address" },
              { field: "phone", message: "Please enter a valid phone number" },
              { field: "value", message: "Value must be a number" },
            ],
          },
        ],
      },
    });
  });

  it("refuses a batch of more than 1,000 rows", async () => {
    const rows = Array.from({ length: 1001 }, (_, index) => ({
      line: index + 2,
      name: "X",
      email: `x${index}@x.test`,
    }));
    expect(await importRows(rows)).toEqual({
      message: "An import batch holds at most 1,000 rows",
      code: "BAD_USER_INPUT",
    });
  });
});

describe("POST /api/customers/import", () => {
  it("answers the same results as GraphQL", async () => {
    const response = await user
      .post("/api/customers/import")
      .set("Content-Type", "application/json")
      .send({
        rows: [
          { line: 2, name: "Dee Dunn", email: "dee@dunn.test" },
          { line: 3, name: "Dee", email: "Dee@Dunn.test" },
        ],
      });
    expect([response.status, response.body]).toEqual([
      200,
      {
        results: [
          { line: 2, outcome: "created", field: null, message: null, problems: [] },
          {
            line: 3,
            outcome: "duplicate",
            field: "email",
            message: "Same email as line 2",
            problems: [{ field: "email", message: "Same email as line 2" }],
          },
        ],
      },
    ]);
  });

  it("answers rows that are not a list, or cells that are not text, with 400", async () => {
    const notList = await user.post("/api/customers/import").set("Content-Type", "application/json").send({ rows: 5 });
    expect([notList.status, notList.text]).toEqual([400, "Rows must be a list"]);
    const number = await user
      .post("/api/customers/import")
      .set("Content-Type", "application/json")
      .send({ rows: [{ line: 2, name: "N", email: "n@n.test", value: 12 }] });
    expect([number.status, number.text]).toEqual([400, "Value (USD) must be text"]);
    const flag = await user
      .post("/api/customers/import")
      .set("Content-Type", "application/json")
      .send({ rows: [], updateExisting: "yes" });
    expect([flag.status, flag.text]).toEqual([400, "updateExisting must be true or false"]);
  });
});
