import fc from "fast-check";
import { openApiDocument } from "#tests/support/openapi-contract.ts";
import type { DomainValues } from "./domain-values.ts";
import type { Actor } from "./fuzz-world.ts";
import type { FuzzRequest } from "./http-client.ts";
import { objectFor, valueFor, type JsonSchema } from "./json-schema-values.ts";
import { anyJson, anyString, unknownKey } from "./odd-values.ts";
import { percentEncode, queryString, rawSegment } from "./url-encoding.ts";

type Parameter = { name: string; in: "query" | "path"; schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: { $ref: string } }> };
};

/** One REST operation of the OpenAPI document, as the fuzzer sends it. */
export type RestTarget = {
  label: string;
  method: string;
  template: string;
  query: Parameter[];
  body: JsonSchema | undefined;
};

const schemas = (openApiDocument as unknown as { components: { schemas: Record<string, JsonSchema> } }).components
  .schemas;

/** Every operation of the OpenAPI document, in its order. */
export const restTargets: RestTarget[] = Object.entries(openApiDocument.paths).flatMap(([template, methods]) =>
  Object.entries(methods as unknown as Record<string, Operation>).map(([method, operation]) => {
    const reference = operation.requestBody?.content["application/json"]?.schema.$ref;
    return {
      label: `${method.toUpperCase()} ${template}`,
      method: method.toUpperCase(),
      template,
      query: (operation.parameters ?? []).filter((parameter) => parameter.in === "query"),
      body: reference ? schemas[reference.split("/").pop() ?? ""] : undefined,
    };
  }),
);

/**
 * Query values are cut to this length: a URL over 16 kB never reaches a route (the HTTP server answers
 * 431, which the raw GraphQL GET requests exercise).
 */
const MAX_QUERY_VALUE = 1_000;

function text(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}

/** The query: each documented parameter or not, valid or not, sometimes repeated, plus unknown ones. */
function queryPairs(target: RestTarget, values: DomainValues): fc.Arbitrary<[string, string][]> {
  const documented = target.query.map((parameter) =>
    fc
      .tuple(
        fc.integer({ min: 0, max: 2 }),
        fc.array(fc.oneof(valueFor(parameter.schema, parameter.name, values).map(text), anyString), {
          minLength: 1,
          maxLength: 2,
        }),
      )
      .map(([presence, repeats]) =>
        presence === 0
          ? []
          : repeats.map(
              (value) => [parameter.name, percentEncode(value.slice(0, MAX_QUERY_VALUE))] as [string, string],
            ),
      ),
  );
  const unknown = fc.array(
    fc.tuple(
      fc.oneof(unknownKey.map(percentEncode), rawSegment),
      fc.oneof(
        anyString.map((value) => percentEncode(value.slice(0, MAX_QUERY_VALUE))),
        rawSegment,
      ),
    ),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...documented), unknown).map(([chosen, extra]) => [...chosen.flat(), ...extra]);
}

const pathSegment = (values: DomainValues) =>
  fc.oneof(
    { weight: 6, arbitrary: values.id.map((id) => percentEncode(String(id))) },
    { weight: 1, arbitrary: rawSegment },
  );

/** The template with each of its path parameters (`{id}`, `{companyId}`) replaced by a segment, in turn. */
function fillPath(template: string, segments: readonly string[]): string {
  let next = 0;
  return template.replace(/\{\w+\}/g, () => segments[next++ % segments.length] ?? "");
}

/** Requests for one operation: any actor, id, query and body, in plain text or as problem details. */
export function restRequests(target: RestTarget, actors: Actor[], values: DomainValues) {
  // A route without a body still reads one as JSON (an empty object, mostly).
  const body = fc.oneof(
    { weight: 12, arbitrary: target.body ? objectFor(target.body, values) : fc.constant({}) },
    { weight: 2, arbitrary: anyJson },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  return fc
    .record({
      actor: fc.constantFrom(...actors),
      segments: fc.tuple(pathSegment(values), pathSegment(values)),
      query: queryPairs(target, values),
      body,
      problem: fc.boolean(),
    })
    .map(({ actor, segments, query, body: json, problem }) => {
      const request: FuzzRequest = {
        method: target.method,
        path: `${fillPath(target.template, segments)}${queryString(query)}`,
        headers: { ...actor.headers, ...(problem ? { accept: "application/problem+json" } : {}) },
      };
      if (target.method !== "GET" && target.method !== "DELETE") {
        request.headers["content-type"] = "application/json";
        request.body = json === undefined ? undefined : JSON.stringify(json);
      }
      return { actor, request };
    });
}
