import { describe, expect, it } from "vitest";
import { ValidationError } from "#core/errors.ts";
import { assertStrongPassword, weakPasswordMessage } from "./password-strength.ts";

describe("weakPasswordMessage", () => {
  it.each([
    ["123456", "This is a heavily used password. Add more words that are less common."],
    ["qwerty1", "This is a commonly used password. Add more words that are less common."],
    [
      "abcdef",
      'Common character sequences like "abc" are easy to guess. Add more words that are less common. Avoid common character sequences.',
    ],
    [
      "Password1",
      "This is a commonly used password. Add more words that are less common. Capitalize more than the first letter.",
    ],
  ])("refuses %j, which the estimator rates weakest, with its warning and advice", async (password, message) => {
    expect(await weakPasswordMessage(password)).toBe(message);
  });

  it("accepts passwords rated above the weakest, however short", async () => {
    expect(await weakPasswordMessage("correct-horse")).toBeNull();
    expect(await weakPasswordMessage("secret1")).toBeNull();
  });

  it("refuses a password that is the person's own username", async () => {
    expect(await weakPasswordMessage("rheasmith")).toBeNull();
    expect(await weakPasswordMessage("rheasmith", ["rheasmith", "rhea@example.com"])).toBe(
      "There should not be any personal or page related data. Add more words that are less common.",
    );
  });

  it("judges a long password by its first 64 characters", async () => {
    expect(await weakPasswordMessage(`${"a".repeat(64)}-Tr0ub4dor&3-correct-horse`)).toBe(
      'Repeated characters like "aaa" are easy to guess. Add more words that are less common. Avoid repeated words and characters.',
    );
  });
});

describe("assertStrongPassword", () => {
  it("throws a validation error naming the field", async () => {
    const error = await assertStrongPassword("password", [], "newPassword").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    const message = "This is a heavily used password. Add more words that are less common.";
    expect(error).toMatchObject({ message, fieldErrors: [{ field: "newPassword", message }] });
  });
});
