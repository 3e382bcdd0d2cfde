const pad = (value: number) => String(value).padStart(2, "0");

/** A moment's calendar day in the reader's time zone, as a date input holds it ("2026-03-15"). */
export function isoToDay(iso: string | null | undefined): string {
  if (!iso) return "";
  const moment = new Date(iso);
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/**
 * The moment that stands for a calendar day picked in a date input: now for today (a deal closed
 * today is closed now, never later), else midday in the reader's time zone, which stays on that day
 * in every other. Empty gives null.
 */
export function dayToIso(day: string | null | undefined, now: Date = new Date()): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? "");
  if (!match) return null;
  if (day === isoToDay(now.toISOString())) return now.toISOString();
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  return new Date(year, month - 1, date, 12).toISOString();
}
