import { parseInput } from "../validation.ts";
import type { FilterField, FilterFields } from "./filter-fields.rules.ts";
import { filterTreeRule, type CheckedFilter } from "./filter-tree.rules.ts";
import type { FilterValue } from "./filter-values.rules.ts";
import { escapeLike } from "./text-match.ts";

/** A Prisma `where` of any model: the services pass it to their model's workspace-scoped client. */
export type FilterWhere = Record<string, unknown>;

type Condition = { field: FilterField; op: string; value?: FilterValue | FilterValue[] };

/** `{ [column]: condition }` at the field's place: on the row itself, or through relations to one row. */
function at(field: FilterField, column: string, condition: unknown): FilterWhere {
  const hops = field.path.slice(0, -1);
  return hops.reduceRight<FilterWhere>((inner, hop) => ({ [hop]: inner }), { [column]: condition });
}

function columnOf(field: FilterField): string {
  return field.path.at(-1) as string;
}

function textMatch(field: FilterField, op: "contains" | "startsWith", value: string): FilterWhere {
  const column = columnOf(field);
  const conditions = [at(field, column, { [op]: escapeLike(value), mode: "insensitive" })];
  // The lower-cased search text holds the value wherever the field does: its trigram index finds the candidates.
  if (field.searchColumn) {
    conditions.unshift(at(field, field.searchColumn, { contains: escapeLike(value.toLowerCase()) }));
  }
  return { AND: conditions };
}

function presence({ field, op }: Condition): FilterWhere {
  const column = columnOf(field);
  const empty =
    field.type === "string"
      ? field.nullable
        ? { OR: [at(field, column, null), at(field, column, "")] }
        : at(field, column, "")
      : at(field, column, null);
  return op === "empty" ? empty : { NOT: empty };
}

function comparison({ op, value }: Condition): unknown {
  switch (op) {
    case "eq":
      return { equals: value };
    case "neq":
      return { not: value };
    case "in":
      return { in: value };
    case "nin":
      return { notIn: value };
    case "between": {
      const [from, to] = value as FilterValue[];
      return { gte: from, lte: to };
    }
    default:
      return { [op]: value };
  }
}

/**
 * One condition. Every condition is true or false, never unknown, even on rows without a value: a
 * positive test (eq, gt, contains, ...) is false there and a negative one (neq, nin) true, so `not`
 * keeps exactly the rows its condition leaves out.
 */
function conditionWhere(condition: Condition): FilterWhere {
  if (condition.field.hop) return hopWhere(condition);
  const { field, op, value } = condition;
  const column = columnOf(field);
  if (op === "empty" || op === "notEmpty") return presence(condition);
  if (field.presenceOf) {
    const holds = (op === "eq") === value;
    return holds ? { NOT: at(field, column, null) } : at(field, column, null);
  }
  if (op === "contains" || op === "startsWith") return textMatch(field, op, value as string);
  let where = at(field, column, comparison(condition));
  if (op === "eq" && field.index === "search") where = { AND: [textMatch(field, "contains", value as string), where] };
  if (!field.nullable) return where;
  const negative = op === "neq" || op === "nin";
  return negative ? { OR: [at(field, column, null), where] } : { AND: [{ NOT: at(field, column, null) }, where] };
}

/** The tests that hold on a row without a value. */
const HOLDS_WITHOUT_VALUE = new Set(["neq", "nin", "empty"]);

/**
 * A condition on the row a hop reaches (a person's primary company). A positive test holds when that
 * row is there and passes; a negative one (neq, nin, empty) also holds when there is no such row, so a
 * person without a primary company is "not Software" and has an empty industry, and `not` stays exact.
 */
function hopWhere(condition: Condition): FilterWhere {
  const { hop, ...field } = condition.field;
  if (!hop) return conditionWhere(condition);
  const reached = { [hop.relation]: { some: hop.where } };
  // A value the related row always holds (its id) is there exactly when the row is.
  const alwaysThere = field.type !== "string" && !field.nullable;
  if (alwaysThere && condition.op === "empty") return { NOT: reached };
  if (alwaysThere && condition.op === "notEmpty") return reached;
  const there = conditionWhere({ ...condition, field });
  if (!HOLDS_WITHOUT_VALUE.has(condition.op)) return { [hop.relation]: { some: { AND: [hop.where, there] } } };
  return { NOT: { [hop.relation]: { some: { AND: [hop.where, { NOT: there }] } } } };
}

export function filterWhere(tree: CheckedFilter): FilterWhere {
  if ("and" in tree) return { AND: tree.and.map(filterWhere) };
  if ("or" in tree) return { OR: tree.or.map(filterWhere) };
  if ("not" in tree) return { NOT: filterWhere(tree.not) };
  return conditionWhere(tree);
}

/** A list's filter tree, checked against its fields, as a `where`; undefined when none was given. */
export function filterTreeWhere(fields: FilterFields, tree: unknown): FilterWhere | undefined {
  const checked = parseInput(filterTreeRule(fields), tree);
  return checked && filterWhere(checked);
}

/** A list's input: the filter tree beside its page, filters and order (ANDed with them). */
export type FilterTreeArg = {
  /** Checked by the service against the list's fields (REST parses `?filter=` JSON; GraphQL passes `filterTree`). */
  filterTree?: unknown;
};

/** The list's own filters and the tree, both kept. */
export function andFilterTree<Where extends object>(where: Where, tree: FilterWhere | undefined): Where {
  return tree ? ({ AND: [where, tree] } as Where) : where;
}
