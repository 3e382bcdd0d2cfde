import { describe, expect, it } from "vitest";
import { schemaConstraints } from "./schemaConstraints.ts";

describe("schemaConstraints", () => {
  it("words lengths, bounds, item counts and the default", () => {
    expect(schemaConstraints({ type: "string", minLength: 1, maxLength: 200 })).toEqual(["1 to 200 characters"]);
    expect(schemaConstraints({ type: "integer", minimum: 1, maximum: 200, default: 50 })).toEqual([
      "1 to 200",
      "default: 50",
    ]);
    expect(schemaConstraints({ type: "array", minItems: 1 })).toEqual(["at least 1 item"]);
    expect(schemaConstraints({ type: "string", maxLength: 40, default: "lead" })).toEqual([
      "at most 40 characters",
      'default: "lead"',
    ]);
    expect(schemaConstraints({ type: "string", minLength: 2, maxLength: 2 })).toEqual(["exactly 2 characters"]);
  });

  it("says nothing of a schema without limits, nor of the safe-integer bounds zod gives every integer", () => {
    expect(schemaConstraints({ type: "string", format: "email" })).toEqual([]);
    expect(
      schemaConstraints({ type: "integer", minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER }),
    ).toEqual([]);
    expect(schemaConstraints({ type: "integer", minimum: 0, maximum: Number.MAX_SAFE_INTEGER })).toEqual([
      "at least 0",
    ]);
  });
});
