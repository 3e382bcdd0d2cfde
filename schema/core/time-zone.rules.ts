import { z } from "zod";

// Time zones as the workspace's setting holds them (isomorphic: the settings form uses it too).

export const DEFAULT_TIME_ZONE = "UTC";
export const TIME_ZONE_MESSAGE = "Time zone must be an IANA time zone name, like Europe/Paris";

/** The IANA name a time zone is known by ("europe/paris" -> "Europe/Paris"), or null for anything else. */
export function canonicalTimeZone(name: string): string | null {
  // Intl also takes UTC offsets ("+01:00"), which are no place's zone and ignore daylight saving.
  if (!/^[A-Za-z]/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const timeZoneName = z
  .string({ error: TIME_ZONE_MESSAGE })
  .trim()
  .max(64, TIME_ZONE_MESSAGE)
  .transform((name, context) => {
    const canonical = canonicalTimeZone(name);
    if (canonical === null) context.addIssue({ code: "custom", message: TIME_ZONE_MESSAGE });
    return canonical ?? z.NEVER;
  });

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day a moment falls on in a time zone, as "2026-11-02". */
export function dateIn(moment: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format.format(moment);
}
