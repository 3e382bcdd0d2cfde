import {
  HTTP_METHODS,
  type HttpMethod,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
} from "./openApiDocument.ts";
import { resolveReference } from "./resolveReference.ts";

/** One method on one path, with the path's parameters and its own, resolved. */
export type ApiOperation = {
  /** The operation's anchor on the page: its operationId, or method and path when it has none. */
  id: string;
  method: HttpMethod;
  path: string;
  operation: OperationObject;
  parameters: ParameterObject[];
};

export type OperationGroup = { tag: string; id: string; description?: string; operations: ApiOperation[] };

const UNTAGGED = "Other";

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function tagAnchor(tag: string): string {
  return `tag-${slug(tag)}`;
}

function parametersOf(document: OpenApiDocument, path: string, operation: OperationObject): ParameterObject[] {
  const shared = (document.paths[path]?.parameters ?? []).map((parameter) => resolveReference(document, parameter));
  const own = (operation.parameters ?? []).map((parameter) => resolveReference(document, parameter));
  const overridden = (parameter: ParameterObject) =>
    own.some((mine) => mine.name === parameter.name && mine.in === parameter.in);
  return [...shared.filter((parameter) => !overridden(parameter)), ...own];
}

/**
 * Every operation of the document, grouped under its first tag in the order the document lists its
 * tags (tags it uses without listing them follow, then the untagged operations under "Other");
 * within a group, in the document's order of paths and the usual order of methods.
 */
export function groupOperations(document: OpenApiDocument): OperationGroup[] {
  const groups = new Map<string, OperationGroup>(
    (document.tags ?? []).map(({ name, description }) => [
      name,
      { tag: name, id: tagAnchor(name), description, operations: [] },
    ]),
  );
  for (const [path, pathItem] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? UNTAGGED;
      const group = groups.get(tag) ?? { tag, id: tagAnchor(tag), operations: [] };
      groups.set(tag, group);
      group.operations.push({
        id: operation.operationId ?? slug(`${method} ${path}`),
        method,
        path,
        operation,
        parameters: parametersOf(document, path, operation),
      });
    }
  }
  return [...groups.values()].filter((group) => group.operations.length > 0);
}

/**
 * The group an anchor of the page belongs to: the tag's own (`tag-customers`) or the group holding the
 * operation (`createCustomer`); undefined for any other anchor (the overview's, or none).
 */
export function groupOfAnchor(groups: readonly OperationGroup[], anchor: string): OperationGroup | undefined {
  return groups.find((group) => group.id === anchor || group.operations.some((api) => api.id === anchor));
}

/** A path with a break opportunity after each slash, so a long path wraps between its segments, never inside a word. */
export function pathSegments(path: string): string[] {
  return path.split(/(?<=\/)/);
}
