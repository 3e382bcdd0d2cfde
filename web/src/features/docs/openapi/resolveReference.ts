import type { MaybeReference, OpenApiDocument, Reference } from "./openApiDocument.ts";

export function isReference(value: unknown): value is Reference {
  return typeof value === "object" && value !== null && typeof (value as Reference).$ref === "string";
}

/** The name a `$ref` points at: its last segment (`#/components/schemas/Customer` → `Customer`). */
export function referenceName(ref: string): string {
  const segments = ref.split("/");
  return decodePointerSegment(segments[segments.length - 1] ?? ref);
}

function decodePointerSegment(segment: string): string {
  return segment.replaceAll("~1", "/").replaceAll("~0", "~");
}

/**
 * Follows a local `$ref` (`#/components/...`) through the document, also a chain of them; a value
 * that is no reference comes back as it is. A reference to nowhere is an error in the document.
 */
export function resolveReference<T>(document: OpenApiDocument, value: MaybeReference<T>, seen = new Set<string>()): T {
  if (!isReference(value)) return value;
  if (seen.has(value.$ref)) throw new Error(`The API document's ${value.$ref} refers to itself`);
  if (!value.$ref.startsWith("#/")) throw new Error(`The API document refers outside itself: ${value.$ref}`);
  let target: unknown = document;
  for (const segment of value.$ref.slice(2).split("/")) {
    target = (target as Record<string, unknown> | undefined)?.[decodePointerSegment(segment)];
  }
  if (target === undefined) throw new Error(`The API document has no ${value.$ref}`);
  return resolveReference(document, target as MaybeReference<T>, new Set([...seen, value.$ref]));
}
