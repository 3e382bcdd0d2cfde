import { STATUS_CODES } from "node:http";
import type { Request, Response } from "express";
import { z } from "zod";
import type { DomainError } from "#core/errors.ts";
import { RateLimitedError, ValidationError, type DomainErrorCode, type FieldError } from "#core/errors.ts";

export const PROBLEM_JSON = "application/problem+json";

/** RFC 9457 problem details, as every `/api` error reads to a client that asks for them. */
export const problemSchema = z
  .strictObject({
    type: z.string().meta({ description: "`about:blank`: the status says what went wrong (RFC 9457)." }),
    title: z.string().meta({ description: "The status's standard phrase." }),
    status: z.int(),
    detail: z.string().meta({ description: "The message the plain-text form sends: the first invalid field's." }),
    code: z.string().meta({ description: "What kind of error: BAD_USER_INPUT, UNAUTHENTICATED, NOT_FOUND, ..." }),
    errors: z
      .array(z.strictObject({ field: z.string(), message: z.string() }))
      .meta({ description: "Each invalid field (a nested one as a dotted path) with the message its form shows." })
      .optional(),
  })
  .meta({ title: "Problem" });

export type Problem = z.infer<typeof problemSchema>;

export type ErrorAnswer = {
  status: number;
  /** The plain-text body, and the problem's `detail`. */
  message: string;
  code: string;
  fieldErrors?: readonly FieldError[];
  /** Sent as the Retry-After header (a 429's). */
  retryAfterSeconds?: number;
};

const STATUS_BY_CODE: Record<DomainErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  WORKSPACE_REQUIRED: 403,
  TWO_FACTOR_REQUIRED: 403,
  SINGLE_SIGN_ON_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

/** A domain error as HTTP answers it, wherever it was thrown: in a route, or before one (session, API key). */
export function domainAnswer(error: DomainError): ErrorAnswer {
  const fieldErrors = error instanceof ValidationError ? error.fieldErrors : undefined;
  const retryAfterSeconds = error instanceof RateLimitedError ? error.retryAfterSeconds : undefined;
  return {
    status: STATUS_BY_CODE[error.code],
    message: error.message,
    code: error.code,
    fieldErrors,
    retryAfterSeconds,
  };
}

export function toProblem({ status, message, code, fieldErrors }: ErrorAnswer): Problem {
  return {
    type: "about:blank",
    title: STATUS_CODES[status] ?? "Error",
    status,
    detail: message,
    code,
    ...(fieldErrors ? { errors: [...fieldErrors] } : {}),
  };
}

/** Problem details only when the client's Accept header names them: the legacy client reads errors as text. */
export function wantsProblemDetails(req: Request): boolean {
  const accepted = req.accepts();
  return accepted.includes(PROBLEM_JSON);
}

/** The one way an error is answered under `/api` (and by the middleware in front of it). */
export function sendError(req: Request, res: Response, answer: ErrorAnswer) {
  res.status(answer.status);
  if (answer.retryAfterSeconds !== undefined) res.set("Retry-After", String(answer.retryAfterSeconds));
  if (wantsProblemDetails(req)) {
    res.type(PROBLEM_JSON).send(JSON.stringify(toProblem(answer)));
  } else {
    res.type("text/plain").send(answer.message);
  }
}
