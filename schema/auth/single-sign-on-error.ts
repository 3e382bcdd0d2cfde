import { DomainError, type DomainErrorCode } from "#core/errors.ts";
import { SINGLE_SIGN_ON_PROBLEMS, type SingleSignOnProblem } from "./single-sign-on.text.ts";

const CODES: Record<SingleSignOnProblem, DomainErrorCode> = {
  not_configured: "NOT_FOUND",
  unavailable: "UNAVAILABLE",
  expired: "UNAUTHENTICATED",
  failed: "UNAUTHENTICATED",
  denied: "UNAUTHENTICATED",
  no_email: "FORBIDDEN",
  email_taken_unverified: "FORBIDDEN",
  creation_off: "FORBIDDEN",
  verify_email: "FORBIDDEN",
  account_disabled: "FORBIDDEN",
  site_admin: "FORBIDDEN",
  required: "SINGLE_SIGN_ON_REQUIRED",
};

/**
 * A single sign-on that signed nobody in, with its reason: GraphQL answers the reason's text (and code),
 * the browser's callback route sends the person to /login?sso_error=<reason>, which shows the same text.
 */
export class SingleSignOnError extends DomainError {
  readonly reason: SingleSignOnProblem;

  constructor(reason: SingleSignOnProblem) {
    super(CODES[reason], SINGLE_SIGN_ON_PROBLEMS[reason]);
    this.reason = reason;
  }
}
