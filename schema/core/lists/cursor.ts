import { ValidationError } from "../errors.ts";
import { isUuid } from "../ids.ts";
import { fromCursorValue, toCursorValue, type CursorValue, type SortKey } from "./sort-keys.ts";

/**
 * A position in one ordered list: the row's values of the sort keys and its id (keyset paging), and
 * its index in the list (so the next page knows where it starts). The order's signature travels too,
 * so a cursor from another order is refused instead of silently skipping rows. Opaque to clients.
 */
export type Position = { index: number; values: CursorValue[]; id: string };

export function orderSignature(keys: readonly SortKey[]): string {
  return keys.map((key) => `${key.field}:${key.direction}`).join(",");
}

export function encodeCursor(keys: readonly SortKey[], index: number, row: Record<string, unknown>): string {
  const values = keys.map((key) => toCursorValue(key.kind, row[key.field]));
  return Buffer.from(JSON.stringify([orderSignature(keys), index, ...values, row.id])).toString("base64url");
}

function parse(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, "base64url").toString());
  } catch {
    throw new ValidationError("Invalid cursor");
  }
}

export function decodeCursor(keys: readonly SortKey[], cursor: string): Position {
  const parts = parse(cursor);
  if (!Array.isArray(parts) || parts.length !== keys.length + 3) throw new ValidationError("Invalid cursor");
  const [signature, index, ...rest] = parts as unknown[];
  const id = rest.pop();
  if (signature !== orderSignature(keys) || !Number.isSafeInteger(index) || (index as number) < 0) {
    throw new ValidationError("Invalid cursor");
  }
  if (typeof id !== "string" || !isUuid(id)) throw new ValidationError("Invalid cursor");
  return { index: index as number, values: keys.map((key, at) => fromCursorValue(key, rest[at])), id };
}
