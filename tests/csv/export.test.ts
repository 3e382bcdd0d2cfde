import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guessMapping, mapRows } from "#schema/customers/customers.import.rules.ts";
import type { WorkspaceDatabase } from "#core/db/db.ts";
import { graphql } from "#tests/support/graphql.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { workspaceOf } from "#tests/support/workspaces.ts";

let t: TestApp;
let user: Awaited<ReturnType<typeof signedInAgent>>;
let crm: WorkspaceDatabase;
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

beforeAll(async () => {
  t = await startTestApp();
  user = await signedInAgent(t, { username: "exporter" });
  crm = (await workspaceOf(t.db, "exporter")).db;
  const alice = await crm.customer.create({
    data: {
      name: "Alice Archer",
      email: "alice@acme.test",
      phone: "+1 (555) 123-4567",
      company: "Acme",
      status: "active",
      valueCents: 12345,
      createdAt: day(1),
    },
  });
  await crm.customer.create({
    data: {
      name: "=HYPERLINK(1)",
      email: "bob@acme.test",
      company: "Acme, Inc.",
      phone: "+1 555",
      status: "active",
      notes: 'Said "hi"\nthen left',
      createdAt: day(2),
    },
  });
  await crm.customer.create({
    data: { name: "Carol Cook", email: "carol@acme.test", status: "lead", createdAt: day(3) },
  });
  await crm.customer.create({
    data: { name: "Dan Diaz", email: "dan@other.test", status: "active", createdAt: day(4) },
  });
  await crm.task.create({
    data: { title: "@call Alice", priority: "high", dueAt: day(5), customerId: alice.id, createdAt: day(1) },
  });
  await crm.activity.create({ data: { type: "call", title: "Called", occurredAt: day(6), customerId: alice.id } });
});
afterAll(() => t.close());

describe("GET /api/customers/export.csv", () => {
  it("downloads the list as searched and filtered: the screen's labels, formulas neutralised, phone numbers quoted", async () => {
    const response = await user.get("/api/customers/export.csv?search=acme&status=active&sort=name");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename=customers-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(response.text).toBe(
      "Customer,Email,Phone,Company,Role,Status,Value,Notes,Customer since\r\n" +
        '\'=HYPERLINK(1),bob@acme.test,\'+1 555,"Acme, Inc.",,Active,0.00,"Said ""hi""\nthen left",2026-01-02\r\n' +
        'Alice Archer,alice@acme.test,"+1 (555) 123-4567",Acme,,Active,123.45,,2026-01-01\r\n',
    );
  });

  it("gives dates in the workspace's time zone", async () => {
    const set = await user.patch("/api/workspace").send({ timeZone: "America/New_York" });
    expect([set.status, set.body.timeZone]).toEqual([200, "America/New_York"]);
    const response = await user.get("/api/customers/export.csv?search=alice");
    expect(response.text.split("\r\n")[1]).toBe(
      'Alice Archer,alice@acme.test,"+1 (555) 123-4567",Acme,,Active,123.45,,2025-12-31',
    );
    await user.patch("/api/workspace").send({ timeZone: "UTC" });
  });

  it("imports back what it exports", async () => {
    const exported = await user.get("/api/customers/export.csv?search=acme&status=active&sort=name");
    const [header = [], ...cells] = Papa.parse<string[]>(exported.text.trim()).data;
    const rows = mapRows(cells, guessMapping(header)).map((row) => ({ ...row, email: `copy-${row.email}` }));
    const imported = await user.post("/api/customers/import").send({ rows });
    // Bob's phone was stored before phones were checked: the one problem of the file.
    const problems = imported.body.results.map((result: { line: number; problems: object[] }) => result.problems);
    expect(problems).toEqual([[{ field: "phone", message: "Please enter a valid phone number" }], []]);
    const copy = await crm.customer.findFirstOrThrow({ where: { email: "copy-alice@acme.test" } });
    expect(copy).toMatchObject({
      name: "Alice Archer",
      phone: "+1 (555) 123-4567",
      status: "active",
      valueCents: 12345,
    });
    const bob = await user.post("/api/customers/import").send({ rows: [{ ...rows[0], phone: "" }] });
    expect(bob.body.results[0].outcome).toBe("created");
    expect(await crm.customer.findFirstOrThrow({ where: { email: "copy-bob@acme.test" } })).toMatchObject({
      name: "=HYPERLINK(1)",
      company: "Acme, Inc.",
      notes: 'Said "hi"\nthen left',
    });
  });

  it("answers a bad filter with 400 and the list's message, before any CSV", async () => {
    const response = await user.get("/api/customers/export.csv?status=gone");
    expect([response.status, response.text]).toEqual([400, "Status must be lead, active or inactive"]);
  });

  it("needs a signed-in user or an API key", async () => {
    const anonymous = await t.request().get("/api/customers/export.csv");
    expect(anonymous.status).toBe(401);
    const created = await graphql(
      user,
      `
        mutation {
          createApiKey(input: { name: "csv" }) {
            secret
          }
        }
      `,
    );
    const secret = created.body.data.createApiKey.secret as string;
    const keyed = await t
      .request()
      .get("/api/customers/export.csv?search=dan")
      .set("Authorization", `Bearer ${secret}`);
    expect([keyed.status, keyed.text.split("\r\n").length]).toEqual([200, 3]);
  });

  it("streams a large list in chunks, page after page", async () => {
    const rows = Array.from({ length: 5000 }, (_, index) => ({
      name: `Bulk ${index}`,
      email: `bulk${index}@bulk.test`,
    }));
    await crm.customer.createMany({ data: rows });
    const response = await user
      .get("/api/customers/export.csv?search=bulk.test")
      .buffer(true)
      .parse((res, done) => {
        const chunks: string[] = [];
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => chunks.push(chunk));
        res.on("end", () => done(null, chunks));
      });
    const chunks = response.body as string[];
    expect(response.headers["content-length"]).toBeUndefined();
    expect(chunks.length).toBeGreaterThan(1);
    const lines = chunks.join("").split("\r\n");
    expect(lines.length).toBe(5002);
    expect(new Set(lines.slice(1, -1).map((line) => line.split(",")[0])).size).toBe(5000);
  });
});

describe("tasks and activities", () => {
  it("downloads the tasks list with each task's customer", async () => {
    const response = await user.get("/api/tasks/export.csv?priority=high");
    expect(response.headers["content-disposition"]).toMatch(/filename=tasks-/);
    expect(response.text).toBe(
      "Title,Description,Priority,Due,Completed,Customer,Created\r\n" +
        "'@call Alice,,high,2026-01-05T00:00:00.000Z,,Alice Archer,2026-01-01T00:00:00.000Z\r\n",
    );
  });

  it("downloads the activities timeline", async () => {
    const response = await user.get("/api/activities/export.csv?type=call");
    expect(response.headers["content-disposition"]).toMatch(/filename=activities-/);
    expect(response.text).toBe(
      "Type,Title,Description,Date,Customer\r\ncall,Called,,2026-01-06T00:00:00.000Z,Alice Archer\r\n",
    );
  });
});
