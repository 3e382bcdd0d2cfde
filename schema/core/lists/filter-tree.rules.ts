import { z } from "zod";
import {
  FILTER_OPERATORS,
  findFilterField,
  operatorsOf,
  PRESENCE_OPERATORS,
  type FilterField,
  type FilterFields,
  type FilterOperator,
} from "./filter-fields.rules.ts";
import { checkFilterValue, type FilterValue } from "./filter-values.rules.ts";

// The one filter language of every list (and, later, views, roles, reports and automations):
// { "and": [...] }, { "or": [...] }, { "not": {...} } and conditions { "field", "op", "value" }.
// Checked against the list's fields (filter-fields.rules.ts); no server imports, so the web checks the same way.

export const MAX_FILTER_DEPTH = 5;
export const MAX_FILTER_LEAVES = 50;

/** A tree that passed the check: each condition carries the field it names, and its values are typed. */
export type CheckedFilter =
  | { and: CheckedFilter[] }
  | { or: CheckedFilter[] }
  | { not: CheckedFilter }
  | { field: FilterField; name: string; op: FilterOperator; value?: FilterValue | FilterValue[] };

export const FILTER_EXAMPLE = {
  and: [
    { field: "status", op: "eq", value: "active" },
    {
      or: [
        { field: "company", op: "contains", value: "engines" },
        { field: "valueCents", op: "gte", value: 100000 },
      ],
    },
  ],
};

type Path = readonly (string | number)[];

class FilterProblem extends Error {
  readonly path: Path;

  constructor(path: Path, message: string) {
    super(message);
    this.path = path;
  }
}

/** `filter.and[1].op`, as messages name a node. */
export function filterPath(path: Path): string {
  return path.map((part, at) => (typeof part === "number" ? `[${part}]` : at === 0 ? part : `.${part}`)).join("");
}

const NODE_SHAPE = 'must be {"and": [...]}, {"or": [...]}, {"not": {...}} or a condition {"field", "op", "value"}';
const CONDITION_KEYS = ["field", "op", "value"];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

type Walk = { fields: FilterFields; leaves: number };

function checkNode(walk: Walk, node: unknown, path: Path, depth: number): CheckedFilter {
  if (depth > MAX_FILTER_DEPTH) {
    throw new FilterProblem(
      path,
      `the tree is more than ${MAX_FILTER_DEPTH} levels deep; nest at most ${MAX_FILTER_DEPTH}`,
    );
  }
  if (!isObject(node)) throw new FilterProblem(path, NODE_SHAPE);
  const keys = Object.keys(node);
  const group = keys.find((key) => key === "and" || key === "or" || key === "not");
  if (group) {
    if (keys.length > 1) throw new FilterProblem(path, `"${group}" must stand alone in its object`);
    if (group === "not") return { not: checkNode(walk, node.not, [...path, "not"], depth + 1) };
    const children = node[group];
    if (!Array.isArray(children) || children.length === 0) {
      throw new FilterProblem([...path, group], "must be a non-empty list of conditions");
    }
    const checked = children.map((child, at) => checkNode(walk, child, [...path, group, at], depth + 1));
    return group === "and" ? { and: checked } : { or: checked };
  }
  if (!keys.includes("field") && !keys.includes("op")) throw new FilterProblem(path, NODE_SHAPE);
  walk.leaves += 1;
  if (walk.leaves > MAX_FILTER_LEAVES) {
    throw new FilterProblem(
      path,
      `the tree has more than ${MAX_FILTER_LEAVES} conditions; use at most ${MAX_FILTER_LEAVES}`,
    );
  }
  return checkCondition(walk.fields, node, path);
}

function checkFieldName(fields: FilterFields, name: unknown, path: Path): FilterField {
  if (typeof name !== "string") throw new FilterProblem(path, "must be a field name");
  const refused = Object.hasOwn(fields.refused, name) ? fields.refused[name] : undefined;
  if (refused) throw new FilterProblem(path, `"${name}" cannot be filtered: ${refused}`);
  const field = findFilterField(fields, name);
  if (!field) {
    const names = Object.keys(fields.fields).join(", ");
    throw new FilterProblem(path, `"${name}" is not a field of ${fields.list}; use one of ${names}`);
  }
  return field;
}

function checkOperator(field: FilterField, name: string, op: unknown, path: Path): FilterOperator {
  if (typeof op !== "string" || !(FILTER_OPERATORS as readonly string[]).includes(op)) {
    const shown = typeof op === "string" ? `"${op}"` : (JSON.stringify(op) ?? "nothing");
    throw new FilterProblem(path, `${shown} is not an operator; use one of ${FILTER_OPERATORS.join(", ")}`);
  }
  const allowed = operatorsOf(field);
  if (!allowed.includes(op as FilterOperator)) {
    throw new FilterProblem(
      path,
      `"${op}" does not apply to ${name} (${field.type}); use one of ${allowed.join(", ")}`,
    );
  }
  return op as FilterOperator;
}

function checkCondition(fields: FilterFields, node: Record<string, unknown>, path: Path): CheckedFilter {
  const extra = Object.keys(node).find((key) => !CONDITION_KEYS.includes(key));
  if (extra)
    throw new FilterProblem([...path, extra], 'is not part of a condition; a condition has "field", "op" and "value"');
  const field = checkFieldName(fields, node.field, [...path, "field"]);
  const name = node.field as string;
  const op = checkOperator(field, name, node.op, [...path, "op"]);
  const valuePath = [...path, "value"];
  if (PRESENCE_OPERATORS.includes(op)) {
    if ("value" in node) throw new FilterProblem(valuePath, `"${op}" takes no value`);
    return { field, name, op };
  }
  if (node.value === undefined) throw new FilterProblem(valuePath, `is required for "${op}"`);
  return { field, name, op, value: checkValues(field, op, node.value, valuePath) };
}

export const MAX_LIST_VALUES = 100;

function checkValues(field: FilterField, op: FilterOperator, value: unknown, path: Path) {
  const one = (item: unknown, at: Path) => {
    const problem = checkFilterValue(field, item);
    if (typeof problem === "string") throw new FilterProblem(at, problem);
    return problem.value;
  };
  if (op === "in" || op === "nin") {
    if (!Array.isArray(value) || value.length === 0 || value.length > MAX_LIST_VALUES) {
      throw new FilterProblem(path, `"${op}" takes a list of 1 to ${MAX_LIST_VALUES} values`);
    }
    return value.map((item, at) => one(item, [...path, at]));
  }
  if (op === "between") {
    if (!Array.isArray(value) || value.length !== 2) {
      throw new FilterProblem(path, '"between" takes a list of two values: [from, to]');
    }
    return value.map((item, at) => one(item, [...path, at]));
  }
  return one(value, path);
}

/**
 * The check of one list's filter tree, as a zod rule: nothing (null or left out) is no filter; a bad
 * tree fails with one message naming the node (`filter.and[1].op: "like" is not an operator; ...`).
 */
export function filterTreeRule(fields: FilterFields) {
  return z.unknown().transform((tree, context): CheckedFilter | undefined => {
    if (tree === undefined || tree === null) return undefined;
    try {
      return checkNode({ fields, leaves: 0 }, tree, ["filter"], 1);
    } catch (error) {
      if (!(error instanceof FilterProblem)) throw error;
      context.addIssue({
        code: "custom",
        path: [...error.path],
        message: `${filterPath(error.path)}: ${error.message}`,
      });
      return z.NEVER;
    }
  });
}

export const FILTER_NOT_JSON = 'filter: is not JSON; send a tree such as {"field":"status","op":"eq","value":"active"}';

/** REST's `?filter=`: the tree as JSON text. */
export const filterTreeJson = z.string().transform((text, context): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    context.addIssue({ code: "custom", message: FILTER_NOT_JSON });
    return z.NEVER;
  }
});
