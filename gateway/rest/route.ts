import type { Request, Response } from "express";
import type { z } from "zod";
import type { PathParam } from "./answers.ts";
import type { ApiTag } from "./openapi/tags.ts";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/**
 * Who may call a route, checked before its handler runs and stated in the document with the errors it
 * brings: anyone; anyone signed in (cookie or API key); a person signed in with the cookie (never an
 * API key); a workspace member (cookie or API key); the site administrator.
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

type Definition<Query extends z.ZodObject> = {
  method: HttpMethod;
  /** Express path under `/api`: `/customers/:id`. */
  path: string;
  operationId: string;
  tag: ApiTag;
  summary: string;
  description: string;
  access: RouteAccess;
  /** The path's `:params`. */
  params?: Record<string, PathParam>;
  /** Query parameters, each a string schema; parsed before the handler runs (first value of a repeated one). */
  query?: Query;
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
  handler: (req: Request, res: Response, query: z.output<Query>) => unknown;
};

/** A route as the router mounts it and the OpenAPI document describes it: one declaration for both. */
export type RestRoute = Omit<Definition<z.ZodObject>, "handler"> & {
  handler: (req: Request, res: Response, query: Record<string, unknown>) => unknown;
};

export function defineRoute<Query extends z.ZodObject = z.ZodObject<Record<string, never>>>(
  definition: Definition<Query>,
): RestRoute {
  return definition as unknown as RestRoute;
}
