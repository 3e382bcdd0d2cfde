import { STATUS_CODES } from "node:http";
import { DATABASE_UNAVAILABLE_MESSAGE } from "#core/db/prisma-errors.ts";
import { fieldErrors } from "#core/validation.ts";
import { NO_WORKSPACE, NOT_WITH_API_KEY } from "#core/access/access.text.ts";
import { apiRateLimitExceeded, INVALID_API_KEY } from "#gateway/api-key-auth.ts";
import { PROBLEM_JSON, toProblem, type ErrorAnswer } from "#gateway/problem-details.ts";
import { JSON_BODY_REQUIRED } from "#gateway/security.ts";
import type { RestRoute } from "../route.ts";

const CODES: Record<number, string> = {
  400: "BAD_USER_INPUT",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
  503: "UNAVAILABLE",
};

const WHEN: Record<number, string> = {
  400: "Invalid input: `errors` names each invalid field with its message; `detail` is the first.",
  401: "No valid credentials: a missing, unknown or revoked API key, or no signed-in session.",
  403: "Not allowed: the caller may not do this (or, for a write from a browser, another site sent it). Code `TWO_FACTOR_REQUIRED`: the workspace (or, for the site admin, the site) requires a second factor the person has not set up yet. Code `SINGLE_SIGN_ON_REQUIRED`: the workspace requires single sign-on and this session was signed in otherwise.",
  404: "Not found: no such record in the caller's workspace (another workspace's ids included).",
  409: "Conflict with existing data.",
  413: "The request body is too large.",
  415: "A request with a body must send it as `Content-Type: application/json`.",
  429: "Too many requests: wait the seconds `Retry-After` says.",
  503: "The service cannot answer right now: the database is away, or a statement ran past its time limit and was stopped.",
};

/** The message each status answers with where the route names none of its own. */
function defaultMessage(route: RestRoute, status: number, apiRateLimit: number): string {
  switch (status) {
    case 401:
      return route.access === "public" ? INVALID_API_KEY : "Not signed in";
    case 403:
      if (route.access === "workspace") return NO_WORKSPACE;
      if (route.access === "session") return NOT_WITH_API_KEY;
      if (route.access === "admin") return "Admin access required";
      return "Cross-site request refused";
    case 413:
      return "Request body is too large";
    case 415:
      return JSON_BODY_REQUIRED;
    case 429:
      return apiRateLimitExceeded(apiRateLimit);
    case 503:
      return DATABASE_UNAVAILABLE_MESSAGE;
    default:
      return STATUS_CODES[status] ?? "Error";
  }
}

const SENDS_BODY: ReadonlySet<string> = new Set(["post", "put", "patch"]);

/**
 * The error statuses a route can answer: its own, those of a bad or throttled API key (any `/api`
 * request may carry one), of its access, of reading a JSON body, the cross-site refusal of a write,
 * and of a database that is away or stopped a statement at its time limit (any route reads it).
 */
export function errorStatuses(route: RestRoute): number[] {
  const statuses = new Set(Object.keys(route.errors ?? {}).map(Number));
  statuses.add(401).add(429).add(503);
  if (route.access !== "public" || route.method !== "get") statuses.add(403);
  // Every POST, PUT and PATCH is read as JSON, whether or not the route wants a body.
  if (SENDS_BODY.has(route.method)) statuses.add(400).add(413).add(415);
  if (route.query) statuses.add(400);
  return [...statuses].sort();
}

/** What an empty body gets, when the body has required fields: a real example of a problem naming them. */
function emptyBodyAnswer(route: RestRoute): ErrorAnswer | undefined {
  const result = route.body?.safeParse({});
  if (!result || result.success) return undefined;
  const errors = fieldErrors(result.error.issues);
  const [first] = errors;
  return first ? { status: 400, message: first.message, code: "BAD_USER_INPUT", fieldErrors: errors } : undefined;
}

/** A route's own example message for a status; for a body with required fields, what an empty one gets. */
function exampleError(route: RestRoute, status: number, apiRateLimit: number): ErrorAnswer {
  const emptyBody = status === 400 ? emptyBodyAnswer(route) : undefined;
  if (emptyBody) return emptyBody;
  const own = route.errors?.[status as keyof RestRoute["errors"]];
  return { status, message: own ?? defaultMessage(route, status, apiRateLimit), code: CODES[status] ?? "ERROR" };
}

/** The error's response object: problem details when asked for, otherwise plain text, each with an example. */
export function errorAnswer(route: RestRoute, status: number, apiRateLimit: number) {
  const answer = exampleError(route, status, apiRateLimit);
  const { message } = answer;
  const problem = toProblem(answer);
  return {
    description: WHEN[status] ?? STATUS_CODES[status] ?? "Error",
    headers: status === 429 ? { "Retry-After": { $ref: "#/components/headers/Retry-After" } } : undefined,
    content: {
      [PROBLEM_JSON]: { schema: { $ref: "#/components/schemas/Problem" }, example: problem },
      "text/plain": { schema: { type: "string" }, example: message },
    },
  };
}
