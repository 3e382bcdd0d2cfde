import { MALFORMED_URL, UNDECODABLE_BODY } from "#gateway/final-error-handler.ts";
import { JSON_BODY_REQUIRED } from "#gateway/security.ts";
import { checkAnswerAgainstDocument, matchPath, openApiDocument } from "#tests/support/openapi-contract.ts";
import type { FuzzAnswer, FuzzRequest } from "./http-client.ts";

/** Yoga's mask for an error it was not allowed to show: the sign of an unexpected exception. */
const MASKED = "Unexpected error.";

/** What an internal error looks like when it leaks: our masks, Prisma, PostgreSQL, JavaScript, stack frames. */
const INTERNAL =
  /Unexpected error\.|Internal server error|prisma|Invalid `|\bat .* \((file|node):.*:\d+:\d+\)|duplicate key value|violates .* constraint|syntax error at or near|invalid byte sequence|(relation|column) "[^"]*" does not exist|TypeError|ReferenceError|RangeError|Cannot read propert|is not a function|Maximum call stack/i;

type GraphqlError = { message?: unknown; path?: unknown; extensions?: { code?: unknown } };
type GraphqlBody = { data?: Record<string, unknown> | null; errors?: GraphqlError[] };

/**
 * The request's path as the router reads it: as fetch sends it (the URL parser resolves dot segments,
 * `%2e%2e` too: `/api/companies/%2e%2e/customers` is `/api/customers`), without its query, and without
 * a trailing slash (Express ignores it).
 */
function pathOf(request: FuzzRequest): string {
  return new URL(request.path, "http://fuzz.test").pathname.replace(/(.)\/$/, "$1");
}

/** How the API refuses a body, which it reads before matching a route: so for paths no route has, too. */
const BODY_REFUSALS = new Set([
  JSON_BODY_REQUIRED,
  "Malformed JSON body",
  "Request body is too large",
  "Unsupported request body encoding",
  UNDECODABLE_BODY,
]);

function documented(request: FuzzRequest): boolean {
  const template = matchPath(pathOf(request));
  return template !== undefined && openApiDocument.paths[template]?.[request.method.toLowerCase()] !== undefined;
}

/**
 * Refusals made before any route sees the request, each with its message: a URL over Node's header
 * limit (431), a broken percent-escape in the path (400), and a body refused on its way to a path
 * no route has (`PUT /api/customers/` with an empty id). The OpenAPI document does not list them.
 */
function refusedBeforeRouting(request: FuzzRequest, answer: FuzzAnswer): boolean {
  const message = restMessage(answer) ?? "";
  if (answer.status === 431 || (answer.status === 400 && message === MALFORMED_URL)) return true;
  return BODY_REFUSALS.has(message) && !documented(request);
}

/** The message a REST error answer carries: its text, or its problem's `detail`. */
function restMessage(answer: FuzzAnswer): string | undefined {
  if (answer.contentType === "text/plain") return answer.text;
  const detail = (answer.json as { detail?: unknown } | undefined)?.detail;
  return typeof detail === "string" ? detail : undefined;
}

/** What is wrong with a REST answer: a 5xx, an error without a clear message, or an answer the document does not list. */
export function restProblems(request: FuzzRequest, answer: FuzzAnswer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  if (answer.status >= 400) {
    const message = restMessage(answer);
    if (!message?.trim()) problems.push(`answered ${answer.status} without a message`);
    else if (INTERNAL.test(message)) problems.push(`answered ${answer.status} with an internal message: ${message}`);
  }
  if (refusedBeforeRouting(request, answer)) return problems;
  try {
    checkAnswerAgainstDocument({
      method: request.method,
      path: pathOf(request),
      status: answer.status,
      mediaType: answer.contentType,
      body: answer.json ?? answer.text,
    });
  } catch (error) {
    problems.push((error as Error).message);
  }
  return problems;
}

/** The GraphQL answer's body, when it is one. */
export function graphqlBody(answer: FuzzAnswer): GraphqlBody | undefined {
  const body = answer.json;
  return body && typeof body === "object" && !Array.isArray(body) ? (body as GraphqlBody) : undefined;
}

/**
 * What is wrong with a GraphQL answer: a 5xx, something other than a GraphQL result, or an error that is
 * masked, internal or without a message. An error raised while executing (it has a `path`) must carry
 * a code, as every domain error does.
 */
export function graphqlProblems(answer: FuzzAnswer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  // Refused by the gateway before GraphQL (a URL or body over its limit, a body it cannot read): an
  // error as REST answers it, with a message.
  if (answer.contentType === "text/plain" || answer.contentType === "application/problem+json") {
    const message = restMessage(answer);
    if (!message?.trim() || INTERNAL.test(message)) problems.push(`answered ${answer.status} without a clear message`);
    return problems;
  }
  const body = graphqlBody(answer);
  if (!body) return [...problems, `answered ${answer.status} ${answer.contentType} that is not a GraphQL result`];
  if (!body.errors && body.data === undefined) problems.push("answered neither data nor errors");
  for (const error of body.errors ?? []) {
    const message = typeof error.message === "string" ? error.message : "";
    if (!message.trim()) problems.push("an error without a message");
    else if (message === MASKED || INTERNAL.test(message)) problems.push(`an internal error: ${message}`);
    else if (error.path !== undefined && typeof error.extensions?.code !== "string") {
      problems.push(`an execution error without a code: ${message}`);
    }
  }
  return problems;
}

/** Whether GraphQL refused the operation: errors, and no answer for its root field. */
export function graphqlRejected(answer: FuzzAnswer, field: string | undefined): boolean {
  const body = graphqlBody(answer);
  if (!body?.errors?.length) return answer.status >= 400;
  return field === undefined || body.data?.[field] === undefined || body.data[field] === null;
}

/** Whether body-parser's strict JSON refuses the body: not JSON, or JSON that is not an object or array (a BOM is dropped). */
function strictlyInvalidJson(body: string): boolean {
  const text = body.replace(/^\uFEFF/, "");
  if (!/^[ \t\n\r]*[[{]/.test(text)) return true;
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}

/**
 * For a raw body sent to a REST write, the answer certain invalid input must get: a body that is not
 * labelled JSON is 415, and one labelled JSON that no parser reads is 400 "Malformed JSON body".
 */
export function expectedRawAnswer(
  body: string | Uint8Array | undefined,
  contentType: string | undefined,
  encoding: string | undefined,
  limit: number,
): { status: number; message: string } | undefined {
  if (body === undefined || body.length === 0) return undefined;
  const effectiveType = contentType ?? (typeof body === "string" ? "text/plain" : "");
  if (effectiveType.split(";")[0]?.trim().toLowerCase() !== "application/json") {
    return { status: 415, message: JSON_BODY_REQUIRED };
  }
  const plain = contentType === "application/json" && encoding === undefined && typeof body === "string";
  if (plain && Buffer.byteLength(body) <= limit && strictlyInvalidJson(body)) {
    return { status: 400, message: "Malformed JSON body" };
  }
  return undefined;
}
