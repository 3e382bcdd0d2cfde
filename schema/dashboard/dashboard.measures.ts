import { Prisma } from "#prisma/generated/prisma/client.ts";
import { monthBoundaryFor, TASKS_DUE_WITHIN_DAYS } from "./dashboard.periods.ts";

/**
 * The dashboard's figures as SQL over `workspace_monthly_figures` (see the dashboard_figures migration):
 * "how many rows are dated before a cut" is the sum of the whole months before a month boundary near
 * the cut, plus or minus the rows dated between the boundary and the cut, counted from an index on that
 * date alone (the migration adds the ones the existing indexes do not cover).
 */
const { sql, raw, join } = Prisma;
type Sql = Prisma.Sql;

type Quantity = "count" | "value_cents";

/** One figure of the monthly table, and the rows behind it: dated by `date`, among those matching `rows`. */
export type Measure = {
  figure: string;
  quantity: Quantity;
  table: "customers" | "deals" | "tasks";
  /** Written as in its index, so PostgreSQL finds the index. */
  date: string;
  /** The index's condition, if it is partial. */
  rows?: string;
};

const DUE = `due_at - interval '${TASKS_DUE_WITHIN_DAYS} days'`;

export const CUSTOMERS_CREATED: Measure = {
  figure: "customers_created",
  quantity: "count",
  table: "customers",
  date: "created_at",
};

export const DEALS_CREATED: Measure = {
  figure: "deals_created",
  quantity: "count",
  table: "deals",
  date: "created_at",
};

/** Deals closed once they existed: dated at the later of created_at and closed_at. */
export const DEALS_CLOSED: Measure = {
  figure: "deals_closed",
  quantity: "count",
  table: "deals",
  date: "greatest(created_at, closed_at)",
  rows: "closed_at IS NOT NULL",
};

export const DEALS_WON: Measure = {
  figure: "deals_won",
  quantity: "count",
  table: "deals",
  date: "closed_at",
  rows: "stage = 'closed_won'",
};

export const DEALS_WON_VALUE: Measure = { ...DEALS_WON, quantity: "value_cents" };

/** Tasks due within a week of a moment once they existed: dated at the later of created_at and due_at - 7 days. */
export const TASKS_DUE: Measure = {
  figure: "tasks_due",
  quantity: "count",
  table: "tasks",
  date: `greatest(created_at, ${DUE})`,
  rows: "due_at IS NOT NULL",
};

/** The same tasks once they were also completed. */
export const TASKS_DUE_DONE: Measure = {
  figure: "tasks_due_done",
  quantity: "count",
  table: "tasks",
  date: `greatest(created_at, ${DUE}, completed_at)`,
  rows: "due_at IS NOT NULL AND completed_at IS NOT NULL",
};

/** Named columns of one CTE, each computed once however often it is used. */
function columns(name: string) {
  const byKey = new Map<string, { column: string; value: Sql }>();
  return {
    name,
    isEmpty: () => byKey.size === 0,
    /** A reference to the column computing `value()`. */
    add(key: string, value: () => Sql): Sql {
      let entry = byKey.get(key);
      if (!entry) {
        entry = { column: `v${byKey.size}`, value: value() };
        byKey.set(key, entry);
      }
      return raw(`${name}.${entry.column}`);
    },
    /** `name AS (SELECT <columns> <from>)`. */
    cte: (from: Sql) =>
      sql`${raw(name)} AS (SELECT ${join([...byKey.values()].map(({ column, value }) => sql`${value} AS ${raw(column)}`))} ${from})`,
  };
}

/**
 * One statement over a workspace: `before` and `unclosedDeals` hand out SQL expressions, and `select`
 * wraps the columns made of them with a CTE summing the monthly figures in one pass, and one running
 * each count of rows once.
 */
export function figuresStatement(workspace: Sql, now: Date) {
  const months = columns("month_totals");
  const rows = columns("partial_months");

  const wholeMonths = (figure: string, quantity: Quantity, before?: Date) => {
    const condition = before ? sql`figure = ${figure} AND month < ${before}::date` : sql`figure = ${figure}`;
    return months.add(
      `${figure} ${quantity} ${before?.toISOString() ?? ""}`,
      () => sql`coalesce(sum(${raw(quantity)}) FILTER (WHERE ${condition}), 0)`,
    );
  };

  const datedWithin = ({ figure, quantity, table, date, rows: condition }: Measure, from: Date, to: Date) =>
    rows.add(`${figure} ${quantity} ${from.toISOString()} ${to.toISOString()}`, () => {
      const total = quantity === "count" ? sql`count(*)` : sql`coalesce(sum(value_cents), 0)`;
      const only = condition ? sql`AND ${raw(condition)}` : sql``;
      return sql`(SELECT ${total} FROM ${raw(table)} WHERE workspace_id = ${workspace} ${only}
        AND ${raw(date)} >= ${from}::timestamp AND ${raw(date)} < ${to}::timestamp)`;
    });

  return {
    /** How many (or how much) of a measure's rows are dated before `cut`. */
    before(measure: Measure, cut: Date): Sql {
      const boundary = monthBoundaryFor(cut, now);
      const whole = wholeMonths(measure.figure, measure.quantity, boundary);
      if (boundary.getTime() === cut.getTime()) return whole;
      return cut < boundary
        ? sql`(${whole} - ${datedWithin(measure, cut, boundary)})`
        : sql`(${whole} + ${datedWithin(measure, boundary, cut)})`;
    },

    /** Deals without closed_at in a stage (whatever their dates), how many or for how much. */
    unclosedDeals: (stage: string, quantity: Quantity): Sql => wholeMonths(`deals_unclosed_${stage}`, quantity),

    /** The statement selecting `selected`, made of the expressions handed out above. */
    select(selected: Sql): Sql {
      const used = [
        { cte: months, from: sql`FROM workspace_monthly_figures WHERE workspace_id = ${workspace}` },
        { cte: rows, from: sql`` },
      ].filter(({ cte }) => !cte.isEmpty());
      if (used.length === 0) return sql`SELECT ${selected}`;
      const names = raw(used.map(({ cte }) => cte.name).join(", "));
      return sql`WITH ${join(used.map(({ cte, from }) => cte.cte(from)))} SELECT ${selected} FROM ${names}`;
    },
  };
}
