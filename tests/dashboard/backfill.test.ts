import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { applyMigrations } from "#prisma/migrator.ts";
import { createDatabase, type Database } from "#core/db/db.ts";
import { adminQuery, databaseUrl } from "#tests/support/postgres-admin.ts";
import { EDGES, expectExact, team } from "./exact-figures.ts";
import { randomWrites } from "./random-writes.ts";

// Upgrading an installation that already has data: the migration that adds the monthly figures and the
// row counts fills them from the rows that exist.

const schemaPath = fileURLToPath(new URL("../../prisma/schema.prisma", import.meta.url));
const migrationsDir = fileURLToPath(new URL("../../prisma/migrations", import.meta.url));
const FIGURES_MIGRATION = "20261123075403_dashboard_figures";
/** The later migration that adds the deal board's per-stage figures (and fills them likewise). */
const STAGE_FIGURES_MIGRATION = "20261127042500_deal_stage_figures";
const FIGURE_MIGRATIONS = [FIGURES_MIGRATION, STAGE_FIGURES_MIGRATION];
const adminUrl = inject("postgresAdminUrl");
const name = `backfill_${randomBytes(6).toString("hex")}`;

let scratch: string;
let url: string;
let db: Database;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), "bramble-backfill-test-"));
  // Every migration but the two that add figures, so the rows below are written by today's client
  // (which names every column the later migrations add); no other one touches the figures.
  await cp(migrationsDir, scratch, {
    recursive: true,
    filter: (source) => !FIGURE_MIGRATIONS.includes(path.relative(migrationsDir, source).split(path.sep)[0]!),
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

describe("the dashboard figures migrations", () => {
  it("fill the figures, the deal board's stage figures and the row counts of every workspace from the rows already there", async () => {
    const a = await team(db, "alpha", "A");
    const b = await team(db, "bravo", "B");
    await randomWrites(8_080, EDGES).run([a.access.db, b.access.db], 200);

    expect(await applyMigrations(url)).toEqual(FIGURE_MIGRATIONS);

    await expectExact(a, "backfilled");
    await expectExact(b, "backfilled");
  }, 120_000);
});
