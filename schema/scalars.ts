import { builder } from "./builder.ts";

/** ISO 8601 date-times, e.g. "2026-11-21T09:30:00.000Z". */
export const DateTimeScalar = builder.scalarType("DateTime", {
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === "string" ? new Date(value) : undefined;
    if (!date || Number.isNaN(date.getTime())) throw new Error("DateTime must be an ISO 8601 date-time string");
    return date;
  },
});
