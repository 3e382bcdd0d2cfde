import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../../schema/lists/lists.rules.ts";

/** The arguments that say how many items a list field returns. */
const PAGE_ARGUMENTS = new Set(["first", "last", "limit"]);

type Variables = Record<string, unknown> | null | undefined;

/** A Relay connection (every paged list is one) selects its items through `edges` or `nodes`. */
function isConnection(selectionSet: SelectionSetNode): boolean {
  return selectionSet.selections.some(
    (selection) => selection.kind === Kind.FIELD && ["edges", "nodes"].includes(selection.name.value),
  );
}

/** How many items the field asks for, as the lists clamp it (a connection without one gets the default page); 1 for a field that is not paged. */
function pageSize(field: FieldNode, variables: Variables) {
  const page = field.arguments?.find((arg) => PAGE_ARGUMENTS.has(arg.name.value));
  if (!page) return field.selectionSet && isConnection(field.selectionSet) ? DEFAULT_PAGE_SIZE : 1;
  const value =
    page.value.kind === Kind.INT
      ? Number(page.value.value)
      : page.value.kind === Kind.VARIABLE
        ? variables?.[page.value.name.value]
        : undefined;
  const asked = typeof value === "number" && Number.isInteger(value) ? value : DEFAULT_PAGE_SIZE;
  return Math.min(Math.max(asked, 1), MAX_PAGE_SIZE);
}

/**
 * Each field costs 1, and everything selected under a paged field costs as many times as the page has
 * items: `first: 200` costs forty times `first: 5`. Fragments count where they are spread; a fragment
 * spread inside itself is invalid GraphQL and never reaches execution.
 */
export function queryCost(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Variables,
): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const children = selection.selectionSet ? queryCost(selection.selectionSet, fragments, variables) : 0;
      cost += 1 + pageSize(selection, variables) * children;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      cost += queryCost(selection.selectionSet, fragments, variables);
    } else {
      const fragment = fragments.get(selection.name.value);
      if (fragment) cost += queryCost(fragment.selectionSet, fragments, variables);
    }
  }
  return cost;
}

export function operationCost(document: DocumentNode, operationName: string | null | undefined, variables: Variables) {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let cost = 0;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    if (operationName && definition.name?.value !== operationName) continue;
    cost = Math.max(cost, queryCost(definition.selectionSet, fragments, variables));
  }
  return cost;
}

/**
 * Refuses, before any resolver runs, an operation whose cost is over `maxCost`. It runs at execution
 * rather than validation because a page size usually arrives in a variable.
 */
export function queryCostPlugin(maxCost: number): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const cost = operationCost(args.document, args.operationName, args.variableValues);
      if (cost <= maxCost) return;
      setResultAndStopExecution({
        errors: [
          new GraphQLError(
            `Query cost ${cost} is over the limit of ${maxCost}: ask for fewer items (first, limit) or fewer fields.`,
            { extensions: { code: "QUERY_TOO_COSTLY" } },
          ),
        ],
      });
    },
  };
}
