import type { GraphQLError } from "graphql";
import { maskError as yogaMaskError, type MaskError } from "graphql-yoga";
import type { Logger } from "pino";
import { DomainError, RateLimitedError, ValidationError } from "#core/errors.ts";

/**
 * Recognised by name rather than instanceof: a test runner may load graphql twice (ESM and CJS
 * builds), and an error from the other copy must still be treated as a GraphQL error.
 */
function isGraphqlError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === "GraphQLError";
}

/**
 * Domain errors reach the client with their message and a code; GraphQL's own errors (syntax,
 * validation) pass as they are; anything else is logged and masked. Masked in development too: Yoga
 * would attach the original error and its stack there, and whether a server runs "in development"
 * must never decide what a client sees.
 */
export function createMaskError(log: Logger): MaskError {
  return (error, message) => {
    if (isGraphqlError(error)) {
      const original = error.originalError;
      if (original instanceof DomainError) {
        // The same error, its code added: Yoga logs every error its mask replaces as a server error,
        // and a refused request (not found, invalid input) is not one.
        Object.assign(error.extensions, {
          code: original.code,
          // Every invalid field, as REST's problem details name them.
          ...(original instanceof ValidationError ? { errors: original.fieldErrors } : {}),
          // The seconds to wait, as REST's Retry-After says them.
          ...(original instanceof RateLimitedError && original.retryAfterSeconds !== undefined
            ? { retryAfter: original.retryAfterSeconds }
            : {}),
        });
        return error;
      }
      if (!original || isGraphqlError(original)) return error;
    }
    log.error({ err: error }, "unexpected error in a GraphQL operation");
    return yogaMaskError(error, message, false);
  };
}
