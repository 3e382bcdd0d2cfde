/**
 * Domain errors. Services throw these; each transport maps them once (gateway/rest/errors.ts for REST,
 * gateway/graphql/mask-error.ts for GraphQL), so a message reads the same whichever way it is asked.
 */
export type DomainErrorCode =
  | "BAD_USER_INPUT"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "WORKSPACE_REQUIRED"
  | "TWO_FACTOR_REQUIRED"
  | "SINGLE_SIGN_ON_REQUIRED"
  | "NOT_FOUND"
  | "CONFLICT"
  | "RATE_LIMITED"
  | "UNAVAILABLE";

export class DomainError extends Error {
  readonly code: DomainErrorCode;

  constructor(code: DomainErrorCode, message: string) {
    super(message);
    this.code = code;
    this.name = new.target.name;
  }
}

/** One invalid field of an input, with the message its form shows; `field` is the path, dotted (`rows.3.email`). */
export type FieldError = { field: string; message: string };

export class ValidationError extends DomainError {
  /** Every invalid field, first failed rule each; `message` is the first of them (or a rule on the whole input). */
  readonly fieldErrors: readonly FieldError[];

  constructor(message: string, fieldErrors: readonly FieldError[] = []) {
    super("BAD_USER_INPUT", message);
    this.fieldErrors = fieldErrors;
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = "Not signed in") {
    super("UNAUTHENTICATED", message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = "Not allowed") {
    super("FORBIDDEN", message);
  }
}

/** Signed in, but with no workspace to work in (never had one, was removed, or it was deleted). */
export class WorkspaceRequiredError extends DomainError {
  constructor(message: string) {
    super("WORKSPACE_REQUIRED", message);
  }
}

/**
 * Signed in, but the workspace (or, for the site admin, the site) requires a second factor the person
 * has not set up yet: its data stays closed until they do (Settings → Security).
 */
export class TwoFactorRequiredError extends DomainError {
  constructor(message: string) {
    super("TWO_FACTOR_REQUIRED", message);
  }
}

/**
 * Signed in, but not with single sign-on, which the workspace requires: its data stays closed until the
 * person signs in with it.
 */
export class SingleSignOnRequiredError extends DomainError {
  constructor(message: string) {
    super("SINGLE_SIGN_ON_REQUIRED", message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = "Not found") {
    super("NOT_FOUND", message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super("CONFLICT", message);
  }
}

export class RateLimitedError extends DomainError {
  /** How long to wait before trying again, when known: REST sends it as Retry-After, GraphQL as `retryAfter`. */
  readonly retryAfterSeconds: number | undefined;

  constructor(message = "Too many attempts. Please try again later.", retryAfterSeconds?: number) {
    super("RATE_LIMITED", message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class UnavailableError extends DomainError {
  constructor(message: string) {
    super("UNAVAILABLE", message);
  }
}
