const pad = (value: number) => String(value).padStart(2, "0");

/** A moment as a `datetime-local` input holds it, in the reader's time zone: "2026-03-15T14:30". */
export function isoToLocalDateTime(iso: string | Date | null | undefined): string {
  if (!iso) return "";
  const moment = new Date(iso);
  const day = `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
  return `${day}T${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

/** The moment a `datetime-local` value stands for, in the reader's time zone; empty or unreadable gives null. */
export function localDateTimeToIso(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value ?? "");
  if (!match) return null;
  const [, year, month, day, hours, minutes] = match.map(Number) as [number, number, number, number, number, number];
  return new Date(year, month - 1, day, hours, minutes).toISOString();
}
