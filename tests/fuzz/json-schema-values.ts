import fc from "fast-check";
import type { DomainValues } from "./domain-values.ts";
import { anyJson, anyString, deeplyNested, objectOf, oddNumber, unknownKey } from "./odd-values.ts";

/** The parts of JSON Schema the OpenAPI document's request bodies and parameters use. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  maxItems?: number;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
};

function typed(schema: JsonSchema, type: string, field: string, values: DomainValues): fc.Arbitrary<unknown> {
  switch (type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
    case "number":
      return fc.oneof(
        {
          weight: 6,
          arbitrary: fc.integer({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 1_000_000, 2 ** 31) }),
        },
        { weight: 1, arbitrary: oddNumber },
      );
    case "array":
      return fc.oneof(
        { weight: 4, arbitrary: fc.array(valueFor(schema.items ?? {}, field, values), { maxLength: 4 }) },
        // Past maxItems by one: an import batch of 1,001 rows.
        {
          weight: 1,
          arbitrary: schema.maxItems
            ? valueFor(schema.items ?? {}, field, values).map((item) => Array(schema.maxItems! + 1).fill(item))
            : fc.constant([]),
        },
      );
    case "object":
      return objectFor(schema, values);
    default:
      return fc.oneof({ weight: 6, arbitrary: values.byName(field) ?? anyString }, { weight: 1, arbitrary: anyString });
  }
}

/**
 * A value for a schema: mostly one it describes (a field's value chosen from its name where that says
 * more than its type: ids, e-mail addresses, URLs, cursors), sometimes any JSON at all (wrong type,
 * huge, deeply nested).
 */
export function valueFor(schema: JsonSchema, field: string, values: DomainValues): fc.Arbitrary<unknown> {
  const described: fc.Arbitrary<unknown> = schema.enum
    ? fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...schema.enum) }, { weight: 1, arbitrary: anyString })
    : schema.anyOf
      ? fc.oneof(...schema.anyOf.map((option) => valueFor(option, field, values)))
      : fc.oneof(
          ...(Array.isArray(schema.type) ? schema.type : [schema.type ?? "string"]).map((type) =>
            typed(schema, type, field, values),
          ),
        );
  return fc.oneof({ weight: 15, arbitrary: described }, { weight: 1, arbitrary: anyJson });
}

/** An object with some of its properties (the required ones mostly there), and now and then unknown ones. */
export function objectFor(schema: JsonSchema, values: DomainValues): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const fields = properties.map(([name, property]) =>
    fc
      .tuple(fc.integer({ min: 0, max: 19 }), valueFor(property, name, values))
      .map(([roll, value]) => (roll < (required.has(name) ? 19 : 12) ? [[name, value] as const] : [])),
  );
  const extras = fc.oneof(
    { weight: 12, arbitrary: fc.constant([] as [string, unknown][]) },
    { weight: 1, arbitrary: fc.array(fc.tuple(unknownKey, fc.oneof(anyJson, deeplyNested)), { maxLength: 3 }) },
  );
  return fc.tuple(fc.tuple(...fields), extras).map(([chosen, unknown]) => objectOf([...chosen.flat(), ...unknown]));
}
