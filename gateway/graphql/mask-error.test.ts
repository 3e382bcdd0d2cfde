import { GraphQLError } from "graphql";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { createMaskError } from "./mask-error.ts";

describe("masking unexpected GraphQL errors", () => {
  it("keeps the original error and its stack out of the answer, even when Yoga thinks it is in development", () => {
    const maskError = createMaskError(pino({ level: "silent" }));
    const original = new Error('relation "secret_table" does not exist');
    const masked = maskError(
      new GraphQLError(original.message, { originalError: original }),
      "Unexpected error.",
      true,
    );
    expect(JSON.parse(JSON.stringify(masked))).toEqual({
      message: "Unexpected error.",
      extensions: { code: "INTERNAL_SERVER_ERROR", unexpected: true },
    });
  });
});
