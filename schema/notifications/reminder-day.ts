/** A calendar day as "2030-03-15". */
export type IsoDay = string;

export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const pad = (value: number) => String(value).padStart(2, "0");

/** The day a moment falls on in the server's time zone. */
export function localDay(moment: Date): IsoDay {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** The day's first moment and the next day's first moment in the server's time zone (23 or 25 hours apart when the clocks change). */
export function localDayRange(day: IsoDay): { start: Date; end: Date } {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return { start: new Date(year, month - 1, date), end: new Date(year, month - 1, date + 1) };
}

/** The day to send reminders for at an hourly tick: the tick's day at the reminder hour, otherwise none. */
export function reminderDayAt(tick: Date, reminderHour: number): IsoDay | null {
  return tick.getHours() === reminderHour ? localDay(tick) : null;
}
