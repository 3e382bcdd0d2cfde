import { GraphQLError } from "graphql";
import { maskError as yogaMaskError } from "graphql-yoga";
import type { Logger } from "pino";
import { DomainError } from "../../schema/errors.ts";

/**
 * Domain errors reach the client with their message and a code; GraphQL's own errors (syntax,
 * validation) pass as they are; anything else is logged and masked.
 */
export function createMaskError(log: Logger) {
  return (error: unknown, message: string, isDev?: boolean): Error => {
    if (error instanceof GraphQLError) {
      const original = error.originalError;
      if (original instanceof DomainError) {
        return new GraphQLError(original.message, {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          path: error.path,
          extensions: { code: original.code },
        });
      }
      if (!original || original instanceof GraphQLError) return error;
    }
    log.error({ err: error }, "unexpected error in a GraphQL operation");
    return yogaMaskError(error, message, isDev);
  };
}
