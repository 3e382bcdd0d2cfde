// What a filter tree may name on each list: the one registry the validator, the translation to SQL and
// the index test read (zod-free plain data, so the web can show the same fields).

export const FILTER_OPERATORS = [
  "eq",
  "neq",
  "in",
  "nin",
  "contains",
  "startsWith",
  "gt",
  "gte",
  "lt",
  "lte",
  "between",
  "empty",
  "notEmpty",
] as const;

export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export type FilterFieldType = "string" | "number" | "date" | "enum" | "id" | "boolean";

/** The operators each type of field takes; `contains` and `startsWith` only where a search index serves them. */
export const OPERATORS_BY_TYPE: Record<FilterFieldType, readonly FilterOperator[]> = {
  string: ["eq", "neq", "in", "nin", "contains", "startsWith", "empty", "notEmpty"],
  number: ["eq", "neq", "in", "nin", "gt", "gte", "lt", "lte", "between", "empty", "notEmpty"],
  date: ["eq", "neq", "gt", "gte", "lt", "lte", "between", "empty", "notEmpty"],
  enum: ["eq", "neq", "in", "nin"],
  id: ["eq", "neq", "in", "nin", "empty", "notEmpty"],
  boolean: ["eq", "neq"],
};

/** Operators that look for text inside a value: served by a trigram index on a search column, never a b-tree. */
export const TEXT_MATCH_OPERATORS: readonly FilterOperator[] = ["contains", "startsWith"];

/** Operators that ask whether a value is there at all: text is empty when null or ''; other types when null. */
export const PRESENCE_OPERATORS: readonly FilterOperator[] = ["empty", "notEmpty"];

/**
 * One hop from a list's row through a to-many relation to the one related row a field reads (a
 * person's primary company: `{ relation: "companies", where: { isPrimary: true } }`, at most one link
 * of a person being primary). A row without such a related row holds no value.
 */
export type FilterHop = { relation: string; where: Readonly<Record<string, unknown>> };

/**
 * A field a tree may name, as the API names it. `path` is where the value lives on the model: one
 * Prisma field, or relations to one row and then the field (`["company", "industry"]`), read from the
 * row the hop reaches when there is one.
 */
export type FilterField = {
  type: FilterFieldType;
  path: readonly string[];
  /** Through a to-many relation to at most one row (see FilterHop); the path goes on from that row. */
  hop?: FilterHop;
  /** The table holding the column when it is not the list's (a hop's target): the index test reads it. */
  table?: string;
  /** An enum's values, in order. */
  values?: readonly string[];
  /** Rows may hold no value (null). Text that cannot be null is empty when ''. */
  nullable?: boolean;
  /**
   * A lower-cased stored copy of the text with a trigram index (leading with the workspace): it serves
   * `contains` and `startsWith` (and pre-filters `eq`). Without it those operators are not offered.
   */
  searchColumn?: string;
  /**
   * What index serves the field: `column` (default), an index on the column alone or after the
   * workspace; `search`, only the search column's trigram index (so only the text operators).
   */
  index?: "column" | "search";
  /** A boolean the API derives from whether the column holds a value (a task's `completed`). */
  presenceOf?: true;
};

export type FilterFields = {
  /** The list as messages name it: "customers". */
  list: string;
  /** The table the index test reads the indexes of. */
  table: string;
  fields: Readonly<Record<string, FilterField>>;
  /** Fields of the API's shape a tree may not name, with why (a field without an index reads every row). */
  refused: Readonly<Record<string, string>>;
};

export const NO_INDEX = "no index serves it, so filtering on it would read every row of the workspace";

/** A field's operators: its type's, less the text matches it has no search index for, less presence checks where a value is always there. */
export function operatorsOf(field: FilterField): readonly FilterOperator[] {
  return OPERATORS_BY_TYPE[field.type].filter((op) => {
    if (TEXT_MATCH_OPERATORS.includes(op)) return Boolean(field.searchColumn);
    if (field.index === "search") return op === "eq";
    if (PRESENCE_OPERATORS.includes(op)) return field.type === "string" || Boolean(field.nullable || field.hop);
    return true;
  });
}

/**
 * Fields of another list's registry offered on this one through one hop, named `<prefix>.<name>`
 * (`company.industry`): `to` is the relation from the hop's row to the other list's row (`company`).
 * A person without a primary company has no `company.industry`: it is empty, and only negative tests
 * (neq, nin, empty) hold for them.
 */
export function hopFields(
  prefix: string,
  { to, ...hop }: FilterHop & { to: string },
  target: FilterFields,
  names: readonly string[],
): Record<string, FilterField> {
  return Object.fromEntries(
    names.map((name) => {
      const field = target.fields[name];
      if (!field) throw new Error(`${target.list} has no filter field ${name}`);
      return [`${prefix}.${name}`, { ...field, path: [to, ...field.path], hop, table: target.table }];
    }),
  );
}

/**
 * The field a tree names: a list's own fields, and those it reaches through one hop (`company.industry`,
 * see hopFields); later issues add `cf.<key>` (custom fields) here, resolving to a FilterField with its path.
 */
export function findFilterField(fields: FilterFields, name: string): FilterField | undefined {
  return Object.hasOwn(fields.fields, name) ? fields.fields[name] : undefined;
}
