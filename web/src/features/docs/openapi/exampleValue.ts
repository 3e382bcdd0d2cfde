import type {
  ExampleObject,
  MaybeReference,
  MediaTypeObject,
  OpenApiDocument,
  SchemaObject,
} from "./openApiDocument.ts";
import { referenceName, resolveReference } from "./resolveReference.ts";

const FORMAT_SAMPLES: Record<string, string> = {
  "date-time": "2026-11-25T09:30:00.000Z",
  date: "2026-11-25",
  email: "name@example.com",
  uuid: "0199a3c2-5b1e-7c4d-9f10-2b3c4d5e6f70",
  uri: "https://example.com",
};

function firstNamedExample(
  document: OpenApiDocument,
  examples: Record<string, MaybeReference<ExampleObject>> | undefined,
): unknown {
  const [first] = Object.values(examples ?? {});
  return first === undefined ? undefined : resolveReference(document, first).value;
}

/**
 * A value a schema accepts: the example it gives, else one built from its type (every property of an
 * object, one item of an array). For documents whose schema has no example of its own.
 */
export function schemaExample(
  document: OpenApiDocument,
  schema: SchemaObject,
  open: ReadonlySet<string> = new Set(),
): unknown {
  if (schema.$ref) {
    const name = referenceName(schema.$ref);
    if (open.has(name)) return undefined;
    const { $ref, ...siblings } = schema;
    const target = resolveReference<SchemaObject>(document, { $ref });
    return schemaExample(document, { ...target, ...siblings }, new Set([...open, name]));
  }
  const given = schema.example ?? schema.examples?.[0] ?? schema.const ?? schema.default ?? schema.enum?.[0];
  if (given !== undefined) return given;
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (variant) return schemaExample(document, variant, open);
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((member) => schemaExample(document, member, open))) as unknown;
  }
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== "null") : schema.type;
  if (type === "object" || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, property]) => [
        name,
        schemaExample(document, property, open),
      ]),
    );
  }
  if (type === "array" || schema.items) {
    const item = schemaExample(document, schema.items ?? {}, open);
    return item === undefined ? [] : [item];
  }
  if (type === "integer" || type === "number") return schema.minimum ?? 0;
  if (type === "boolean") return true;
  if (type === "string") return FORMAT_SAMPLES[schema.format ?? ""] ?? "string";
  return type === "null" ? null : undefined;
}

/** The example of a media type: its `example`, the first of its `examples`, or one built from its schema. */
export function mediaTypeExample(document: OpenApiDocument, media: MediaTypeObject): unknown {
  return (
    media.example ??
    firstNamedExample(document, media.examples) ??
    (media.schema ? schemaExample(document, media.schema) : undefined)
  );
}

/** An example as the page prints it: text as it is, anything else as indented JSON. */
export function formatExample(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value, null, 2);
}
