import fc from "fast-check";
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from "graphql";
import { schema } from "#schema/index.ts";
import type { DomainValues } from "./domain-values.ts";
import type { Actor } from "./fuzz-world.ts";
import type { FuzzRequest } from "./http-client.ts";
import { anyJson, anyString, deeplyNested, objectOf, oddNumber, unknownKey } from "./odd-values.ts";

/** One root field of the schema, a query's or a mutation's, as the fuzzer asks for it. */
export type GraphqlTarget = {
  label: string;
  operation: "query" | "mutation";
  field: GraphQLField<unknown, unknown>;
  /** What to select of its answer (see selectionFor). */
  selection: string;
};

/** How deep the selection of an answer goes below the root field (the armor allows 10). */
const SELECTION_DEPTH = 3;

/**
 * Every field of the answer that takes no required argument: scalars at each level, objects down to
 * SELECTION_DEPTH. Lists of objects (connections' edges) count as levels like any object.
 */
export function selectionFor(type: GraphQLOutputType, depth = 1): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return "";
  if (!isObjectType(named)) return "{ __typename }";
  const fields = Object.values(named.getFields()).filter((field) =>
    field.args.every((arg) => !isNonNullType(arg.type) || arg.defaultValue !== undefined),
  );
  const parts = fields.flatMap((field) => {
    if (isLeafType(getNamedType(field.type))) return [field.name];
    return depth < SELECTION_DEPTH ? [`${field.name} ${selectionFor(field.type, depth + 1)}`] : [];
  });
  return `{ ${parts.length > 0 ? parts.join(" ") : "__typename"} }`;
}

/** How deep a generated chain of relations may go below the root field: past the armor's depth limit of 10. */
const MAX_NESTING = 12;

/** A `first` for a list that takes one: mostly small, now and then the most allowed, past it, or below 1. */
const listSize = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 5 }) },
  { weight: 2, arbitrary: fc.constantFrom(50, 200) },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 201, 100_000) },
);

/** The fields of an object type a selection can follow to another object: relations, connections' edges and nodes. */
function relationFields(type: GraphQLOutputType): GraphQLField<unknown, unknown>[] {
  const named = getNamedType(type);
  if (!isObjectType(named)) return [];
  return Object.values(named.getFields()).filter(
    (field) =>
      isObjectType(getNamedType(field.type)) &&
      field.args.every((arg) => !isNonNullType(arg.type) || arg.defaultValue !== undefined),
  );
}

/** `first: n` for a field that takes a `first`, given or not. */
function sizeArgument(field: GraphQLField<unknown, unknown>): fc.Arbitrary<string> {
  if (!field.args.some((arg) => arg.name === "first")) return fc.constant("");
  return fc.option(listSize, { nil: undefined }).map((size) => (size === undefined ? "" : `(first: ${size})`));
}

/**
 * A chain of relations below an answer, each level naming its type and following one relation to the
 * next (customer → deals → customer → deals …), with or without a `first` on each list, down to
 * MAX_NESTING levels: what a query that asks the server for unbounded work looks like.
 */
export function nestedSelection(type: GraphQLOutputType, depth = 1): fc.Arbitrary<string> {
  const relations = relationFields(type);
  if (!isObjectType(getNamedType(type))) return fc.constant(selectionFor(type));
  const stop = fc.constant("{ __typename }");
  if (relations.length === 0 || depth > MAX_NESTING) return stop;
  const deeper = fc
    .constantFrom(...relations)
    .chain((field) =>
      fc
        .tuple(sizeArgument(field), nestedSelection(field.type, depth + 1))
        .map(([size, below]) => `{ __typename ${field.name}${size} ${below} }`),
    );
  return fc.oneof({ weight: 1, arbitrary: stop }, { weight: 6, arbitrary: deeper });
}

function rootFields(operation: "query" | "mutation"): GraphqlTarget[] {
  const root = operation === "query" ? schema.getQueryType() : schema.getMutationType();
  return Object.values(root?.getFields() ?? {}).map((field) => ({
    label: `${operation === "query" ? "Query" : "Mutation"}.${field.name}`,
    operation,
    field,
    selection: selectionFor(field.type),
  }));
}

/** Every Query and Mutation field of the schema. */
export const graphqlTargets: GraphqlTarget[] = [...rootFields("query"), ...rootFields("mutation")];

/** A value for an input type: mostly of that type (chosen from the field's name where it helps), now and then any JSON. */
export function inputValue(type: GraphQLInputType, name: string, values: DomainValues): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) {
    return fc.oneof(
      { weight: 30, arbitrary: inputValue(type.ofType, name, values) },
      { weight: 1, arbitrary: fc.constant(null) },
    );
  }
  const typed = (): fc.Arbitrary<unknown> => {
    if (isListType(type)) {
      const item = inputValue(type.ofType, name, values);
      return fc.oneof(
        { weight: 5, arbitrary: fc.array(item, { maxLength: 4 }) },
        // A single item where a list is expected: GraphQL reads it as a list of one.
        { weight: 1, arbitrary: item },
        { weight: 1, arbitrary: item.map((value) => Array<unknown>(1001).fill(value)) },
      );
    }
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields()).map((field) =>
        fc
          .tuple(fc.integer({ min: 0, max: 19 }), inputValue(field.type, field.name, values))
          .map(([roll, value]) => (roll < (isNonNullType(field.type) ? 19 : 12) ? [[field.name, value] as const] : [])),
      );
      const extras = fc.oneof(
        { weight: 12, arbitrary: fc.constant([] as [string, unknown][]) },
        { weight: 1, arbitrary: fc.array(fc.tuple(unknownKey, fc.oneof(anyJson, deeplyNested)), { maxLength: 2 }) },
      );
      return fc.tuple(fc.tuple(...fields), extras).map(([chosen, unknown]) => objectOf([...chosen.flat(), ...unknown]));
    }
    if (isEnumType(type)) {
      return fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...type.getValues().map((value) => value.name)) },
        { weight: 1, arbitrary: anyString },
      );
    }
    switch (type.name) {
      case "Boolean":
        return fc.boolean();
      case "Int":
        return fc.oneof(
          { weight: 6, arbitrary: values.byName(name) ?? fc.integer({ min: -5, max: 100_000 }) },
          { weight: 1, arbitrary: oddNumber },
        );
      case "Float":
        return oddNumber;
      default:
        return values.byName(name) ?? (type.name === "DateTime" ? values.dateTime : anyString);
    }
  };
  // Mostly of the right type, so that most operations get past coercion to the resolvers.
  return fc.oneof(
    { weight: 28, arbitrary: typed() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: anyJson },
  );
}

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** Deeper than the armor's token limit lets through; the literal stops there rather than overflow the stack. */
const MAX_LITERAL_DEPTH = 300;

/** A JSON value written as a GraphQL literal; a name-shaped string is written bare where an enum is expected. */
export function literal(value: unknown, type: GraphQLInputType, depth = 0): string {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (value === null || value === undefined || depth > MAX_LITERAL_DEPTH) return "null";
  if (Array.isArray(value)) {
    const item = isListType(inner) ? inner.ofType : inner;
    return `[${value.map((entry) => literal(entry, item, depth + 1)).join(", ")}]`;
  }
  const named = getNamedType(inner);
  if (typeof value === "object") {
    const fields = isInputObjectType(named) ? named.getFields() : {};
    const entries = Object.entries(value).map(
      ([key, entry]) => `${key}: ${literal(entry, fields[key]?.type ?? named, depth + 1)}`,
    );
    return `{${entries.join(", ")}}`;
  }
  if (typeof value === "string" && isEnumType(named) && NAME.test(value)) return value;
  return JSON.stringify(value);
}

/**
 * Requests for one root field: any actor; its arguments each given or not, valid or not, as variables
 * or written inline; now and then an argument the field does not have.
 */
export function graphqlRequests(target: GraphqlTarget, actors: Actor[], values: DomainValues) {
  const args = target.field.args.map((arg) =>
    fc
      .tuple(fc.integer({ min: 0, max: 19 }), inputValue(arg.type, arg.name, values))
      .map(([roll, value]) => (roll < (isNonNullType(arg.type) ? 19 : 10) ? { arg, value } : undefined)),
  );
  return fc
    .record({
      actor: fc.constantFrom(...actors),
      args: fc.tuple(...args),
      inline: fc.integer({ min: 0, max: 4 }).map((roll) => roll === 0),
      unknownArgument: fc.integer({ min: 0, max: 24 }).map((roll) => roll === 0),
      // Now and then a chain of relations instead of every field a few levels down.
      selection: relationFields(target.field.type).length
        ? fc.oneof(
            { weight: 3, arbitrary: fc.constant(target.selection) },
            { weight: 1, arbitrary: nestedSelection(target.field.type) },
          )
        : fc.constant(target.selection),
    })
    .map(({ actor, args: given, inline, unknownArgument, selection }) => {
      const present = given.filter((entry) => entry !== undefined);
      const declarations = present.map(({ arg }, index) => `$v${index}: ${String(arg.type)}`);
      const written = present.map(({ arg, value }, index) =>
        inline ? `${arg.name}: ${literal(value, arg.type)}` : `${arg.name}: $v${index}`,
      );
      if (unknownArgument) written.push("notAnArgument: 1");
      const variables = inline ? {} : Object.fromEntries(present.map(({ value }, index) => [`v${index}`, value]));
      const header = !inline && declarations.length > 0 ? `(${declarations.join(", ")})` : "";
      const call = written.length > 0 ? `(${written.join(", ")})` : "";
      const query = `${target.operation} Fuzz${header} { ${target.field.name}${call} ${selection} }`;
      const request: FuzzRequest = {
        method: "POST",
        path: "/graphql",
        headers: { ...actor.headers, "content-type": "application/json" },
        body: JSON.stringify({ query, variables, operationName: "Fuzz" }),
      };
      return { actor, request, field: target.field.name };
    });
}
