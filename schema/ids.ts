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
