import { CombinedGraphQLErrors, ServerError } from "@apollo/client";
import { describe, expect, it } from "vitest";
import { isNotFoundError } from "./isNotFoundError.ts";

function graphqlError(code: string | undefined) {
  return new CombinedGraphQLErrors({
    errors: [{ message: "Customer not found", extensions: code ? { code } : {} }],
  });
}

describe("isNotFoundError", () => {
  it("recognises a GraphQL error with the NOT_FOUND code", () => {
    expect(isNotFoundError(graphqlError("NOT_FOUND"))).toBe(true);
  });

  it("does not take other GraphQL errors for a missing record", () => {
    expect(isNotFoundError(graphqlError("FORBIDDEN"))).toBe(false);
    expect(isNotFoundError(graphqlError(undefined))).toBe(false);
  });

  it("does not take a failed request or a missing error for a missing record", () => {
    const response = new Response("Bad gateway", { status: 502 });
    expect(isNotFoundError(new ServerError("Bad gateway", { response, bodyText: "Bad gateway" }))).toBe(false);
    expect(isNotFoundError(undefined)).toBe(false);
  });
});
