import { expect } from "vitest";
import type { Context, WorkspaceAccess } from "#core/context.ts";
import { getDashboard } from "#schema/dashboard/dashboard.service.ts";
import { dealPipeline } from "#schema/deals/deal-pipeline.service.ts";
import { DEAL_STAGES } from "#schema/deals/deals.rules.ts";
import { chartMonths, oneMonthEarlier, startOfNextMonth, tasksDueBy } from "#schema/dashboard/dashboard.periods.ts";
import type { Database } from "#core/db/db.ts";
import { workspaceRowCount, type CountedTable } from "#core/lists/row-counts.ts";
import { serviceContext } from "#tests/support/service-context.ts";
import { createUser } from "#tests/support/users.ts";
import { createWorkspace } from "#tests/support/workspaces.ts";
import { referenceDashboard } from "./reference-dashboard.ts";

// Whatever was written, every dashboard figure must equal the one counted straight from the tables, at
// every moment it can be asked for, and every row count must equal count(*).

export const MID_NOVEMBER = new Date("2026-11-21T12:00:00.000Z");

/** Moments the dashboard is checked at: mid-month, a month's first and last millisecond, 31 March. */
export const CHECKED_AT = [
  MID_NOVEMBER,
  ...[
    "2026-11-01T00:00:00.000Z",
    "2026-11-30T23:59:59.999Z",
    "2026-03-31T08:00:00.000Z",
    "2026-12-05T00:00:00.000Z",
    "2026-12-16T06:00:00.000Z",
  ].map((iso) => new Date(iso)),
];

/** The instants the figures turn on at those moments: rows dated on them test every < and <=. */
export const EDGES = CHECKED_AT.flatMap((now) => {
  const earlier = oneMonthEarlier(now);
  const months = chartMonths(now).flatMap((month) => [month.start, month.end]);
  return [
    now,
    earlier,
    tasksDueBy(now),
    tasksDueBy(earlier),
    startOfNextMonth(now),
    startOfNextMonth(earlier),
    ...months,
  ];
});

const MODELS = { customers: "customer", deals: "deal", tasks: "task", activities: "activity" } as const;

export type Team = { access: WorkspaceAccess; ctx: Context };

/** A workspace and its owner's service context. */
export async function team(db: Database, username: string, name: string): Promise<Team> {
  const owner = await createUser(db, { username });
  const access = await createWorkspace(db, owner, name);
  return { access, ctx: serviceContext(db, owner, access) };
}

export async function expectExact({ access, ctx }: Team, label: string) {
  for (const now of CHECKED_AT) {
    const expected = await referenceDashboard(access.db, now);
    expect(await getDashboard(ctx, now), `${label}: ${access.name} at ${now.toISOString()}`).toEqual(expected);
  }
  for (const [table, model] of Object.entries(MODELS) as [CountedTable, (typeof MODELS)[CountedTable]][]) {
    const counted = await (access.db[model] as { count(): Promise<number> }).count();
    expect(await workspaceRowCount(access.db, table), `${label}: ${access.name}'s ${table}`).toBe(counted);
  }
  // The deal board's columns, read from the kept per-stage figures, against counting the deals.
  const deals = await access.db.deal.findMany({ select: { stage: true, valueCents: true } });
  const counted = DEAL_STAGES.map((stage) => {
    const inStage = deals.filter((deal) => deal.stage === stage);
    return { stage, count: inStage.length, totalValueCents: inStage.reduce((sum, deal) => sum + deal.valueCents, 0) };
  });
  const board = (await dealPipeline(ctx, {})).map(({ stage, count, totalValueCents }) => ({
    stage,
    count,
    totalValueCents,
  }));
  expect(board, `${label}: ${access.name}'s deal board`).toEqual(counted);
}
