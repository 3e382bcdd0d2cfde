import { Kind, type DocumentNode } from "graphql";
import * as webDocuments from "#web/graphql/generated/graphql.ts";

function isDocument(value: unknown): value is DocumentNode {
  return typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT;
}

/**
 * The names of the web client's operations, from the documents codegen generates: the only names a
 * metric label takes as they are, so a client sending a new name per request adds no series.
 */
export const WEB_OPERATION_NAMES: ReadonlySet<string> = new Set(
  Object.values(webDocuments)
    .filter(isDocument)
    .flatMap((document) => document.definitions)
    .flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.name ? [definition.name.value] : [],
    ),
);
