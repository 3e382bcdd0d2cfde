import { z } from "zod";
import type { RestRoute } from "../route.ts";

const WELL_KNOWN_FORMATS = new Set(["uuid", "date-time"]);

export type SchemaRef = (schema: z.ZodType) => { $ref: string };

function pascalCase(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * Every request and answer schema of the routes as `components.schemas`, converted by zod's own JSON
 * Schema output in one pass so a schema used twice (a customer in a list and alone) is one component
 * referenced twice. A schema's `title` meta names it; else the first operation using it does.
 */
export function componentSchemas(routes: readonly RestRoute[], named: Record<string, z.ZodType>) {
  const registry = z.registry<{ id: string }>();
  const add = (schema: z.ZodType, fallbackId: string) => {
    if (registry.has(schema)) return;
    const title = schema.meta()?.title;
    registry.add(schema, { id: typeof title === "string" ? title : fallbackId });
  };
  for (const [id, schema] of Object.entries(named)) add(schema, id);
  for (const route of routes) {
    if (route.body) add(route.body, `${pascalCase(route.operationId)}Request`);
    add(route.answer.schema, `${pascalCase(route.operationId)}Response`);
  }
  const ref: SchemaRef = (schema) => ({ $ref: `#/components/schemas/${registry.get(schema)?.id}` });
  const schemas = () => {
    const converted = z.toJSONSchema(registry, {
      io: "input",
      uri: (id) => `#/components/schemas/${id}`,
      override: ({ zodSchema, jsonSchema }) => {
        // Dates reach the JSON API as ISO strings.
        if (zodSchema._zod.def.type === "date") Object.assign(jsonSchema, { type: "string", format: "date-time" });
        // The format says it; zod's long pattern for it would only bury the field on the reference page.
        if (WELL_KNOWN_FORMATS.has(String(jsonSchema.format))) delete jsonSchema.pattern;
      },
      unrepresentable: "any",
    }).schemas;
    return Object.fromEntries(
      Object.entries(converted).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => [id, schema]),
    );
  };
  return { schemas, ref };
}
