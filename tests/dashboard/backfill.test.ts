import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { applyMigrations } from "../../prisma/migrator.ts";
import { createDatabase, type Database } from "../../schema/db.ts";
import { adminQuery, databaseUrl } from "../support/postgres-admin.ts";
import { EDGES, expectExact, team } from "./exact-figures.ts";
import { randomWrites } from "./random-writes.ts";

// Upgrading an installation that already has data: the migration that adds the monthly figures and the
// row counts fills them from the rows that exist.

const schemaPath = fileURLToPath(new URL("../../prisma/schema.prisma", import.meta.url));
const migrationsDir = fileURLToPath(new URL("../../prisma/migrations", import.meta.url));
const FIGURES_MIGRATION = "20261123075403_dashboard_figures";
const adminUrl = inject("postgresAdminUrl");
const name = `backfill_${randomBytes(6).toString("hex")}`;

let scratch: string;
let url: string;
let db: Database;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "bramble-backfill-test-"));
  // Every migration but this one, so the rows below are written by today's client (which names every
  // column the later migrations add); none of the later ones touches the figures.
  await cp(migrationsDir, scratch, {
    recursive: true,
    filter: (source) => path.relative(migrationsDir, source).split(path.sep)[0] !== FIGURES_MIGRATION,
  });
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  url = databaseUrl(adminUrl, name);
  await applyMigrations(url, { schema: schemaPath, migrations: scratch });
  db = createDatabase(url);
});
afterAll(async () => {
  await db.$disconnect();
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await rm(scratch, { recursive: true, force: true });
});

describe("the dashboard figures migration", () => {
  it("fills the figures and row counts of every workspace from the rows already there", async () => {
    const a = await team(db, "alpha", "A");
    const b = await team(db, "bravo", "B");
    await randomWrites(8_080, EDGES).run([a.access.db, b.access.db], 200);

    expect(await applyMigrations(url)).toEqual([FIGURES_MIGRATION]);

    await expectExact(a, "backfilled");
    await expectExact(b, "backfilled");
  }, 120_000);
});
