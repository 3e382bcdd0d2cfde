import { valueFromASTUntyped } from "graphql";
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

/** Any JSON value, as given: its reader checks it (a filter tree, say). */
export const JSONScalar = builder.scalarType("JSON", {
  description: "Any JSON value; the argument that takes it says what it must hold.",
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});
