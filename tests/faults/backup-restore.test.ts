import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedSampleData } from "#prisma/demo/seed-demo.ts";
import { seedDatabase } from "#prisma/seed.ts";
import { startEmbeddedPostgres } from "#prisma/postgres/embedded-postgres.ts";
import { createDatabase, type Database } from "#core/db/db.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { createUser } from "#tests/support/users.ts";
import { createWorkspace } from "#tests/support/workspaces.ts";
import { runScript } from "./cli.ts";
import { tableContents } from "./table-contents.ts";

let source: TestDatabase;
let db: Database;
let folder: string;
let workspace: Awaited<ReturnType<typeof createWorkspace>>;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "bramble-backup-"));
  source = await createTestDatabase();
  db = createDatabase(source.url);
  await seedDatabase(db);
  for (const username of ["ada", "grace"]) {
    const owner = await createUser(db, { username });
    workspace = await createWorkspace(db, owner);
    await seedSampleData(workspace.db, owner.id);
  }
  await db.heroContent.update({ where: { id: 1 }, data: { heading: "Dollars $' $` $& and </script> \u{1F600}" } });
});

afterAll(async () => {
  await db.$disconnect();
  await source.drop();
  await rm(folder, { recursive: true, force: true });
});

describe("npm run backup and npm run restore", () => {
  it("bring every table back, row for row, into an empty data folder", async () => {
    const file = path.join(folder, "backup.jsonl.gz");
    const backup = await runScript(["scripts/backup.ts", file], { DATABASE_URL: source.url });
    expect([backup.code, backup.output]).toEqual([0, expect.stringContaining(`Backup written to ${file}`)]);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const dataDir = path.join(folder, "restored");
    const restore = await runScript(["scripts/restore.ts", file], { DATABASE_URL: undefined, DATA_DIR: dataDir });
    expect([restore.code, restore.output]).toEqual([0, expect.stringMatching(/Restored \d+ rows of \d+ tables/)]);

    const restored = await startEmbeddedPostgres({ dataDir, log: () => {} });
    try {
      const expected = await tableContents(source.url);
      expect(expected.customers?.length).toBeGreaterThan(10);
      expect(expected.activities?.length).toBeGreaterThan(10);
      expect(await tableContents(restored.url)).toEqual(expected);
    } finally {
      await restored.stop();
    }

    const again = await runScript(["scripts/restore.ts", file], { DATABASE_URL: undefined, DATA_DIR: dataDir });
    expect([again.code, again.output.trim()]).toEqual([
      1,
      `Restore failed: ${path.resolve(dataDir)} already holds a database: restore into an empty data folder (set DATA_DIR)`,
    ]);
  });

  it("is consistent while writes go on: a customer and its deal, written together, are both in it or neither", async () => {
    let written = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const name = `pair-${written}`;
        await workspace.db.customer.create({
          data: { name, email: `${name}@example.com`, deals: { create: { title: name } } },
        });
        written++;
      }
    })();
    while (written < 5) await new Promise((resolve) => setTimeout(resolve, 10));
    const file = path.join(folder, "during-writes.jsonl.gz");
    const backup = await runScript(["scripts/backup.ts", file], { DATABASE_URL: source.url });
    const writtenAfterBackup = written;
    while (written < writtenAfterBackup + 5) await new Promise((resolve) => setTimeout(resolve, 10));
    writing = false;
    await writer;
    expect(backup.code).toBe(0);

    const dataDir = path.join(folder, "during-writes");
    const restore = await runScript(["scripts/restore.ts", file], { DATABASE_URL: undefined, DATA_DIR: dataDir });
    expect(restore.code).toBe(0);
    const restored = await startEmbeddedPostgres({ dataDir, log: () => {} });
    try {
      const contents = await tableContents(restored.url);
      const pairs = (rows: string[] = []) => rows.filter((row) => row.includes('"pair-')).length;
      const customers = pairs(contents.customers);
      expect(customers).toBeGreaterThanOrEqual(5);
      expect(customers).toBeLessThan(written);
      expect(pairs(contents.deals)).toBe(customers);
    } finally {
      await restored.stop();
    }
  });
});
