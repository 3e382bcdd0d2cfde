const UNITS: ReadonlyArray<{ unit: Intl.RelativeTimeFormatUnit; seconds: number }> = [
  { unit: "year", seconds: 365 * 24 * 60 * 60 },
  { unit: "month", seconds: 30 * 24 * 60 * 60 },
  { unit: "week", seconds: 7 * 24 * 60 * 60 },
  { unit: "day", seconds: 24 * 60 * 60 },
  { unit: "hour", seconds: 60 * 60 },
  { unit: "minute", seconds: 60 },
];

const format = new Intl.RelativeTimeFormat("en", { numeric: "always" });

/**
 * How long ago (or how far ahead) a moment is, in the largest whole unit: "2 hours ago",
 * "3 days ago", "in 1 week". Under a minute either way is "just now".
 */
export function relativeTime(moment: string | Date, now: Date = new Date()): string {
  const elapsedSeconds = (now.getTime() - new Date(moment).getTime()) / 1000;
  const size = Math.abs(elapsedSeconds);
  for (const { unit, seconds } of UNITS) {
    if (size >= seconds) {
      const count = Math.floor(size / seconds);
      return format.format(elapsedSeconds >= 0 ? -count : count, unit);
    }
  }
  return "just now";
}
