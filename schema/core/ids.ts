import { randomUUID } from "node:crypto";
import { NotFoundError } from "./errors.ts";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a record, so it is "not found" rather than a database error. */
export function checkId(id: string, notFoundMessage: string): string {
  if (!UUID_PATTERN.test(id)) throw new NotFoundError(notFoundMessage);
  return id;
}

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/**
 * A UUIDv7 as Prisma's `uuid(7)` makes them (time-ordered), for rows written with SQL: the first 48
 * bits are the time in ms, and `sequence` (under 4,096) fills the next 12 so a batch written in one
 * millisecond keeps its order; the rest are random.
 */
export function uuidV7(timeMs: number, sequence: number): string {
  const hex = `${timeMs.toString(16).padStart(12, "0")}7${sequence.toString(16).padStart(3, "0")}${randomUUID().replace(/-/g, "").slice(16)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
