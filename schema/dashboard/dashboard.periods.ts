/**
 * The date arithmetic behind the dashboard, kept pure so it can be tested against a frozen clock.
 * Months are calendar months in UTC.
 */
export const CHART_MONTHS = 6;
/** Also written into the database's monthly task figures (migration dashboard_figures): change both. */
export const TASKS_DUE_WITHIN_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTH_LABELS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export type Month = { key: string; label: string; start: Date; end: Date };

function monthStart(year: number, month: number): Date {
  return new Date(Date.UTC(year, month, 1));
}

/** The same moment one calendar month earlier; the 31st falls back to the last day of a shorter month. */
export function oneMonthEarlier(now: Date): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}

export function startOfMonth(date: Date): Date {
  return monthStart(date.getUTCFullYear(), date.getUTCMonth());
}

export function startOfNextMonth(date: Date): Date {
  return monthStart(date.getUTCFullYear(), date.getUTCMonth() + 1);
}

/** Timestamps are stored to the millisecond, so "at or before a moment" is "before the next millisecond". */
export function justAfter(moment: Date): Date {
  return new Date(moment.getTime() + 1);
}

/**
 * Where to split "rows dated before `cut`" into whole months, added up from the monthly figures, and the
 * rows between the cut and that month boundary, counted directly. A cut that starts a month needs no
 * rows counted. In the current month the boundary is the month's end, since few rows are dated after
 * now (and a workspace filled this month would otherwise be scanned whole); earlier, the nearer
 * boundary, so at most half a month of rows is read.
 */
export function monthBoundaryFor(cut: Date, now: Date): Date {
  const start = startOfMonth(cut);
  if (start.getTime() === cut.getTime()) return cut;
  const next = startOfNextMonth(cut);
  if (start >= startOfMonth(now)) return next;
  return cut.getTime() - start.getTime() <= next.getTime() - cut.getTime() ? start : next;
}

/** The last CHART_MONTHS months, oldest first; the current month ends now. */
export function chartMonths(now: Date): Month[] {
  return Array.from({ length: CHART_MONTHS }, (_, index) => {
    const offset = CHART_MONTHS - 1 - index;
    const start = monthStart(now.getUTCFullYear(), now.getUTCMonth() - offset);
    const next = monthStart(start.getUTCFullYear(), start.getUTCMonth() + 1);
    const month = start.getUTCMonth();
    return {
      key: `${start.getUTCFullYear()}-${String(month + 1).padStart(2, "0")}`,
      label: MONTH_LABELS[month] ?? "",
      start,
      end: next < now ? next : now,
    };
  });
}

export function tasksDueBy(moment: Date): Date {
  return new Date(moment.getTime() + TASKS_DUE_WITHIN_DAYS * DAY_MS);
}

/** Change from previous to current in percent, one decimal; null when there is nothing to compare with. */
export function trendPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
