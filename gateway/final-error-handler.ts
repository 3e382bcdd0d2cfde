import type { NextFunction, Request, Response } from "express";
import { DomainError } from "#core/errors.ts";
import { domainAnswer, sendError, type ErrorAnswer } from "./problem-details.ts";

/** What body-parser and express.static attach to the errors they raise (and zlib to its own). */
type HttpError = Error & { type?: string; status?: number; errno?: number };

export const MALFORMED_URL = "The URL is malformed: it has an invalid percent-encoding";
export const UNDECODABLE_BODY = "Request body is not what its Content-Encoding says (gzip, deflate, br or zstd data)";

/** The client errors raised before any of our handlers runs, each with a message a person can act on. */
function clientErrorAnswer(error: HttpError): ErrorAnswer | undefined {
  switch (error.type) {
    case "entity.parse.failed":
      return { status: 400, message: "Malformed JSON body", code: "BAD_USER_INPUT" };
    case "entity.too.large":
      return { status: 413, message: "Request body is too large", code: "PAYLOAD_TOO_LARGE" };
    case "encoding.unsupported":
    case "charset.unsupported":
      return { status: 415, message: "Unsupported request body encoding", code: "UNSUPPORTED_MEDIA_TYPE" };
  }
  // zlib's refusal of a body that is not the compressed data its Content-Encoding names, which
  // body-parser passes on with status 400 and no type of its own.
  if (error.status === 400 && typeof error.errno === "number") {
    return { status: 400, message: UNDECODABLE_BODY, code: "BAD_USER_INPUT" };
  }
  // express.static's refusals: a missing asset, a path outside the web root.
  if (error.status === 404) return { status: 404, message: "Not found", code: "NOT_FOUND" };
  if (error.status === 403) return { status: 403, message: "Forbidden", code: "FORBIDDEN" };
  return undefined;
}

/**
 * The router, express.static and the API each decode the path, and each fails its own way on a broken
 * `%` sequence (Express's error page, a 500): one check in front of them all answers 400.
 */
export function rejectMalformedUrl(req: Request, res: Response, next: NextFunction) {
  try {
    decodeURIComponent(req.path);
  } catch {
    sendError(req, res, { status: 400, message: MALFORMED_URL, code: "BAD_USER_INPUT" });
    return;
  }
  next();
}

/**
 * The last handler for everything Express serves. A domain error (a route's, or one raised before the
 * routes, such as the database being away while a session or API key is looked up) gets its status and
 * message; a client error gets its message; anything else is
 * logged with the request id and answered with that id alone, whatever NODE_ENV says: a stack trace
 * or an error message can hold internals (paths, SQL, secrets) no client may see.
 */
export function finalErrorHandler(error: unknown, req: Request, res: Response, _next: NextFunction) {
  if (res.headersSent) {
    req.log.error({ err: error }, "error after the response had started");
    res.destroy();
    return;
  }
  if (error instanceof DomainError) {
    sendError(req, res, domainAnswer(error));
    return;
  }
  const answer = error instanceof Error ? clientErrorAnswer(error) : undefined;
  if (answer) {
    sendError(req, res, answer);
    return;
  }
  req.log.error({ err: error }, "unexpected error");
  sendError(req, res, {
    status: 500,
    message: `Internal server error (request id ${String(req.id)})`,
    code: "INTERNAL",
  });
}
