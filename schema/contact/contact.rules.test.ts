import { describe, expect, it } from "vitest";
import { validationMessage } from "#tests/support/validation.ts";
import { parseInput } from "#core/validation.ts";
import { CONTACT_LIMITS, contactMessageInput } from "./contact.rules.ts";

const valid = { name: "Ada Lovelace", email: "ada@example.com", subject: "Pricing", message: "Hello!" };
const blank = { name: "", email: "", subject: "", message: "" };

describe("the contact form's rules", () => {
  it("accepts a complete form and trims every field", () => {
    expect(
      parseInput(contactMessageInput, { name: " Ada ", email: " ada@example.com", subject: "Hi ", message: "\nHi\n" }),
    ).toEqual({ name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hi" });
  });

  it("asks for a name first, even when everything is blank or missing", () => {
    expect(validationMessage(contactMessageInput, blank)).toBe("Please enter your name");
    expect(validationMessage(contactMessageInput, {})).toBe("Please enter your name");
    expect(validationMessage(contactMessageInput, null)).toBe("Please enter your name");
  });

  it("judges a name of only spaces as blank", () => {
    expect(validationMessage(contactMessageInput, { ...valid, name: "   " })).toBe("Please enter your name");
  });

  it("asks for an email once there is a name", () => {
    expect(validationMessage(contactMessageInput, { ...blank, name: "Ada", email: " " })).toBe(
      "Please enter your email",
    );
  });

  it.each(["ada", "ada@example", "@example.com", "ada@.com", "ada lovelace@example.com", "a@b@c.com"])(
    "refuses the email %j before asking for a subject",
    (email) => {
      expect(validationMessage(contactMessageInput, { ...blank, name: "Ada", email })).toBe(
        "Please enter a valid email address",
      );
    },
  );

  it("accepts an email with spaces around it", () => {
    expect(validationMessage(contactMessageInput, { ...valid, email: "  ada@example.com  " })).toBe("valid");
  });

  it("asks for a subject once the email is valid, and for a message last", () => {
    expect(validationMessage(contactMessageInput, { ...valid, subject: "\t", message: "" })).toBe(
      "Please enter a subject",
    );
    expect(validationMessage(contactMessageInput, { ...valid, message: " \n " })).toBe("Please enter a message");
  });

  it.each([
    ["name", "Name must be at most 200 characters"],
    ["subject", "Subject must be at most 200 characters"],
    ["message", "Message must be at most 5000 characters"],
  ] as const)("limits the %s to its length", (field, message) => {
    const limit = CONTACT_LIMITS[field];
    expect(validationMessage(contactMessageInput, { ...valid, [field]: "x".repeat(limit) })).toBe("valid");
    expect(validationMessage(contactMessageInput, { ...valid, [field]: "x".repeat(limit + 1) })).toBe(message);
  });

  it("limits the email to 254 characters", () => {
    const atLimit = `${"a".repeat(242)}@example.com`;
    expect(atLimit).toHaveLength(254);
    expect(validationMessage(contactMessageInput, { ...valid, email: atLimit })).toBe("valid");
    expect(validationMessage(contactMessageInput, { ...valid, email: `a${atLimit}` })).toBe(
      "Email must be at most 254 characters",
    );
  });
});
