import { GraphQLError } from "graphql";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { NotFoundError, ValidationError } from "#core/errors.ts";
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

  // Yoga logs, as a server error with its stack, every error the mask does not return as it is.
  it("returns a domain error as it is, with its code (and a validation error's fields) added", () => {
    const maskError = createMaskError(pino({ level: "silent" }));
    const notFound = new GraphQLError("Deal not found", { originalError: new NotFoundError("Deal not found") });
    const invalid = new GraphQLError("Name is required", {
      originalError: new ValidationError("Name is required", [{ field: "name", message: "Name is required" }]),
    });
    const answers = [maskError(notFound, "Unexpected error.", false), maskError(invalid, "Unexpected error.", false)];
    expect(answers).toEqual([notFound, invalid]);
    expect(answers.map((answer) => answer === notFound || answer === invalid)).toEqual([true, true]);
    expect(answers.map((answer) => JSON.parse(JSON.stringify(answer)))).toEqual([
      { message: "Deal not found", extensions: { code: "NOT_FOUND" } },
      {
        message: "Name is required",
        extensions: { code: "BAD_USER_INPUT", errors: [{ field: "name", message: "Name is required" }] },
      },
    ]);
  });
});
