import type { JsonSchemaType, OpenApiDocument, SchemaObject } from "./openApiDocument.ts";
import { referenceName, resolveReference } from "./resolveReference.ts";
import { schemaConstraints } from "./schemaConstraints.ts";

/** A schema as the reference shows it: a type in words, its facts, and the fields inside it. */
export type SchemaNode = {
  /** "string (date-time)", "Customer", "array of Customer", "string or null", "one of" … */
  type: string;
  description?: string;
  /** The allowed values (an enum, or a constant), as written in JSON. */
  allowedValues: string[];
  constraints: string[];
  /** The properties of an object, or of an array's items. */
  fields: SchemaField[];
  /** The alternatives of a oneOf or anyOf (null aside: it makes the type "… or null"). */
  variants: SchemaNode[];
  /** A named schema already open further up: its fields are not repeated (a recursive type). */
  recursive: boolean;
};

export type SchemaField = { name: string; required: boolean; schema: SchemaNode };

const isNullSchema = (schema: SchemaObject) => schema.type === "null";

function typesOf(schema: SchemaObject): JsonSchemaType[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties || schema.additionalProperties) return ["object"];
  if (schema.items) return ["array"];
  return [];
}

/** allOf's members read as one schema: their properties and required names together. */
function mergeAllOf(document: OpenApiDocument, schema: SchemaObject): SchemaObject {
  const { allOf, ...rest } = schema;
  if (!allOf) return schema;
  return allOf
    .map((member) => mergeAllOf(document, resolveReference(document, member)))
    .reduce<SchemaObject>(
      (merged, member) => ({
        ...member,
        ...merged,
        properties: { ...merged.properties, ...member.properties },
        required: [...(merged.required ?? []), ...(member.required ?? [])],
      }),
      rest,
    );
}

function formatValue(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

function withNull(type: string, nullable: boolean): string {
  return nullable ? `${type} or null` : type;
}

/**
 * Reads a (possibly $ref'd) schema into a tree the schema viewer renders. `open` holds the named
 * schemas being described further up, so a recursive schema stops at its second appearance.
 */
export function describeSchema(
  document: OpenApiDocument,
  schema: SchemaObject,
  open: ReadonlySet<string> = new Set(),
): SchemaNode {
  const { $ref, ...siblings } = schema;
  if ($ref) {
    const name = referenceName($ref);
    const target = resolveReference<SchemaObject>(document, { $ref });
    if (open.has(name)) {
      const facts = { description: target.description, allowedValues: [], constraints: [] };
      return { ...facts, type: name, fields: [], variants: [], recursive: true };
    }
    const node = describeSchema(document, { ...target, ...siblings }, new Set([...open, name]));
    const namedObject = typesOf(target).includes("object") && node.fields.length > 0;
    return namedObject ? { ...node, type: node.type.replace(/^object/, name) } : node;
  }

  const merged = mergeAllOf(document, siblings);
  const alternatives = merged.oneOf ?? merged.anyOf ?? [];
  const nullable = typesOf(merged).includes("null") || alternatives.some((alternative) => isNullSchema(alternative));
  const variants = alternatives.filter((alternative) => !isNullSchema(alternative));
  const facts = {
    description: merged.description,
    allowedValues: (merged.const !== undefined ? [merged.const] : (merged.enum ?? []))
      .filter((value) => value !== null)
      .map(formatValue),
    constraints: schemaConstraints(merged),
    recursive: false,
  };

  if (variants.length === 1 && variants[0]) {
    const only = describeSchema(document, variants[0], open);
    return { ...only, type: withNull(only.type, nullable), description: facts.description ?? only.description };
  }
  if (variants.length > 1) {
    const described = variants.map((variant) => describeSchema(document, variant, open));
    return { ...facts, type: withNull("one of", nullable), fields: [], variants: described };
  }

  const types = typesOf(merged).filter((type) => type !== "null");
  if (types.length === 1 && types[0] === "array") {
    const items = describeSchema(document, merged.items ?? {}, open);
    return {
      ...facts,
      type: withNull(`array of ${items.type}`, nullable),
      allowedValues: items.allowedValues,
      fields: items.fields,
      variants: items.variants,
      recursive: items.recursive,
    };
  }
  if (types.length === 1 && types[0] === "object") {
    const fields = Object.entries(merged.properties ?? {}).map(([name, property]) => ({
      name,
      required: merged.required?.includes(name) ?? false,
      schema: describeSchema(document, property, open),
    }));
    const values = typeof merged.additionalProperties === "object" ? merged.additionalProperties : null;
    const type = fields.length === 0 && values ? `map of ${describeSchema(document, values, open).type}` : "object";
    return { ...facts, type: withNull(type, nullable), fields, variants: [] };
  }
  const base = types.length === 0 ? "any" : types.join(" or ");
  const type = merged.format ? `${base} (${merged.format})` : base;
  return { ...facts, type: withNull(type, nullable), fields: [], variants: [] };
}
