import { describe, expect, it } from "vitest";
import { validateRegistration } from "./validateRegistration.ts";

describe("validateRegistration", () => {
  it("rejects passwords that do not match", () => {
    expect(validateRegistration({ password: "secret1", confirmPassword: "secret2" })).toBe("Passwords do not match");
  });

  it("reports a mismatch before a short password", () => {
    expect(validateRegistration({ password: "abc", confirmPassword: "abd" })).toBe("Passwords do not match");
  });

  it("rejects a password shorter than 6 characters", () => {
    expect(validateRegistration({ password: "abcde", confirmPassword: "abcde" })).toBe(
      "Password must be at least 6 characters",
    );
  });

  it("accepts matching passwords of exactly 6 characters", () => {
    expect(validateRegistration({ password: "abcdef", confirmPassword: "abcdef" })).toBeNull();
  });
});
