/**
 * A task's due moment. With only a day picked it is the end of that day in the user's time zone
 * (23:59:59.999); with a time too, that minute. "No time" is read back from the seconds: a moment
 * ending in 59.999 seconds was picked as a day alone (a time picked is a whole minute), whatever the
 * reader's time zone.
 */
export function dueDateToIso(day: string | null | undefined, time?: string | null): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? "");
  if (!match) {
    return null;
  }
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const clock = /^(\d{2}):(\d{2})/.exec(time ?? "");
  if (clock) return new Date(year, month - 1, date, Number(clock[1]), Number(clock[2])).toISOString();
  return new Date(year, month - 1, date, 23, 59, 59, 999).toISOString();
}

/** Whether the due moment has a time of day picked (not a day alone). */
export function hasDueTime(dueAt: string): boolean {
  const due = new Date(dueAt);
  return !(due.getSeconds() === 59 && due.getMilliseconds() === 999);
}

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const dayAndTimeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/**
 * A due date in the user's time zone: "Mar 15, 2026", with the time when one was picked
 * ("Mar 15, 2026, 3:30 PM"); none gives "No due date".
 */
export function formatDueDate(dueAt: string | null | undefined): string {
  if (!dueAt) return "No due date";
  return (hasDueTime(dueAt) ? dayAndTimeFormat : dayFormat).format(new Date(dueAt));
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The calendar day, in the user's time zone, that the date input shows for a due moment ("" for none). */
export function isoToDueDate(dueAt: string | null | undefined): string {
  if (!dueAt) return "";
  const due = new Date(dueAt);
  return `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}`;
}

/** The time input's value for a due moment: "14:30", or "" for a day alone (or none). */
export function isoToDueTime(dueAt: string | null | undefined): string {
  if (!dueAt || !hasDueTime(dueAt)) return "";
  const due = new Date(dueAt);
  return `${pad(due.getHours())}:${pad(due.getMinutes())}`;
}
