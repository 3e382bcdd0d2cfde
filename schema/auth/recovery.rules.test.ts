import { describe, expect, it } from "vitest";
import { validationMessage } from "#tests/support/validation.ts";
import { parseInput } from "#core/validation.ts";
import { emailLinkRequest, resetPasswordInput } from "./recovery.rules.ts";

describe("the e-mail link request", () => {
  it("trims the address", () => {
    expect(parseInput(emailLinkRequest, { email: " jane@example.com " })).toEqual({ email: "jane@example.com" });
  });

  it.each([
    [{}, "Email is required"],
    [{ email: "   " }, "Email is required"],
    [{ email: "jane" }, "Please enter a valid email address"],
    [{ email: `${"a".repeat(250)}@example.com` }, "Email must be at most 254 characters"],
    [null, "Email is required"],
  ])("refuses %j: %s", (input, message) => {
    expect(validationMessage(emailLinkRequest, input)).toBe(message);
  });
});

describe("the new password of a reset", () => {
  it("keeps the token and the password as given, and revokes the API keys unless told not to", () => {
    expect(parseInput(resetPasswordInput, { token: "abc", password: " secret " })).toEqual({
      token: "abc",
      password: " secret ",
      revokeApiKeys: true,
    });
    const choices = [false, true, null].map(
      (revokeApiKeys) =>
        parseInput(resetPasswordInput, { token: "abc", password: "secret1", revokeApiKeys }).revokeApiKeys,
    );
    expect(choices).toEqual([false, true, true]);
  });

  it.each([
    [{ password: "secret1" }, "No reset token provided"],
    [{ token: "", password: "secret1" }, "No reset token provided"],
    [{ token: "abc" }, "Password is required"],
    [{ token: "abc", password: "12345" }, "Password must be at least 6 characters"],
    [{ token: "abc", password: "x".repeat(257) }, "Password must be at most 256 characters"],
    ["abc", "Token and password are required"],
    [{ token: "abc", password: "secret1", revokeApiKeys: "no" }, "Revoke API keys must be true or false"],
  ])("refuses %j: %s", (input, message) => {
    expect(validationMessage(resetPasswordInput, input)).toBe(message);
  });
});
