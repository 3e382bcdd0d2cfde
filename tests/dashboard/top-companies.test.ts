import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Context, WorkspaceAccess } from "#core/context.ts";
import { Prisma } from "#prisma/generated/prisma/client.ts";
import { topCompanies } from "#schema/dashboard/top-companies.ts";
import { serviceContext } from "#tests/support/service-context.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { createWorkspace } from "#tests/support/workspaces.ts";

// The dashboard's "Top companies by open pipeline": open deals only, most value first, ties by the
// number of open deals and then by name; only the caller's workspace.

let t: TestApp;
let ctx: Context;
let crm: WorkspaceAccess["db"];
let personId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  const viewer = await createUser(t.db, { username: "pipeline-viewer" });
  const workspace = await createWorkspace(t.db, viewer);
  ctx = serviceContext(t.db, viewer, workspace);
  crm = workspace.db;
  const person = await crm.customer.create({ data: { name: "Pat", email: "pat@example.test" } });
  personId = person.id;
  for (const name of ["Acme", "Globex", "Initech", "Umbrella", "Hooli", "Zeta", "Alpha"]) {
    ids[name] = (await crm.company.create({ data: { name } })).id;
  }
  const deal = (company: string | null, stage: string, valueCents: number) =>
    crm.deal.create({
      data: {
        title: `${company} ${stage} ${valueCents}`,
        customerId: person.id,
        companyId: company ? ids[company] : null,
        stage: stage as never,
        valueCents,
        closedAt: stage.startsWith("closed") ? new Date() : null,
      },
    });
  await deal("Acme", "qualified", 10_000);
  await deal("Acme", "proposal", 20_000);
  await deal("Acme", "closed_won", 900_000);
  await deal("Globex", "negotiation", 50_000);
  await deal("Initech", "closed_won", 800_000);
  await deal("Initech", "closed_lost", 700_000);
  await deal("Umbrella", "qualified", 15_000);
  await deal("Umbrella", "qualified", 15_000);
  await deal("Hooli", "proposal", 30_000);
  await deal("Zeta", "qualified", 5_000);
  await deal("Alpha", "qualified", 5_000);
  await deal(null, "qualified", 990_000);

  // Another team's company with a bigger pipeline: never listed here.
  const rival = await createWorkspace(t.db, await createUser(t.db, { username: "pipeline-rival" }));
  const theirs = await rival.db.customer.create({ data: { name: "Rival", email: "rival@example.test" } });
  const theirCompany = await rival.db.company.create({ data: { name: "Rival Corp" } });
  await rival.db.deal.create({
    data: { title: "Rival", customerId: theirs.id, companyId: theirCompany.id, valueCents: 5_000_000 },
  });
});
afterAll(() => t.close());

describe("topCompanies", () => {
  it("ranks companies by the value of their open deals, then by open deals, then by name, five unless asked", async () => {
    expect(await topCompanies(ctx, {})).toEqual([
      { companyId: ids.Globex, openPipelineCents: 50_000, openDeals: 1 },
      { companyId: ids.Acme, openPipelineCents: 30_000, openDeals: 2 },
      { companyId: ids.Umbrella, openPipelineCents: 30_000, openDeals: 2 },
      { companyId: ids.Hooli, openPipelineCents: 30_000, openDeals: 1 },
      { companyId: ids.Alpha, openPipelineCents: 5_000, openDeals: 1 },
    ]);
  });

  it("leaves out companies without an open deal, and takes a first above 20 as 20", async () => {
    const all = await topCompanies(ctx, { first: 500 });
    expect(all.map((row) => row.companyId)).toEqual(
      ["Globex", "Acme", "Umbrella", "Hooli", "Alpha", "Zeta"].map((name) => ids[name]),
    );
    expect(await topCompanies(ctx, { first: 1 })).toEqual([
      { companyId: ids.Globex, openPipelineCents: 50_000, openDeals: 1 },
    ]);
  });

  it.each([0, -1, 2.5])("refuses first: %j", async (first) => {
    await expect(topCompanies(ctx, { first })).rejects.toThrow("Page size must be a whole number of at least 1");
  });

  it("follows every write of deals: the pipelines kept by the triggers equal the open deals summed afresh", async () => {
    // What the triggers keep, against the sum they replace; rows of zeros (nothing left open) aside.
    const kept = () =>
      crm.$queryWorkspace<{ company_id: string; cents: number; deals: number }>(
        (workspace) => Prisma.sql`
          SELECT company_id, open_cents::float8 AS cents, open_deals AS deals FROM company_open_pipelines
          WHERE workspace_id = ${workspace} AND open_deals > 0 ORDER BY company_id`,
      );
    const summed = () =>
      crm.$queryWorkspace<{ company_id: string; cents: number; deals: number }>(
        (workspace) => Prisma.sql`
          SELECT company_id, sum(value_cents)::float8 AS cents, count(*)::int AS deals FROM deals
          WHERE workspace_id = ${workspace} AND company_id IS NOT NULL
            AND stage NOT IN ('closed_won', 'closed_lost')
          GROUP BY company_id ORDER BY company_id`,
      );
    const hooli = ids.Hooli!;
    const zeta = ids.Zeta!;
    // Several deals in one statement, a value change, a move between companies, a win, a reopening, a deletion.
    await crm.deal.createMany({
      data: [1, 2, 3].map((index) => ({
        title: `Batch ${index}`,
        customerId: personId,
        companyId: hooli,
        valueCents: 1_000,
      })),
    });
    await crm.deal.updateMany({ where: { title: "Batch 1" }, data: { valueCents: 4_000 } });
    await crm.deal.updateMany({ where: { title: "Batch 2" }, data: { companyId: zeta } });
    await crm.deal.updateMany({ where: { title: "Batch 3" }, data: { stage: "closed_won", closedAt: new Date() } });
    expect(await kept()).toEqual(await summed());
    await crm.deal.updateMany({ where: { title: "Batch 3" }, data: { stage: "proposal", closedAt: null } });
    await crm.deal.deleteMany({ where: { title: { in: ["Batch 1", "Batch 2"] } } });
    expect(await kept()).toEqual(await summed());
    expect((await kept()).find((row) => row.company_id === zeta)).toEqual({ company_id: zeta, cents: 5_000, deals: 1 });
    // A deleted company takes its pipeline with it (its deals let go first, as deleting a company does).
    await crm.deal.updateMany({ where: { companyId: ids.Globex }, data: { companyId: null } });
    await crm.company.delete({ where: { id: ids.Globex } });
    expect(await kept()).toEqual(await summed());
    expect((await topCompanies(ctx, { first: 1 }))[0]?.companyId).toBe(ids.Hooli);
  });
});
