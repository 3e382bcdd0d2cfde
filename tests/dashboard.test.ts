import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Prisma } from "#prisma/generated/prisma/client.ts";
import { dashboardReport } from "#schema/dashboard/dashboard.report.ts";
import { getDashboard, withSelectedRelations } from "#schema/dashboard/dashboard.service.ts";
import { serviceContext } from "./support/service-context.ts";
import { startTestApp, type TestApp } from "./support/test-app.ts";
import { createUser } from "./support/users.ts";
import { createWorkspace } from "./support/workspaces.ts";

/** Every figure against rows whose dates are known, with the clock frozen at 21 Nov 2026, 12:00 UTC. */
const NOW = new Date("2026-11-21T12:00:00.000Z");
const at = (iso: string) => new Date(iso);

let t: TestApp;
let dashboard: Awaited<ReturnType<typeof getDashboard>>;
let report: Awaited<ReturnType<typeof dashboardReport>>;

beforeAll(async () => {
  t = await startTestApp();
  const viewer = await createUser(t.db, { username: "analyst" });
  const workspace = await createWorkspace(t.db, viewer);
  const crm = workspace.db;
  // Another team's rows on the same days: none of them may show in this workspace's figures.
  const rival = await createWorkspace(t.db, await createUser(t.db, { username: "rival" }));
  const rivalCustomer = await rival.db.customer.create({
    data: { name: "rival", email: "rival@example.com", createdAt: at("2026-11-02T00:00:00Z") },
  });
  await rival.db.deal.create({
    data: { title: "rival", customerId: rivalCustomer.id, stage: "closed_won", valueCents: 99_000, closedAt: NOW },
  });
  await rival.db.task.create({ data: { title: "rival", dueAt: NOW } });
  await rival.db.activity.create({ data: { type: "note", title: "rival", occurredAt: at("2026-11-21T11:30:00Z") } });
  const customer = (name: string, createdAt: string) =>
    crm.customer.create({ data: { name, email: `${name}@example.com`, createdAt: at(createdAt) } });
  const early = await customer("early", "2026-05-20T00:00:00Z");
  await customer("june", "2026-06-10T00:00:00Z");
  await customer("september", "2026-09-05T00:00:00Z");
  await customer("october", "2026-10-15T00:00:00Z");
  await customer("november", "2026-11-02T00:00:00Z");
  await customer("late-october", "2026-10-25T00:00:00Z");

  const deal = (stage: string, valueCents: number, createdAt: string, closedAt: string | null) =>
    crm.deal.create({
      data: {
        title: `${stage} ${valueCents}`,
        customerId: early.id,
        stage: stage as never,
        valueCents,
        createdAt: at(createdAt),
        closedAt: closedAt ? at(closedAt) : null,
      },
    });
  await deal("qualified", 1000, "2026-10-01T00:00:00Z", null);
  await deal("proposal", 2000, "2026-11-05T00:00:00Z", null);
  await deal("negotiation", 3000, "2026-09-01T00:00:00Z", null);
  await deal("closed_won", 50_000, "2026-09-01T00:00:00Z", "2026-11-10T00:00:00Z");
  await deal("closed_won", 40_000, "2026-09-01T00:00:00Z", "2026-10-12T00:00:00Z");
  await deal("closed_won", 7_000, "2026-09-01T00:00:00Z", "2026-10-28T00:00:00Z");
  await deal("closed_won", 9_000, "2026-06-01T00:00:00Z", "2026-07-15T00:00:00Z");
  await deal("closed_won", 5_000, "2026-03-01T00:00:00Z", "2026-04-15T00:00:00Z");
  await deal("closed_lost", 8_000, "2026-08-01T00:00:00Z", "2026-10-30T00:00:00Z");

  const task = (dueAt: string, completedAt: string | null, createdAt = "2026-09-01T00:00:00Z") =>
    crm.task.create({
      data: {
        title: dueAt,
        dueAt: at(dueAt),
        completedAt: completedAt ? at(completedAt) : null,
        createdAt: at(createdAt),
      },
    });
  await task("2026-11-20T00:00:00Z", null);
  await task("2026-11-27T00:00:00Z", null);
  await task("2026-12-15T00:00:00Z", null);
  await task("2026-11-22T00:00:00Z", "2026-11-01T00:00:00Z");
  await task("2026-10-25T00:00:00Z", "2026-11-03T00:00:00Z");

  for (const [title, occurredAt] of [
    ["first", "2026-11-01T00:00:00Z"],
    ["second", "2026-11-18T00:00:00Z"],
    ["third", "2026-11-21T11:00:00Z"],
    ["future", "2026-11-25T00:00:00Z"],
  ] as const) {
    await crm.activity.create({ data: { type: "note", title, occurredAt: at(occurredAt) } });
  }
  dashboard = await getDashboard(serviceContext(t.db, viewer, workspace), NOW);
  report = await dashboardReport(serviceContext(t.db, viewer, { ...workspace, timeZone: "Pacific/Kiritimati" }), NOW);
});
afterAll(() => t.close());

describe("the dashboard report (Generate Report)", () => {
  it("holds the figures, the pipeline by stage and the charts' months, dated in the workspace's time zone", () => {
    // 21 Nov 2026, 12:00 UTC is already 22 Nov at UTC+14.
    expect(report.filename).toBe("dashboard-report-2026-11-22.csv");
    expect(report.csv.split("\r\n").slice(1)).toEqual([
      "Date,2026-11-22",
      "",
      "Figure,Value,A month earlier,Change (%)",
      "Total Customers,6,4,50",
      "Active Deals,3,5,-40",
      "Tasks Due,2,1,100",
      "Revenue (MTD),500.00,400.00,25",
      "",
      "Pipeline stage,Deals,Value",
      "Qualified,1,10.00",
      "Proposal,1,20.00",
      "Negotiation,1,30.00",
      "Closed Won,4,1060.00",
      "",
      "Month,Customers,Revenue",
      "2026-06,2,0.00",
      "2026-07,2,90.00",
      "2026-08,2,0.00",
      "2026-09,3,0.00",
      "2026-10,5,470.00",
      "2026-11,6,500.00",
      "",
    ]);
  });
});

describe("the dashboard, computed from the workspace's data", () => {
  it("counts customers now and at the same moment last month", () => {
    expect(dashboard.totalCustomers).toEqual({ value: 6, previous: 4, trendPercent: 50 });
  });

  it("counts deals open now and open a month ago", () => {
    // Now: qualified, proposal, negotiation. On 21 Oct: qualified, negotiation, the won-in-November
    // deal, the deal won on 28 Oct and the one lost on 30 Oct.
    expect(dashboard.activeDeals).toEqual({ value: 3, previous: 5, trendPercent: -40 });
  });

  it("counts open tasks due within the next seven days, overdue included", () => {
    // Now: due 20 Nov and 27 Nov. On 21 Oct: due 25 Oct (completed only in November).
    expect(dashboard.tasksDue).toEqual({ value: 2, previous: 1, trendPercent: 100 });
  });

  it("sums won revenue month to date against the same part of last month", () => {
    expect(dashboard.revenueMonthToDateCents).toEqual({ value: 50_000, previous: 40_000, trendPercent: 25 });
  });

  it("charts the customer base at the end of each of the last six months", () => {
    expect(dashboard.customersPerMonth).toEqual([
      { month: "2026-06", label: "Jun", customers: 2 },
      { month: "2026-07", label: "Jul", customers: 2 },
      { month: "2026-08", label: "Aug", customers: 2 },
      { month: "2026-09", label: "Sep", customers: 3 },
      { month: "2026-10", label: "Oct", customers: 5 },
      { month: "2026-11", label: "Nov", customers: 6 },
    ]);
  });

  it("charts won revenue per month", () => {
    expect(dashboard.revenuePerMonth.map((month) => [month.label, month.revenueCents])).toEqual([
      ["Jun", 0],
      ["Jul", 9_000],
      ["Aug", 0],
      ["Sep", 0],
      ["Oct", 47_000],
      ["Nov", 50_000],
    ]);
  });

  it("groups open deals and deals won in the last six months by stage", () => {
    expect(dashboard.dealsByStage).toEqual([
      { stage: "qualified", label: "Qualified", count: 1, valueCents: 1000 },
      { stage: "proposal", label: "Proposal", count: 1, valueCents: 2000 },
      { stage: "negotiation", label: "Negotiation", count: 1, valueCents: 3000 },
      { stage: "closed_won", label: "Closed Won", count: 4, valueCents: 106_000 },
    ]);
  });

  it("lists the latest activities that have happened, newest first", () => {
    expect(dashboard.recentActivities.map((activity) => activity.title)).toEqual(["third", "second", "first"]);
  });
});

describe("the recent activities", () => {
  it("carry the company each one was with, as a row read from the table does", async () => {
    const author = await createUser(t.db, { username: "company-author" });
    const workspace = await createWorkspace(t.db, author);
    const company = await workspace.db.company.create({ data: { name: "Acme" } });
    await workspace.db.activity.create({
      data: { type: "call", title: "with Acme", companyId: company.id, occurredAt: at("2026-11-20T10:00:00Z") },
    });
    await workspace.db.activity.create({
      data: { type: "note", title: "alone", occurredAt: at("2026-11-20T11:00:00Z") },
    });
    const { recentActivities } = await getDashboard(serviceContext(t.db, author, workspace), NOW);
    expect(recentActivities.map((activity) => [activity.title, activity.companyId])).toEqual([
      ["alone", null],
      ["with Acme", company.id],
    ]);
  });
});

type ActivityWith<Include extends Prisma.ActivityInclude> = Prisma.ActivityGetPayload<{ include: Include }>;

describe("the recent activities' relations", () => {
  it("are read in one go, leaving out an activity deleted since the dashboard's figures were read", async () => {
    const author = await createUser(t.db, { username: "recent-author" });
    const workspace = await createWorkspace(t.db, author);
    const ctx = serviceContext(t.db, author, workspace);
    const kept = await workspace.db.customer.create({ data: { name: "Kept", email: "kept@example.com" } });
    const gone = await workspace.db.customer.create({ data: { name: "Gone", email: "gone@example.com" } });
    for (const [title, customer, occurredAt] of [
      ["call", kept, "2026-11-20T10:00:00Z"],
      ["meeting", gone, "2026-11-20T11:00:00Z"],
    ] as const) {
      await workspace.db.activity.create({
        data: { type: "call", title, customerId: customer.id, authorId: author.id, occurredAt: at(occurredAt) },
      });
    }
    const { recentActivities } = await getDashboard(ctx, NOW);
    // A teammate deletes a customer, and its activities with it, before the relations are read.
    await workspace.db.customer.delete({ where: { id: gone.id } });

    const include = { customer: true, author: true } as const;
    const loaded = (await withSelectedRelations(ctx, recentActivities, { include })) as ActivityWith<typeof include>[];
    expect(recentActivities.map((activity) => activity.title)).toEqual(["meeting", "call"]);
    expect(loaded.map((activity) => [activity.title, activity.customer?.name, activity.author?.username])).toEqual([
      ["call", "Kept", "recent-author"],
    ]);
  });
});
