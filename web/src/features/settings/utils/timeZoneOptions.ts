import { DEFAULT_TIME_ZONE } from "#core/time-zone.rules.ts";

/** Every IANA time zone the browser knows, UTC first, and the browser's own zone, for a searchable list. */
export function timeZoneOptions(): { value: string; label: string }[] {
  const zones = Intl.supportedValuesOf("timeZone").filter((zone) => zone !== DEFAULT_TIME_ZONE);
  return [DEFAULT_TIME_ZONE, ...zones].map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }));
}

/** The zone this browser is set to ("Europe/Paris"), which the card offers to use. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
