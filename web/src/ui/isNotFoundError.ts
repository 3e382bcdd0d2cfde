import { CombinedGraphQLErrors } from "@apollo/client";

/** True when the server said the requested record does not exist (a deleted record, a mistyped id). */
export function isNotFoundError(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.extensions?.code === "NOT_FOUND");
}
