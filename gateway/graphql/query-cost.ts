import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { LIST_SIZE_EXTENSION, listLimitProblem, type ListSize } from "#core/lists/list-size.ts";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "#core/lists/lists.rules.ts";

/** The arguments that say how many items a list field returns. */
const PAGE_ARGUMENTS = new Set(["first", "last", "limit"]);

type Variables = Record<string, unknown> | null | undefined;

/** What one walk over an operation found: its cost, and the page sizes it asked for that are refused. */
type Walk = {
  schema: GraphQLSchema;
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  variables: Variables;
  refusals: string[];
};

function argumentValue(value: ValueNode, variables: Variables): unknown {
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) return variables?.[value.name.value];
  return undefined;
}

/** How many items a list argument holds (a literal list or a variable's), within the field's bound. */
function sentItems(field: FieldNode, size: { argument: string; items: number }, variables: Variables): number {
  const value = field.arguments?.find((arg) => arg.name.value === size.argument)?.value;
  const items =
    value?.kind === Kind.LIST
      ? value.values.length
      : value?.kind === Kind.VARIABLE
        ? (variables?.[value.name.value] as unknown)
        : undefined;
  const count = typeof items === "number" ? items : Array.isArray(items) ? items.length : size.items;
  return Math.min(Math.max(count, 1), size.items);
}

function declaredSize(definition: GraphQLField<unknown, unknown>): ListSize | undefined {
  return definition.extensions[LIST_SIZE_EXTENSION] as ListSize | undefined;
}

/**
 * How many items the field may return: the `first` of a limited list (refused above 200) or of a
 * connection (clamped to 200, as the lists clamp it), the bound a list declares, and for a list with
 * neither, the most a page holds. A field that returns one thing counts once.
 */
function itemCount(field: FieldNode, definition: GraphQLField<unknown, unknown>, walk: Walk): number {
  const size = declaredSize(definition);
  if (size?.kind === "atMost") return size.items;
  if (size?.kind === "oneEach") return sentItems(field, size, walk.variables);
  if (size?.kind === "connectionItems") return 1;
  const pageArgument = field.arguments?.find((arg) => PAGE_ARGUMENTS.has(arg.name.value));
  const hasPageArgument = definition.args.some((arg) => PAGE_ARGUMENTS.has(arg.name));
  if (hasPageArgument) {
    const asked = pageArgument && argumentValue(pageArgument.value, walk.variables);
    const problem = size?.kind === "limited" ? listLimitProblem(asked) : null;
    if (problem) walk.refusals.push(`${definition.name}: ${problem}`);
    const count = typeof asked === "number" && Number.isInteger(asked) ? asked : DEFAULT_PAGE_SIZE;
    return Math.min(Math.max(count, 1), MAX_PAGE_SIZE);
  }
  return isListType(getNullableType(definition.type)) ? MAX_PAGE_SIZE : 1;
}

function fieldsOf(type: GraphQLNamedType | null | undefined) {
  return type && (isObjectType(type) || isInterfaceType(type)) ? type.getFields() : {};
}

/**
 * Each field but `__typename` costs 1, and everything selected under a list costs as many times as the list may hold
 * items: `first: 200` costs forty times `first: 5`, and a customer's deals' customer's deals cost 50 × 50
 * times what each deal selects. Fragments count where they are spread; a fragment spread inside itself
 * is invalid GraphQL and never reaches execution.
 */
function selectionCost(selectionSet: SelectionSetNode, type: GraphQLNamedType | null | undefined, walk: Walk): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      // The type's own name, answered without a resolver; Apollo Client asks for it in every selection.
      if (selection.name.value === "__typename") continue;
      const definition = fieldsOf(type)[selection.name.value];
      if (!definition) {
        // Introspection (__schema, __type): one per field, as a field that returns one thing.
        cost += 1 + (selection.selectionSet ? selectionCost(selection.selectionSet, undefined, walk) : 0);
        continue;
      }
      const children = selection.selectionSet
        ? selectionCost(selection.selectionSet, getNamedType(definition.type), walk)
        : 0;
      cost += 1 + itemCount(selection, definition, walk) * children;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const condition = selection.typeCondition && walk.schema.getType(selection.typeCondition.name.value);
      cost += selectionCost(selection.selectionSet, condition ?? type, walk);
    } else {
      const fragment = walk.fragments.get(selection.name.value);
      if (fragment) {
        cost += selectionCost(fragment.selectionSet, walk.schema.getType(fragment.typeCondition.name.value), walk);
      }
    }
  }
  return cost;
}

/** The cost of the operation that runs, and the refused page sizes it asks for. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Variables,
) {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const walk: Walk = { schema, fragments, variables, refusals: [] };
  let cost = 0;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    if (operationName && definition.name?.value !== operationName) continue;
    const root = schema.getRootType(definition.operation);
    cost = Math.max(cost, selectionCost(definition.selectionSet, root, walk));
  }
  return { cost, refusals: [...new Set(walk.refusals)] };
}

/**
 * Refuses, before any resolver runs, an operation whose cost is over `maxCost`, or that asks a limited
 * list for more than it returns. It runs at execution rather than validation because a page size
 * usually arrives in a variable.
 */
export function queryCostPlugin(maxCost: number): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const { cost, refusals } = operationCost(args.schema, args.document, args.operationName, args.variableValues);
      const errors = refusals.map((message) => new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT" } }));
      if (cost > maxCost) {
        errors.push(
          new GraphQLError(
            `Query cost ${cost} is over the limit of ${maxCost}: ask for fewer items (first, limit) or fewer fields.`,
            { extensions: { code: "QUERY_TOO_COSTLY" } },
          ),
        );
      }
      if (errors.length > 0) setResultAndStopExecution({ errors });
    },
  };
}
