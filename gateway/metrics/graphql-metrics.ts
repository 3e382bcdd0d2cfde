import { getOperationAST, type DocumentNode } from "graphql";
import type { Plugin, YogaInitialContext } from "graphql-yoga";
import { graphqlOperationDuration, graphqlOperations } from "./registry.ts";

/** An operation without a name. */
export const ANONYMOUS_OPERATION = "anonymous";
/** Any name the web client does not use. */
export const OTHER_OPERATION = "other";
/** An operation whose document could not be read. */
export const UNKNOWN_TYPE = "unknown";

/** Executed without errors, executed with some, or refused before execution (syntax, validation, limits). */
type Outcome = "success" | "error" | "invalid";

type OperationLabels = { operation: string; type: string };

/**
 * Counts and times each GraphQL operation by name and type. Names outside `knownNames` count as one
 * label, "other", so the number of series stays bounded whatever clients send.
 */
export function graphqlMetricsPlugin(knownNames: ReadonlySet<string>): Plugin {
  const nameLabel = (name: string | null | undefined) => {
    if (!name) return ANONYMOUS_OPERATION;
    return knownNames.has(name) ? name : OTHER_OPERATION;
  };
  const labelsOf = (document: DocumentNode | undefined, operationName: string | null | undefined) => {
    const operation = document ? getOperationAST(document, operationName) : null;
    return {
      operation: nameLabel(operation ? operation.name?.value : operationName),
      type: operation?.operation ?? UNKNOWN_TYPE,
    };
  };
  const count = (labels: OperationLabels, outcome: Outcome) => graphqlOperations.inc({ ...labels, outcome });
  const requestedName = (context: Readonly<Partial<YogaInitialContext>>) => context.params?.operationName;

  return {
    onParse:
      ({ context }) =>
      ({ result }) => {
        if (result instanceof Error) count(labelsOf(undefined, requestedName(context)), "invalid");
      },
    onValidate:
      ({ context, params }) =>
      ({ valid }) => {
        if (!valid) count(labelsOf(params.documentAST, requestedName(context)), "invalid");
      },
    onExecute: ({ args }) => {
      const labels = labelsOf(args.document, args.operationName);
      const stopTimer = graphqlOperationDuration.startTimer(labels);
      return {
        onExecuteDone: ({ result }) => {
          stopTimer();
          const failed = "errors" in result && Boolean(result.errors?.length);
          count(labels, failed ? "error" : "success");
        },
      };
    },
  };
}
