import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { databaseBefore, sql, type DatabaseBefore } from "#tests/support/upgrade-database.ts";

// Upgrading a database whose timelines already hold stage changes, written as notes by the app: they
// become system entries, and the notes people wrote stay notes (even one that mentions a stage).

const KIND_MIGRATION = "20261127125838_work_activities_tasks_lost_reasons";
const adminUrl = inject("postgresAdminUrl");
const A = "0190c5f2-0000-7000-8000-00000000aaaa";

let database: DatabaseBefore;

beforeAll(async () => {
  database = await databaseBefore(adminUrl, KIND_MIGRATION);
});
afterAll(() => database.drop());

describe("the activity kind migration", () => {
  it("marks the stage changes already logged as system entries and keeps people's notes theirs", async () => {
    const { url } = database;
    await database.applyBefore();
    await sql(
      url,
      `INSERT INTO workspaces (id, name) VALUES ('${A}', 'A');
       INSERT INTO activities (id, workspace_id, type, title, description, occurred_at) VALUES
         (gen_random_uuid(), '${A}', 'note', 'Stage changed from Proposal to Negotiation', 'Deal: Support plan', '2026-01-01'),
         (gen_random_uuid(), '${A}', 'note', 'Stage changed from Proposal to Negotiation', 'We talked it over', '2026-01-02'),
         (gen_random_uuid(), '${A}', 'call', 'Discovery call', '', '2026-01-03');`,
    );

    expect((await database.upgrade())[0]).toBe(KIND_MIGRATION);

    expect(await sql(url, "SELECT type, kind, description FROM activities ORDER BY occurred_at")).toEqual([
      { type: "note", kind: "system", description: "Deal: Support plan" },
      { type: "note", kind: "user", description: "We talked it over" },
      { type: "call", kind: "user", description: "" },
    ]);
    expect(await sql(url, "SELECT lost_reasons FROM workspaces")).toEqual([
      { lost_reasons: ["Price", "Chose a competitor", "No budget", "No decision", "Bad timing", "Other"] },
    ]);
  });
});
