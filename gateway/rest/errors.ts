import type { NextFunction, Request, Response } from "express";
import { DomainError, type DomainErrorCode } from "../../schema/errors.ts";

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

function bodyParserMessage(error: BodyParserError): string | undefined {
  switch (error.type) {
    case "entity.parse.failed":
      return "Malformed JSON body";
    case "entity.too.large":
      return "Request body is too large";
    case "encoding.unsupported":
    case "charset.unsupported":
      return "Unsupported request body encoding";
    default:
      return undefined;
  }
}

/** The REST facade's one error mapper: plain-text bodies, which the legacy client shows as they are. */
export function restErrorHandler(error: unknown, req: Request, res: Response, _next: NextFunction) {
  if (error instanceof DomainError) {
    res.status(STATUS_BY_CODE[error.code]).type("text/plain").send(error.message);
    return;
  }
  const bodyError = error as BodyParserError;
  const message = bodyParserMessage(bodyError);
  if (message) {
    res
      .status(bodyError.status ?? 400)
      .type("text/plain")
      .send(message);
    return;
  }
  req.log.error({ err: error }, "unexpected error in a REST request");
  res.status(500).type("text/plain").send("Internal server error");
}

export function restNotFound(_req: Request, res: Response) {
  res.status(404).type("text/plain").send("Not found");
}
