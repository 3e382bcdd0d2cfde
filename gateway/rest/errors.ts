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

function domainAnswer(error: DomainError): ErrorAnswer {
  const fieldErrors = error instanceof ValidationError ? error.fieldErrors : undefined;
  return { status: STATUS_BY_CODE[error.code], message: error.message, code: error.code, fieldErrors };
}

/**
 * Maps the domain's errors: plain text, or problem details for clients that ask for them. Any other
 * error goes on to the app's final handler, which answers it in the same shapes.
 */
export function restErrorHandler(error: unknown, req: Request, res: Response, next: NextFunction) {
  if (!(error instanceof DomainError)) return next(error);
  sendError(req, res, domainAnswer(error));
}

export function restNotFound(req: Request, res: Response) {
  sendError(req, res, { status: 404, message: "Not found", code: "NOT_FOUND" });
}
