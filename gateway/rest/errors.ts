import type { NextFunction, Request, Response } from "express";
import { DomainError, ValidationError, type DomainErrorCode } from "../../schema/errors.ts";
import { sendError, type ErrorAnswer } from "../problem-details.ts";

const STATUS_BY_CODE: Record<DomainErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  WORKSPACE_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

/** What body-parser attaches to the errors it raises for unreadable bodies. */
type BodyParserError = Error & { type?: string; status?: number };

function bodyParserAnswer(error: BodyParserError): ErrorAnswer | undefined {
  switch (error.type) {
    case "entity.parse.failed":
      return { status: 400, message: "Malformed JSON body", code: "BAD_USER_INPUT" };
    case "entity.too.large":
      return { status: 413, message: "Request body is too large", code: "PAYLOAD_TOO_LARGE" };
    case "encoding.unsupported":
    case "charset.unsupported":
      return { status: 415, message: "Unsupported request body encoding", code: "UNSUPPORTED_MEDIA_TYPE" };
    default:
      return undefined;
  }
}

function domainAnswer(error: DomainError): ErrorAnswer {
  const fieldErrors = error instanceof ValidationError ? error.fieldErrors : undefined;
  return { status: STATUS_BY_CODE[error.code], message: error.message, code: error.code, fieldErrors };
}

/** The REST facade's one error mapper: plain text, or problem details for clients that ask for them. */
export function restErrorHandler(error: unknown, req: Request, res: Response, _next: NextFunction) {
  const answer = error instanceof DomainError ? domainAnswer(error) : bodyParserAnswer(error as BodyParserError);
  if (answer) {
    sendError(req, res, answer);
    return;
  }
  req.log.error({ err: error }, "unexpected error in a REST request");
  sendError(req, res, { status: 500, message: "Internal server error", code: "INTERNAL" });
}

export function restNotFound(req: Request, res: Response) {
  sendError(req, res, { status: 404, message: "Not found", code: "NOT_FOUND" });
}
