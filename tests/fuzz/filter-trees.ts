import fc from "fast-check";
import { ACTIVITY_FILTER_FIELDS } from "#schema/activities/activities.filter.rules.ts";
import { CUSTOMER_FILTER_FIELDS } from "#schema/customers/customers.filter.rules.ts";
import { DEAL_FILTER_FIELDS } from "#schema/deals/deals.filter.rules.ts";
import {
  FILTER_OPERATORS,
  operatorsOf,
  type FilterField,
  type FilterFields,
  type FilterOperator,
} from "#core/lists/filter-fields.rules.ts";
import { TASK_FILTER_FIELDS } from "#schema/tasks/tasks.filter.rules.ts";
import { anyJson, anyString, oddNumber } from "./odd-values.ts";

export const FILTERED_LISTS = {
  customers: CUSTOMER_FILTER_FIELDS,
  deals: DEAL_FILTER_FIELDS,
  tasks: TASK_FILTER_FIELDS,
  activities: ACTIVITY_FILTER_FIELDS,
};

type Values = { id: fc.Arbitrary<unknown>; dateTime: fc.Arbitrary<unknown> };

/** A value of the field's type, at and just past its edges (an integer column's range, LIKE's wildcards). */
function typedValue(field: FilterField, values: Values): fc.Arbitrary<unknown> {
  switch (field.type) {
    case "string":
      return fc.oneof(fc.constantFrom("", "a", "%", "_", "\\", "Ada", "BRAVO", "x".repeat(201)), fc.string());
    case "number":
      return fc.oneof(
        fc.integer({ min: -5, max: 1_000_000 }),
        fc.constantFrom(2_147_483_647, 2_147_483_648, -2_147_483_649, 1e20, 0.5),
        oddNumber,
      );
    case "date":
      return values.dateTime;
    case "enum":
      return fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...(field.values ?? [])) },
        { weight: 1, arbitrary: anyString },
      );
    case "id":
      return values.id;
    case "boolean":
      return fc.oneof({ weight: 6, arbitrary: fc.boolean() }, { weight: 1, arbitrary: anyJson });
  }
}

/** The value an operator takes: none, a list, a pair or one value; now and then the wrong shape. */
function operand(field: FilterField, op: FilterOperator, values: Values): fc.Arbitrary<unknown> {
  const one = typedValue(field, values);
  const right =
    op === "empty" || op === "notEmpty"
      ? fc.constant(undefined)
      : op === "in" || op === "nin"
        ? fc.array(one, { minLength: 1, maxLength: 3 })
        : op === "between"
          ? fc.tuple(one, one)
          : one;
  return fc.oneof(
    { weight: 12, arbitrary: right },
    { weight: 1, arbitrary: fc.oneof(one, anyJson, fc.constant(null)) },
  );
}

function condition(list: FilterFields, values: Values): fc.Arbitrary<unknown> {
  const names = Object.keys(list.fields);
  const offered = fc.constantFrom(...names).chain((name) => {
    const field = list.fields[name]!;
    const op = fc.oneof(
      { weight: 10, arbitrary: fc.constantFrom(...operatorsOf(field)) },
      { weight: 1, arbitrary: fc.constantFrom(...FILTER_OPERATORS) },
    );
    return op.chain((chosen) =>
      operand(field, chosen, values).map((value) => ({
        field: name,
        op: chosen,
        ...(value === undefined ? {} : { value }),
      })),
    );
  });
  const odd = fc.record(
    {
      field: fc.oneof(fc.constantFrom(...Object.keys(list.refused)), anyJson),
      op: fc.oneof(fc.constantFrom(...FILTER_OPERATORS), anyString),
      value: anyJson,
    },
    { requiredKeys: ["field"] },
  );
  return fc.oneof({ weight: 15, arbitrary: offered }, { weight: 1, arbitrary: odd });
}

/**
 * Filter trees for one list: mostly well formed over its fields with typed values at their edges
 * (so most reach the database), nested past the depth limit and wider than the condition limit now
 * and then, or any JSON at all.
 */
export function filterTreeFor(list: FilterFields, values: Values): fc.Arbitrary<unknown> {
  const leaf = condition(list, values);
  const { node } = fc.letrec<{ node: unknown }>((tie) => ({
    node: fc.oneof(
      { depthSize: "small", maxDepth: 7 },
      leaf,
      fc.record({ and: fc.array(tie("node"), { maxLength: 3 }) }),
      fc.record({ or: fc.array(tie("node"), { maxLength: 3 }) }),
      fc.record({ not: tie("node") }),
    ),
  }));
  const wide = fc.array(leaf, { minLength: 48, maxLength: 52 }).map((or) => ({ or }));
  return fc.oneof({ weight: 12, arbitrary: node }, { weight: 1, arbitrary: wide }, { weight: 1, arbitrary: anyJson });
}

/** A filter tree for any of the lists (the fuzzer does not say which list it sends to). */
export function filterTrees(values: Values): fc.Arbitrary<unknown> {
  return fc.constantFrom(...Object.values(FILTERED_LISTS)).chain((list) => filterTreeFor(list, values));
}
