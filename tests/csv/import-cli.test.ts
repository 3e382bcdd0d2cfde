import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WorkspaceAccess } from "#core/context.ts";
import { withClient } from "#prisma/pg-client.ts";
import { createDatabase, type Database } from "#core/db/db.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { createUser } from "#tests/support/users.ts";
import { createWorkspace } from "#tests/support/workspaces.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const cli = path.join(root, "scripts/import-customers/import-customers.ts");
const run = promisify(execFile);

let database: TestDatabase;
let db: Database;
let mine: WorkspaceAccess;
let theirs: WorkspaceAccess;
let folder: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDatabase(database.url);
  mine = await createWorkspace(db, await createUser(db, { username: "cli-owner" }));
  theirs = await createWorkspace(db, await createUser(db, { username: "cli-other" }));
  await mine.db.customer.create({ data: { name: "Old Olga", email: "olga@old.test", notes: "keep" } });
  await theirs.db.customer.create({ data: { name: "Their Tom", email: "tom@tom.test" } });
  folder = await mkdtemp(path.join(os.tmpdir(), "bramble-import-cli-"));
});
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
  await rm(folder, { recursive: true, force: true });
});

/** Runs the command as a user does, with Node 24 (process.execPath), on the test database. */
async function importFile(name: string, text: string | Buffer, ...args: string[]) {
  return importFileInto(mine.id, name, text, ...args);
}

async function importFileInto(workspaceId: string, name: string, text: string | Buffer, ...args: string[]) {
  const file = path.join(folder, name);
  await writeFile(file, text);
  const env = { ...process.env, DATABASE_URL: database.url };
  return run(process.execPath, [cli, "--workspace", workspaceId, ...args, file], { env, cwd: root }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr, file }),
    (error: { code: number; stdout: string; stderr: string }) => ({ ...error, file }),
  );
}

describe("npm run import:customers", () => {
  it("imports a file through a staging table and writes the report beside it", async () => {
    const result = await importFile(
      "people.csv",
      "Name,Email,Company,Value\r\n" +
        "Ann Ash,ann@ash.test,Ash Co,$10\r\n" +
        ",nameless@x.test,,lots\r\n" +
        '"Bo, Jr.",bo@bo.test,"=cmd()",\r\n' +
        "Ann Again,ANN@ash.test,,\r\n" +
        "Olga Twin,olga@old.test,,\r\n" +
        "Tom Here,tom@tom.test,,\r\n",
    );
    expect([result.code, result.stdout]).toEqual([
      0,
      `3 created, 0 updated, 1 rejected, 2 duplicates. Report: ${result.file}.report.csv\n`,
    ]);
    expect(await readFile(`${result.file}.report.csv`, "utf8")).toBe(
      "Line,Outcome,Field,Message\r\n" +
        "3,rejected,Name,Name is required\r\n" +
        "3,rejected,Value (USD),Value must be a number\r\n" +
        "5,duplicate,Email,Same email as line 2\r\n" +
        "6,duplicate,Email,A customer with this email already exists",
    );
    const names = await mine.db.customer.findMany({ orderBy: { name: "asc" }, select: { name: true, company: true } });
    expect(names).toEqual([
      { name: "Ann Ash", company: "Ash Co" },
      { name: "Bo, Jr.", company: "=cmd()" },
      { name: "Old Olga", company: "" },
      { name: "Tom Here", company: "" },
    ]);
    expect(await theirs.db.customer.findMany({ select: { name: true } })).toEqual([{ name: "Their Tom" }]);
  });

  it("updates existing customers with --update-existing", async () => {
    const result = await importFile("update.csv", "Email,Name\r\nOLGA@old.test,Olga New\r\n", "--update-existing");
    expect(result.stdout).toBe(`0 created, 1 updated, 0 rejected, 0 duplicates. Report: ${result.file}.report.csv\n`);
    expect(await mine.db.customer.findFirst({ where: { emailNormalized: "olga@old.test" } })).toMatchObject({
      name: "Olga New",
      notes: "keep",
    });
  });

  it("reports repeats, rejections and existing e-mails across a 10,000-row batch as within one", async () => {
    const big = await createWorkspace(db, await createUser(db, { username: "cli-big" }));
    await big.db.customer.create({ data: { name: "Old Otto", email: "old@big.test", notes: "kept" } });
    const filler = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, index) => `Filler ${from + index},f${from + index}@big.test,\r\n`);
    // Lines 2 to 10,001 are the first batch of 10,000 rows, lines 10,002 to 12,001 the second.
    const text = [
      "Name,Email,Notes\r\n",
      "Ann Ash,ann@big.test,first\r\n",
      ...filler(3, 10_000),
      ",zed@big.test,no name\r\n",
      "Ann Again,ANN@big.test,repeat\r\n",
      "Zed,zed@big.test,after a rejected row\r\n",
      "Otto New,OLD@big.test,\r\n",
      "Otto Again,old@big.test,\r\n",
      ...filler(10_006, 12_001),
    ].join("");
    const result = await importFileInto(big.id, "big.csv", text, "--update-existing");
    expect([result.code, result.stdout]).toEqual([
      0,
      `11,996 created, 1 updated, 1 rejected, 2 duplicates. Report: ${result.file}.report.csv\n`,
    ]);
    expect(await readFile(`${result.file}.report.csv`, "utf8")).toBe(
      "Line,Outcome,Field,Message\r\n" +
        "10001,rejected,Name,Name is required\r\n" +
        "10002,duplicate,Email,Same email as line 2\r\n" +
        "10005,duplicate,Email,Same email as line 10004",
    );
    expect(await big.db.customer.count()).toBe(11_997);
    expect(await big.db.customer.findFirst({ where: { emailNormalized: "old@big.test" } })).toMatchObject({
      name: "Otto New",
      notes: "", // a mapped empty cell clears the field, as in the form
    });
    // New customers' ids keep the file's order, also past 4,096 rows in one statement.
    const byId = await big.db.customer.findMany({
      where: { emailNormalized: { not: "old@big.test" } },
      orderBy: { id: "asc" },
      select: { email: true },
    });
    expect(byId.map(({ email }) => email)).toEqual([
      "ann@big.test",
      ...filler(3, 10_000).map((line) => line.split(",")[1]),
      "zed@big.test",
      ...filler(10_006, 12_001).map((line) => line.split(",")[1]),
    ]);
    const counts = await withClient(database.url, (client) =>
      client.query<{ row_count: string }>(
        "SELECT row_count FROM workspace_row_counts WHERE workspace_id = $1 AND table_name = 'customers'",
        [big.id],
      ),
    );
    expect(counts.rows.map((row) => Number(row.row_count))).toEqual([11_997]);
  }, 120_000);

  it.each([
    ["photo.png", "Name,Email\r\nA,a@a.test\r\n", "The file is not a CSV file"],
    ["binary.csv", Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]), "The file is not a CSV file"],
    ["empty.csv", "", "The file holds no rows to import"],
    ["header-only.csv", "Name,Email\r\n", "The file holds no rows to import"],
    ["no-email.csv", "Name,Phone\r\nA,1\r\n", "Choose the column that holds the email: no header reads as one"],
    [
      "ragged.csv",
      "Name,Email\r\nA,a@ragged.test\r\nB,b@ragged.test,extra\r\n",
      "The file is not valid CSV at line 3: extra data after last expected column",
    ],
  ])("refuses %s with a clear message and changes nothing", async (name, text, message) => {
    const before = await mine.db.customer.count();
    const result = await importFile(name, text);
    expect([result.code, result.stderr.trim()]).toEqual([1, message]);
    expect(await mine.db.customer.count()).toBe(before);
  });
});
