/**
 * The moment a task picked for a calendar day (an `<input type="date">` value, "2026-03-15") is
 * due: the end of that day in the user's time zone. Empty gives null (no due date).
 */
export function dueDateToIso(day: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? "");
  if (!match) {
    return null;
  }
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  return new Date(year, month - 1, date, 23, 59, 59, 999).toISOString();
}

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** A due date as a calendar day in the user's time zone: "Mar 15, 2026"; none gives "No due date". */
export function formatDueDate(dueAt: string | null | undefined): string {
  return dueAt ? dayFormat.format(new Date(dueAt)) : "No due date";
}

/** The calendar day, in the user's time zone, that the date input shows for a due moment ("" for none). */
export function isoToDueDate(dueAt: string | null | undefined): string {
  if (!dueAt) return "";
  const due = new Date(dueAt);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}`;
}
