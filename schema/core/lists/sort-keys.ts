import { ValidationError } from "../errors.ts";
import { isStorableDate } from "../text.rules.ts";

export type Direction = "asc" | "desc";

/** What a sort column holds, so a cursor can carry its value as JSON and get it back typed. */
export type SortKind = "text" | "number" | "date" | { readonly enum: readonly string[] };

/**
 * One column a list is ordered by. Every list ends with its id (in the last key's direction), so
 * the order is total and a cursor names exactly one position in it.
 */
export type SortKey = {
  field: string;
  direction: Direction;
  kind: SortKind;
  /** Where rows without a value go; only for nullable columns. */
  nulls?: "first" | "last";
};

/** The order of most lists of records: the latest created first. */
export const NEWEST_FIRST: readonly SortKey[] = [{ field: "createdAt", direction: "desc", kind: "date" }];

export type CursorValue = string | number | Date | null;

type Where = Record<string, unknown>;

export function idDirection(keys: readonly SortKey[]): Direction {
  return keys.at(-1)?.direction ?? "asc";
}

/** Prisma's `orderBy` shape, which every model's order input accepts for its own columns. */
export type OrderBy = Record<string, Direction | { sort: Direction; nulls: "first" | "last" }>[];

/** The Prisma `orderBy` for the keys, then the id. */
export function prismaOrderBy(keys: readonly SortKey[]): OrderBy {
  return [
    ...keys.map((key) => ({ [key.field]: key.nulls ? { sort: key.direction, nulls: key.nulls } : key.direction })),
    { id: idDirection(keys) },
  ];
}

/** Rows strictly after `value` in one key's order, or null when no row can be (value is last). */
function beyond(key: SortKey, value: CursorValue): Where | null {
  if (value === null) return key.nulls === "first" ? { [key.field]: { not: null } } : null;
  const strictlyAfter =
    typeof key.kind === "object"
      ? // PostgreSQL orders enums by declaration; Prisma cannot compare them, so list the later ones.
        { in: laterEnumValues(key.kind.enum, String(value), key.direction) }
      : { [key.direction === "asc" ? "gt" : "lt"]: value };
  const after: Where = { [key.field]: strictlyAfter };
  return key.nulls === "last" ? { OR: [after, { [key.field]: null }] } : after;
}

function laterEnumValues(values: readonly string[], value: string, direction: Direction): string[] {
  const index = values.indexOf(value);
  return direction === "asc" ? values.slice(index + 1) : values.slice(0, index);
}

/**
 * The Prisma `where` for "after this position": for keys k1..kn and the id, rows with k1 beyond the
 * cursor's k1, or equal k1 and beyond on the rest. Every branch can use the list's index.
 */
export function afterPosition(keys: readonly SortKey[], values: readonly CursorValue[], id: string): Where {
  const idAfter = { id: { [idDirection(keys) === "asc" ? "gt" : "lt"]: id } };
  return keys.reduceRight<Where>((rest, key, index) => {
    const value = values[index] ?? null;
    const ahead = beyond(key, value);
    const tied = { AND: [{ [key.field]: value }, rest] };
    return ahead ? { OR: [ahead, tied] } : tied;
  }, idAfter);
}

/** A value as it travels inside a cursor (dates as ISO text). */
export function toCursorValue(kind: SortKind, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (kind === "date") return (value as Date).toISOString();
  return kind === "number" ? Number(value) : String(value);
}

/** A value back from a cursor, checked against what the key holds. */
export function fromCursorValue(key: SortKey, value: unknown): CursorValue {
  if (value === null) {
    if (key.nulls) return null;
  } else if (key.kind === "number") {
    if (typeof value === "number" && Number.isFinite(value)) return value;
  } else if (key.kind === "date") {
    const date = typeof value === "string" ? new Date(value) : null;
    if (date && isStorableDate(date)) return date;
  } else if (typeof value === "string") {
    if (key.kind === "text" || key.kind.enum.includes(value)) return value;
  }
  throw new ValidationError("Invalid cursor");
}
