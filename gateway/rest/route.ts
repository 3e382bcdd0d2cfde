import type { Request } from "express";
import type { z } from "zod";
import type { Context } from "#core/context.ts";
import { parseInput } from "#core/validation.ts";
import type { PathParam } from "./answers.ts";
import type { ApiTag } from "./openapi/tags.ts";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/**
 * Who may call a route, stated in the document with the errors it brings: anyone; anyone signed in
 * (cookie or API key); a person signed in with the cookie (never an API key); a workspace member
 * (cookie or API key); the site administrator. The service the route calls checks it.
 */
export type RouteAccess = "public" | "user" | "session" | "workspace" | "admin";

export type RouteAnswer = {
  status: number;
  description: string;
  /** The body's schema, for `mediaType` (JSON unless said otherwise). */
  schema: z.ZodType;
  example: unknown;
  mediaType?: string;
};

/**
 * Example messages of the errors a route answers itself, by status; access, query and body add their
 * own. A body with required fields needs no 400: the document shows what an empty body gets.
 */
export type RouteErrors = Partial<Record<400 | 401 | 403 | 404 | 409 | 429 | 503, string>>;

/** A JSON answer. */
export type JsonResult = { status: number; body: unknown };

/** A file made as the client takes it (CSV lists, the workspace's zip), sent as an attachment. */
export type StreamResult = {
  status: number;
  stream: AsyncIterable<Uint8Array | string>;
  contentType: string;
  filename: string;
};

/** A redirect the browser follows (single sign-on's start and callback): its status, with a Location. */
export type RedirectResult = { status: 302; location: string };

/** What a handler returns; the runner sends it (see route-runner.ts). */
export type RouteResult = JsonResult | StreamResult | RedirectResult;

export function ok(body: unknown): JsonResult {
  return { status: 200, body };
}

export function created(body: unknown): JsonResult {
  return { status: 201, body };
}

export function redirect(location: string): RedirectResult {
  return { status: 302, location };
}

/** The document's answer of a route that redirects: 302, with a short text naming where to. */
export const REDIRECT_ANSWER_TEXT = "Redirecting to ";

/** What a handler is given: the caller's context, the path's `:params`, the parsed query and the JSON body. */
export type RouteRequest<Query> = {
  ctx: Context;
  params: Request["params"];
  query: Query;
  body: unknown;
};

type Handler<Query> = (request: RouteRequest<Query>) => RouteResult | Promise<RouteResult>;

type Declaration = {
  method: HttpMethod;
  /** Express path under `/api`: `/customers/:id`. */
  path: string;
  operationId: string;
  tag: ApiTag;
  summary: string;
  description: string;
  access: RouteAccess;
  /**
   * Whether the route writes, so the caller's writes are remembered before it answers (see afterWrites):
   * by default every method but GET does. A GET that writes (following an e-mailed link) says so.
   */
  writes?: boolean;
  /** The path's `:params`. */
  params?: Record<string, PathParam>;
  /** The JSON body: the same zod schema the service validates it with. */
  body?: z.ZodType;
  /** The body's example, where the answer's example does not hold its fields. */
  bodyExample?: unknown;
  /**
   * A body larger than MAX_REQUEST_BODY (bytes) that this route reads: only once its access check
   * passed, so an anonymous caller never gets a large body parsed.
   */
  bodyLimit?: number;
  answer: RouteAnswer;
  errors?: RouteErrors;
};

/** A route with query parameters, each a string schema (first value of a repeated one). */
type QueryDefinition<Query extends z.ZodObject> = Declaration & {
  query: Query;
  queryCheckedBy?: undefined;
  handler: Handler<z.output<Query>>;
};

type PlainDefinition = Declaration & {
  query?: undefined;
  queryCheckedBy?: undefined;
  handler: Handler<Record<string, never>>;
};

/** A query as it comes: the first value of each parameter, as text. */
export type QueryText = Record<string, string | undefined>;

/**
 * A route whose service checks the query: `query` declares the parameters for the OpenAPI document
 * only (it is never parsed); the handler turns their text into the service's input and names the
 * service's problems by the parameters (see withRestNames in list-params.ts).
 */
type ServiceCheckedDefinition = Declaration & {
  query: z.ZodObject;
  queryCheckedBy: "service";
  handler: Handler<QueryText>;
};

/** The request as the runner hands it over: the query's first values, not yet parsed. */
export type RawRouteRequest = RouteRequest<QueryText>;

/** A route as the router mounts it and the OpenAPI document describes it: one declaration for both. */
export type RestRoute = Omit<Declaration, "writes"> & {
  query?: z.ZodObject;
  writes: boolean;
  /** Parses the query and runs the handler. */
  run(request: RawRouteRequest): Promise<RouteResult>;
};

/** A route with a query: the handler gets it parsed by the route's own schema. */
export function defineRoute<Query extends z.ZodObject>(definition: QueryDefinition<Query>): RestRoute;
/** A route whose query its service checks: the handler gets the query's text. */
export function defineRoute(definition: ServiceCheckedDefinition): RestRoute;
/** A route without query parameters. */
export function defineRoute(definition: PlainDefinition): RestRoute;
export function defineRoute(
  definition: QueryDefinition<z.ZodObject> | ServiceCheckedDefinition | PlainDefinition,
): RestRoute {
  const { handler: _handler, writes, queryCheckedBy: _checkedBy, ...declaration } = definition;
  return {
    ...declaration,
    writes: writes ?? definition.method !== "get",
    run: runnerOf(definition),
  };
}

function runnerOf(
  definition: QueryDefinition<z.ZodObject> | ServiceCheckedDefinition | PlainDefinition,
): RestRoute["run"] {
  if (definition.query === undefined) {
    const { handler } = definition;
    return async (request) => handler({ ...request, query: {} });
  }
  if (definition.queryCheckedBy === "service") {
    const { handler } = definition;
    return async (request) => handler(request);
  }
  const { query, handler } = definition;
  return async (request) => handler({ ...request, query: parseInput(query, request.query) });
}
