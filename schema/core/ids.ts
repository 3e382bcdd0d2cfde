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

/**
 * Makes ids in ascending order, each after every id this maker made before: the wall clock can step back
 * (NTP, a virtual machine resumed), and a batch of more than 4,096 ids runs on into later milliseconds, so
 * the next call continues after the last id made rather than at `Date.now()`.
 */
export function idMaker() {
  const next = { ms: 0, sequence: 0 };
  return (count: number, now = Date.now()): string[] => {
    if (now > next.ms) Object.assign(next, { ms: now, sequence: 0 });
    return Array.from({ length: count }, () => {
      const id = uuidV7(next.ms, next.sequence);
      if (++next.sequence === 4096) Object.assign(next, { ms: next.ms + 1, sequence: 0 });
      return id;
    });
  };
}

/** `count` ordered ids, after every id this process made with it before. */
export const orderedIds = idMaker();
