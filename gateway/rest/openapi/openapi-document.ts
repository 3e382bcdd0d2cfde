import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "#core/lists/lists.rules.ts";
import { problemSchema } from "#gateway/problem-details.ts";
import { SESSION_COOKIE } from "#gateway/session.ts";
import type { RestRoute } from "../route.ts";
import { errorAnswer, errorStatuses } from "./error-answers.ts";
import { componentSchemas, type SchemaRef } from "./schemas.ts";
import { API_TAGS } from "./tags.ts";

export type DocumentOptions = {
  /** Requests per API key per hour. */
  apiRateLimit: number;
};

const SECURITY: Record<RestRoute["access"], object[] | undefined> = {
  public: undefined,
  user: [{ apiKey: [] }, { session: [] }],
  session: [{ session: [] }],
  workspace: [{ apiKey: [] }, { session: [] }],
  admin: [{ session: [] }],
};

const RATE_LIMIT_HEADERS = {
  "RateLimit-Limit": { $ref: "#/components/headers/RateLimit-Limit" },
  "RateLimit-Remaining": { $ref: "#/components/headers/RateLimit-Remaining" },
  "RateLimit-Reset": { $ref: "#/components/headers/RateLimit-Reset" },
};

const LOCATION_HEADER = { description: "Where the browser goes next.", schema: { type: "string" } };

/** `/customers/:id` as OpenAPI writes it under `/api`: `/api/customers/{id}`. */
export function documentPath(expressPath: string): string {
  return `/api${expressPath.replace(/:(\w+)/g, "{$1}")}`;
}

/** A query parameter's schema: without the dialect, and without the text pattern of one the document calls an integer. */
function parameterSchema({ $schema: _dialect, ...schema }: Record<string, unknown>) {
  if (schema.type !== "integer") return schema;
  const { pattern: _pattern, ...integer } = schema;
  return integer;
}

function parameters(route: RestRoute) {
  const inPath = Object.entries(route.params ?? {}).map(([name, { description, example }]) => ({
    name,
    in: "path",
    required: true,
    description,
    schema: { type: "string", format: "uuid" },
    example,
  }));
  const query = route.query
    ? (z.toJSONSchema(route.query, { io: "input" }) as {
        properties: Record<string, Record<string, unknown>>;
        required?: string[];
      })
    : { properties: {}, required: [] };
  const inQuery = Object.entries(query.properties).map(([name, { description, ...schema }]) => ({
    name,
    in: "query",
    required: query.required?.includes(name) ?? false,
    description,
    schema: parameterSchema(schema),
  }));
  return [...inPath, ...inQuery];
}

/** The body's example: the route's own, else the fields of its answer's example that the body takes. */
function requestExample(route: RestRoute): unknown {
  if (route.bodyExample !== undefined || !(route.body instanceof z.ZodObject)) return route.bodyExample;
  const answer = route.answer.example as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(route.body.shape).flatMap((key) => (key in answer ? [[key, answer[key]]] : [])),
  );
}

function operation(route: RestRoute, ref: SchemaRef, options: DocumentOptions) {
  const { answer } = route;
  const redirects = answer.status >= 300 && answer.status < 400;
  const responses: Record<string, unknown> = {
    [answer.status]: {
      description: answer.description,
      headers: redirects ? { ...RATE_LIMIT_HEADERS, Location: LOCATION_HEADER } : RATE_LIMIT_HEADERS,
      content: { [answer.mediaType ?? "application/json"]: { schema: ref(answer.schema), example: answer.example } },
    },
  };
  for (const status of errorStatuses(route)) {
    const error = errorAnswer(route, status, options.apiRateLimit);
    responses[status] = status === 401 ? error : { ...error, headers: { ...RATE_LIMIT_HEADERS, ...error.headers } };
  }
  return {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    description: route.description,
    ...(SECURITY[route.access] ? { security: SECURITY[route.access] } : {}),
    parameters: parameters(route),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: ref(route.body), example: requestExample(route) } },
          },
        }
      : {}),
    responses,
  };
}

function description(apiRateLimit: number) {
  return [
    "The CRM's REST API. Send `Authorization: Bearer <key>` with an API key (Settings → API keys): it acts in the key's workspace. The web app's session cookie works too.",
    `**Rate limit:** ${apiRateLimit} requests per API key per hour. Every answer to a request with a key carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`; past the limit the answer is 429 with \`Retry-After\`.`,
    `**Lists** take \`limit\` (${DEFAULT_PAGE_SIZE} by default, at most ${MAX_PAGE_SIZE}) and \`cursor\` (the previous page's \`pageInfo.endCursor\`) and answer \`{ data, pageInfo, totalCount, totalCountIsLowerBound }\`.`,
    "**Money** is integer cents next to its `currency` code; **times** are ISO 8601 in UTC.",
    "**Errors** are plain text unless the request's `Accept` header asks for `application/problem+json`: then RFC 9457 problem details, whose `errors` name each invalid field with its message.",
  ].join("\n\n");
}

/** The OpenAPI 3.1 document of every route: built from the same declarations (and zod schemas) the router mounts. */
export function buildOpenApiDocument(routes: readonly RestRoute[], options: DocumentOptions) {
  const { schemas, ref } = componentSchemas(routes, { Problem: problemSchema });
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = documentPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operation(route, ref, options) };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Bramble CRM API", version: "1.0.0", description: description(options.apiRateLimit) },
    "x-rate-limit": { requests: options.apiRateLimit, window: "1 hour", per: "API key" },
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: schemas(),
      securitySchemes: {
        apiKey: {
          type: "http",
          scheme: "bearer",
          description: "An API key of a workspace, created under Settings → API keys.",
        },
        session: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE,
          description:
            "The web app's session cookie, set by sign-in; named `__Host-bramble_session` when the app is served over https.",
        },
      },
      headers: {
        "RateLimit-Limit": { description: "Requests the key may make per hour.", schema: { type: "integer" } },
        "RateLimit-Remaining": { description: "Requests left in the current hour.", schema: { type: "integer" } },
        "RateLimit-Reset": { description: "Seconds until the allowance is full again.", schema: { type: "integer" } },
        "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "integer" } },
      },
    },
  };
}
