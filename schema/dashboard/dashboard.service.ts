import { Prisma, type Activity } from "#prisma/generated/prisma/client.ts";
import { requireWorkspace } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import {
  CUSTOMERS_CREATED,
  DEALS_CLOSED,
  DEALS_CREATED,
  DEALS_WON,
  DEALS_WON_VALUE,
  figuresStatement,
  TASKS_DUE,
  TASKS_DUE_DONE,
  type Measure,
} from "./dashboard.measures.ts";
import { chartMonths, justAfter, oneMonthEarlier, startOfMonth, trendPercent } from "./dashboard.periods.ts";
import type { Selection } from "#core/selection.ts";

const { sql, raw, join } = Prisma;
type Sql = Prisma.Sql;

const CHART_STAGES = [
  { stage: "qualified", label: "Qualified" },
  { stage: "proposal", label: "Proposal" },
  { stage: "negotiation", label: "Negotiation" },
  { stage: "closed_won", label: "Closed Won" },
] as const;

export const RECENT_ACTIVITIES = 5;

type ActivityRow = Omit<Activity, "occurredAt" | "createdAt"> & { occurredAt: number; createdAt: number };

type DashboardRow = {
  customersNow: number;
  customersEarlier: number;
  dealsNow: number;
  dealsEarlier: number;
  tasksNow: number;
  tasksEarlier: number;
  revenueNow: number;
  revenueEarlier: number;
  customersPerMonth: number[];
  revenuePerMonth: number[];
  stageCounts: number[];
  stageValues: number[];
  recentActivities: ActivityRow[];
};

const epochMs = (column: string) => raw(`(extract(epoch FROM ${column}) * 1000)::float8`);

/** The latest activities that have happened, as JSON (dates in epoch milliseconds), newest first. */
function recentActivities(workspace: Sql, now: Date): Sql {
  return sql`(SELECT coalesce(json_agg(json_build_object(
      'id', a.id, 'workspaceId', a.workspace_id, 'isSample', a.is_sample, 'sampleKept', a.sample_kept,
      'type', a.type, 'kind', a.kind, 'title', a.title,
      'description', a.description, 'occurredAt', ${epochMs("a.occurred_at")}, 'customerId', a.customer_id,
      'companyId', a.company_id, 'authorId', a.author_id, 'createdAt', ${epochMs("a.created_at")}
    ) ORDER BY a.occurred_at DESC, a.id DESC), '[]')
    FROM (SELECT * FROM activities WHERE workspace_id = ${workspace} AND occurred_at <= ${now}::timestamp
      ORDER BY occurred_at DESC, id DESC LIMIT ${RECENT_ACTIVITIES}) AS a)`;
}

/**
 * The whole dashboard in one statement (one snapshot), from the monthly figures plus index range scans
 * over part of a month. Each figure means what its comment says, exactly.
 */
function dashboardStatement(workspace: Sql, now: Date): Sql {
  const earlier = oneMonthEarlier(now);
  const months = chartMonths(now);
  const sixMonthsAgo = months[0]?.start ?? startOfMonth(now);
  const figures = figuresStatement(workspace, now);
  const dated = (measure: Measure, cut: Date) => figures.before(measure, cut);
  const between = (measure: Measure, start: Date, end: Date) => sql`${dated(measure, end)} - ${dated(measure, start)}`;
  // Deals open at a moment: created by then, and not closed by then.
  const openDeals = (moment: Date) =>
    sql`${dated(DEALS_CREATED, justAfter(moment))} - ${dated(DEALS_CLOSED, justAfter(moment))}`;
  // Tasks created by a moment, due (or overdue) within the week after it, and not completed by then.
  const tasksDue = (moment: Date) =>
    sql`${dated(TASKS_DUE, justAfter(moment))} - ${dated(TASKS_DUE_DONE, justAfter(moment))}`;
  // Won revenue from the start of the moment's month up to the moment, included.
  const revenueMonthToDate = (moment: Date) => between(DEALS_WON_VALUE, startOfMonth(moment), justAfter(moment));
  // Deals by stage: those without closed_at, and for Closed Won those won in the last six months too.
  const byStage = (won: Measure) =>
    CHART_STAGES.map(({ stage }) => {
      const unclosed = figures.unclosedDeals(stage, won.quantity);
      return stage === "closed_won" ? sql`${unclosed} + ${between(won, sixMonthsAgo, now)}` : unclosed;
    });
  const numbers = (expressions: Sql[]) => sql`ARRAY[${join(expressions)}]::float8[]`;
  return figures.select(sql`
    (${dated(CUSTOMERS_CREATED, justAfter(now))})::float8 AS "customersNow",
    (${dated(CUSTOMERS_CREATED, justAfter(earlier))})::float8 AS "customersEarlier",
    (${openDeals(now)})::float8 AS "dealsNow",
    (${openDeals(earlier)})::float8 AS "dealsEarlier",
    (${tasksDue(now)})::float8 AS "tasksNow",
    (${tasksDue(earlier)})::float8 AS "tasksEarlier",
    (${revenueMonthToDate(now)})::float8 AS "revenueNow",
    (${revenueMonthToDate(earlier)})::float8 AS "revenueEarlier",
    ${numbers(months.map((month) => dated(CUSTOMERS_CREATED, month.end)))} AS "customersPerMonth",
    ${numbers(months.map((month) => between(DEALS_WON_VALUE, month.start, month.end)))} AS "revenuePerMonth",
    ${numbers(byStage(DEALS_WON))} AS "stageCounts",
    ${numbers(byStage(DEALS_WON_VALUE))} AS "stageValues",
    ${recentActivities(workspace, now)} AS "recentActivities"`);
}

function figure(value: number, previous: number) {
  return { value, previous, trendPercent: trendPercent(value, previous) };
}

/**
 * Every figure on the dashboard, from per-month figures the database keeps current (no table is
 * counted whole). Each stat is compared with the same moment one month earlier.
 */
export async function getDashboard(ctx: Context, now: Date = new Date()) {
  const { readDb: db } = requireWorkspace(ctx);
  const [row] = await db.$queryWorkspace<DashboardRow>((workspace) => dashboardStatement(workspace, now));
  if (!row) throw new Error("the dashboard statement returned no row");
  const months = chartMonths(now);
  return {
    totalCustomers: figure(row.customersNow, row.customersEarlier),
    activeDeals: figure(row.dealsNow, row.dealsEarlier),
    tasksDue: figure(row.tasksNow, row.tasksEarlier),
    revenueMonthToDateCents: figure(row.revenueNow, row.revenueEarlier),
    customersPerMonth: months.map((month, index) => ({
      month: month.key,
      label: month.label,
      customers: row.customersPerMonth[index] ?? 0,
    })),
    revenuePerMonth: months.map((month, index) => ({
      month: month.key,
      label: month.label,
      revenueCents: row.revenuePerMonth[index] ?? 0,
    })),
    dealsByStage: CHART_STAGES.map(({ stage, label }, index) => ({
      stage,
      label,
      count: row.stageCounts[index] ?? 0,
      valueCents: row.stageValues[index] ?? 0,
    })),
    recentActivities: row.recentActivities.map(({ occurredAt, createdAt, ...activity }): Activity => ({
      ...activity,
      occurredAt: new Date(occurredAt),
      createdAt: new Date(createdAt),
    })),
  };
}

/**
 * The recent activities with the relations GraphQL selected (their customer, their author), read in one
 * statement. Left to Pothos, each activity's relations would be one more query, which fails when the
 * activity was deleted (with its customer, say) since the dashboard's statement: the whole dashboard
 * then answered an internal error. Such an activity now drops out of the list.
 */
export async function withSelectedRelations(
  ctx: Context,
  activities: Activity[],
  query: Selection<Prisma.ActivityFindManyArgs>,
): Promise<Activity[]> {
  const relations = query.include ?? query.select;
  if (!relations || Object.keys(relations).length === 0 || activities.length === 0) return activities;
  const { readDb: db } = requireWorkspace(ctx);
  const current = await db.activity.findMany({ ...query, where: { id: { in: activities.map(({ id }) => id) } } });
  const byId = new Map(current.map((activity) => [activity.id, activity]));
  return activities.flatMap((activity) => byId.get(activity.id) ?? []);
}
