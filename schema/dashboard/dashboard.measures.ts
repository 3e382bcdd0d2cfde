import { Prisma } from "../../prisma/generated/prisma/client.ts";
import { monthBoundaryFor, TASKS_DUE_WITHIN_DAYS } from "./dashboard.periods.ts";

/**
 * The dashboard's figures as SQL over `workspace_monthly_figures` (see the dashboard_figures migration):
 * "how many rows have their timestamp before a cut" is the sum of the whole months before a month
 * boundary near the cut, plus or minus the rows between the boundary and the cut, counted directly
 * through an index on the timestamp.
 */
const { sql, raw, join } = Prisma;
type Sql = Prisma.Sql;

/** One figure of the monthly table, and how to count its rows dated in [from, to) from the rows themselves. */
export type Measure = {
  figure: string;
  quantity: "count" | "value_cents";
  rowsWithin: (workspace: Sql, from: Date, to: Date) => Sql;
};

const timestamp = (date: Date) => sql`${date}::timestamp`;

/** `column` in [from, to), shifted by `days` (an index on the bare column still serves it). */
function within(column: string, from: Date, to: Date, days = 0): Sql {
  const shift = days === 0 ? raw("") : raw(` + interval '${days} days'`);
  return sql`(${raw(column)} >= ${timestamp(from)}${shift} AND ${raw(column)} < ${timestamp(to)}${shift})`;
}

/**
 * greatest(parts) in [from, to): the latest of the parts is one of them, so some part lies in the range
 * too, which lets PostgreSQL combine the parts' own indexes before checking greatest() on those rows.
 */
function latestWithin(parts: { column: string; days?: number }[], from: Date, to: Date): Sql {
  const latest = raw(
    `greatest(${parts.map(({ column, days }) => (days ? `${column} - interval '${days} days'` : column)).join(", ")})`,
  );
  const anyPart = join(
    parts.map(({ column, days }) => within(column, from, to, days ?? 0)),
    " OR ",
  );
  return sql`${latest} >= ${timestamp(from)} AND ${latest} < ${timestamp(to)} AND (${anyPart})`;
}

const TASK_DUE = { column: "due_at", days: TASKS_DUE_WITHIN_DAYS };

export const CUSTOMERS_CREATED: Measure = {
  figure: "customers_created",
  quantity: "count",
  rowsWithin: (workspace, from, to) =>
    sql`SELECT count(*) FROM customers WHERE workspace_id = ${workspace} AND ${within("created_at", from, to)}`,
};

export const DEALS_CREATED: Measure = {
  figure: "deals_created",
  quantity: "count",
  rowsWithin: (workspace, from, to) =>
    sql`SELECT count(*) FROM deals WHERE workspace_id = ${workspace} AND ${within("created_at", from, to)}`,
};

/** Deals closed once they existed: dated at the later of created_at and closed_at. */
export const DEALS_CLOSED: Measure = {
  figure: "deals_closed",
  quantity: "count",
  rowsWithin: (workspace, from, to) => sql`SELECT count(*) FROM deals
    WHERE workspace_id = ${workspace} AND closed_at IS NOT NULL
      AND ${latestWithin([{ column: "created_at" }, { column: "closed_at" }], from, to)}`,
};

const wonWithin = (quantity: Sql) => (workspace: Sql, from: Date, to: Date) =>
  sql`SELECT ${quantity} FROM deals
    WHERE workspace_id = ${workspace} AND stage = 'closed_won' AND ${within("closed_at", from, to)}`;

export const DEALS_WON: Measure = {
  figure: "deals_won",
  quantity: "count",
  rowsWithin: wonWithin(sql`count(*)`),
};

export const DEALS_WON_VALUE: Measure = {
  figure: "deals_won",
  quantity: "value_cents",
  rowsWithin: wonWithin(sql`coalesce(sum(value_cents), 0)`),
};

/** Tasks due within a week of a moment once they existed: dated at the later of created_at and due_at - 7 days. */
export const TASKS_DUE: Measure = {
  figure: "tasks_due",
  quantity: "count",
  rowsWithin: (workspace, from, to) => sql`SELECT count(*) FROM tasks
    WHERE workspace_id = ${workspace} AND due_at IS NOT NULL
      AND ${latestWithin([{ column: "created_at" }, TASK_DUE], from, to)}`,
};

/** The same tasks once they were also completed. */
export const TASKS_DUE_DONE: Measure = {
  figure: "tasks_due_done",
  quantity: "count",
  rowsWithin: (workspace, from, to) => sql`SELECT count(*) FROM tasks
    WHERE workspace_id = ${workspace} AND due_at IS NOT NULL AND completed_at IS NOT NULL
      AND ${latestWithin([{ column: "created_at" }, TASK_DUE, { column: "completed_at" }], from, to)}`,
};

function wholeMonths(workspace: Sql, figure: string, quantity: Measure["quantity"], before?: Date): Sql {
  const until = before ? sql`AND month < ${before}::date` : sql``;
  return sql`(SELECT coalesce(sum(${raw(quantity)}), 0) FROM workspace_monthly_figures
    WHERE workspace_id = ${workspace} AND figure = ${figure} ${until})`;
}

/** How many (or how much) of a measure's rows are dated before `cut`. */
export function before(workspace: Sql, measure: Measure, cut: Date, now: Date): Sql {
  const boundary = monthBoundaryFor(cut, now);
  const months = wholeMonths(workspace, measure.figure, measure.quantity, boundary);
  if (boundary.getTime() === cut.getTime()) return months;
  return cut < boundary
    ? sql`(${months} - (${measure.rowsWithin(workspace, cut, boundary)}))`
    : sql`(${months} + (${measure.rowsWithin(workspace, boundary, cut)}))`;
}

/** Deals without closed_at in a stage (whatever their dates), how many or for how much. */
export function unclosedDeals(workspace: Sql, stage: string, quantity: Measure["quantity"]): Sql {
  return wholeMonths(workspace, `deals_unclosed_${stage}`, quantity);
}
