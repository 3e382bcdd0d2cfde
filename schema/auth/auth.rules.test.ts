import { describe, expect, it } from "vitest";
import { parseInput } from "#core/validation.ts";
import { validationMessage } from "#tests/support/validation.ts";
import { loginInput, newPasswordPair, registerInput, USERNAME_RULE_MESSAGE } from "./auth.rules.ts";

describe("registration rules", () => {
  const valid = { username: "jane.doe_1", email: "jane@example.com", password: "secret" };

  it("accepts a username of letters, digits, dots, underscores and hyphens, and trims text", () => {
    expect(parseInput(registerInput, { ...valid, username: " jane-doe ", email: " jane@example.com " })).toEqual({
      username: "jane-doe",
      email: "jane@example.com",
      password: "secret",
    });
  });

  it("accepts usernames of 3 and of 32 characters", () => {
    expect(validationMessage(registerInput, { ...valid, username: "abc" })).toBe("valid");
    expect(validationMessage(registerInput, { ...valid, username: "a".repeat(32) })).toBe("valid");
  });

  it.each([
    ["ab", USERNAME_RULE_MESSAGE],
    ["a".repeat(33), "Username must be at most 32 characters"],
    ["jane doe", USERNAME_RULE_MESSAGE],
    ["jane@doe", USERNAME_RULE_MESSAGE],
    ["", "Username is required"],
  ])("refuses the username %j: %s", (username, message) => {
    expect(validationMessage(registerInput, { ...valid, username })).toBe(message);
  });

  it.each([
    ["", "Email is required"],
    ["jane", "Please enter a valid email address"],
    ["jane@example", "Please enter a valid email address"],
    ["jane @example.com", "Please enter a valid email address"],
  ])("refuses the e-mail %j: %s", (email, message) => {
    expect(validationMessage(registerInput, { ...valid, email })).toBe(message);
  });

  it("limits the e-mail to 254 characters", () => {
    const atLimit = `${"a".repeat(242)}@example.com`;
    expect(validationMessage(registerInput, { ...valid, email: atLimit })).toBe("valid");
    expect(validationMessage(registerInput, { ...valid, email: `a${atLimit}` })).toBe(
      "Email must be at most 254 characters",
    );
  });

  it("needs a password of at least 6 characters, and at most 256", () => {
    expect(validationMessage(registerInput, { ...valid, password: "" })).toBe("Password is required");
    expect(validationMessage(registerInput, { ...valid, password: "12345" })).toBe(
      "Password must be at least 6 characters",
    );
    expect(validationMessage(registerInput, { ...valid, password: "123456" })).toBe("valid");
    expect(validationMessage(registerInput, { ...valid, password: "x".repeat(256) })).toBe("valid");
    expect(validationMessage(registerInput, { ...valid, password: "x".repeat(257) })).toBe(
      "Password must be at most 256 characters",
    );
  });

  it("reports the first broken rule in field order", () => {
    expect(validationMessage(registerInput, { username: "x", email: "y", password: "z" })).toBe(USERNAME_RULE_MESSAGE);
    expect(validationMessage(registerInput, { username: "xyz", email: "y", password: "z" })).toBe(
      "Please enter a valid email address",
    );
  });
});

describe("login rules", () => {
  it("refuses a password longer than any account's as invalid credentials", () => {
    expect(validationMessage(loginInput, { username: "jane", password: "x".repeat(256) })).toBe("valid");
    expect(validationMessage(loginInput, { username: "jane", password: "x".repeat(257) })).toBe("Invalid credentials");
  });

  it("needs a username and a password", () => {
    expect(validationMessage(loginInput, {})).toBe("Username is required");
    expect(validationMessage(loginInput, { username: "jane" })).toBe("Password is required");
    expect(validationMessage(loginInput, null)).toBe("Username and password are required");
  });
});

describe("a new password typed twice", () => {
  it("reports passwords that do not match, before a short password", () => {
    expect(validationMessage(newPasswordPair, { password: "secret1", confirmPassword: "secret2" })).toBe(
      "Passwords do not match",
    );
    expect(validationMessage(newPasswordPair, { password: "abc", confirmPassword: "abd" })).toBe(
      "Passwords do not match",
    );
  });

  it("then applies the sign-up password rule", () => {
    expect(validationMessage(newPasswordPair, { password: "abcde", confirmPassword: "abcde" })).toBe(
      "Password must be at least 6 characters",
    );
    expect(validationMessage(newPasswordPair, { password: "abcdef", confirmPassword: "abcdef" })).toBe("valid");
  });
});
