import type { Prisma } from "#prisma/generated/prisma/client.ts";
import {
  chartMonths,
  oneMonthEarlier,
  startOfMonth,
  tasksDueBy,
  trendPercent,
} from "#schema/dashboard/dashboard.periods.ts";
import type { WorkspaceDatabase } from "#core/db/db.ts";

// The dashboard computed straight from the tables, with the counts and sums the service ran before it
// read the monthly figures: what the service must answer, figure for figure.

const CHART_STAGES = [
  { stage: "qualified", label: "Qualified" },
  { stage: "proposal", label: "Proposal" },
  { stage: "negotiation", label: "Negotiation" },
  { stage: "closed_won", label: "Closed Won" },
] as const;

function figure(value: number, previous: number) {
  return { value, previous, trendPercent: trendPercent(value, previous) };
}

function openDealsAt(moment: Date): Prisma.DealWhereInput {
  return { createdAt: { lte: moment }, OR: [{ closedAt: null }, { closedAt: { gt: moment } }] };
}

function tasksDueAt(moment: Date): Prisma.TaskWhereInput {
  return {
    createdAt: { lte: moment },
    dueAt: { lte: tasksDueBy(moment) },
    OR: [{ completedAt: null }, { completedAt: { gt: moment } }],
  };
}

function wonBetween(start: Date, end: Date): Prisma.DealWhereInput {
  return { stage: "closed_won", closedAt: { gte: start, lt: end } };
}

async function revenueCents(db: WorkspaceDatabase, where: Prisma.DealWhereInput): Promise<number> {
  const { _sum } = await db.deal.aggregate({ where, _sum: { valueCents: true } });
  return _sum.valueCents ?? 0;
}

export async function referenceDashboard(db: WorkspaceDatabase, now: Date) {
  const earlier = oneMonthEarlier(now);
  const months = chartMonths(now);
  const sixMonthsAgo = months[0]?.start ?? startOfMonth(now);
  const [
    customersNow,
    customersEarlier,
    dealsNow,
    dealsEarlier,
    tasksNow,
    tasksEarlier,
    revenueNow,
    revenueEarlier,
    customersPerMonth,
    revenuePerMonth,
    stageGroups,
    recentActivities,
  ] = await Promise.all([
    db.customer.count({ where: { createdAt: { lte: now } } }),
    db.customer.count({ where: { createdAt: { lte: earlier } } }),
    db.deal.count({ where: openDealsAt(now) }),
    db.deal.count({ where: openDealsAt(earlier) }),
    db.task.count({ where: tasksDueAt(now) }),
    db.task.count({ where: tasksDueAt(earlier) }),
    revenueCents(db, { stage: "closed_won", closedAt: { gte: startOfMonth(now), lte: now } }),
    revenueCents(db, { stage: "closed_won", closedAt: { gte: startOfMonth(earlier), lte: earlier } }),
    Promise.all(
      months.map(async (month) => ({
        month: month.key,
        label: month.label,
        customers: await db.customer.count({ where: { createdAt: { lt: month.end } } }),
      })),
    ),
    Promise.all(
      months.map(async (month) => ({
        month: month.key,
        label: month.label,
        revenueCents: await revenueCents(db, wonBetween(month.start, month.end)),
      })),
    ),
    db.deal.groupBy({
      by: ["stage"],
      where: { OR: [{ closedAt: null }, wonBetween(sixMonthsAgo, now)] },
      _count: { _all: true },
      _sum: { valueCents: true },
    }),
    db.activity.findMany({
      where: { occurredAt: { lte: now } },
      orderBy: [{ occurredAt: "desc" }, { id: "desc" }],
      take: 5,
    }),
  ]);
  return {
    totalCustomers: figure(customersNow, customersEarlier),
    activeDeals: figure(dealsNow, dealsEarlier),
    tasksDue: figure(tasksNow, tasksEarlier),
    revenueMonthToDateCents: figure(revenueNow, revenueEarlier),
    customersPerMonth,
    revenuePerMonth,
    dealsByStage: CHART_STAGES.map(({ stage, label }) => {
      const group = stageGroups.find((candidate) => candidate.stage === stage);
      return { stage, label, count: group?._count._all ?? 0, valueCents: group?._sum.valueCents ?? 0 };
    }),
    recentActivities,
  };
}
