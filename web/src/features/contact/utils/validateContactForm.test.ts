import { describe, expect, it } from "vitest";
import { trimContactForm, validateContactForm } from "./validateContactForm.ts";

const valid = { name: "Ada Lovelace", email: "ada@example.com", subject: "Pricing", message: "Hello!" };

describe("validateContactForm", () => {
  it("accepts a complete form", () => {
    expect(validateContactForm(valid)).toBeNull();
  });

  it("asks for a name first, even when everything is blank", () => {
    expect(validateContactForm({ name: "", email: "", subject: "", message: "" })).toBe("Please enter your name");
    expect(validateContactForm({})).toBe("Please enter your name");
  });

  it("judges a name of only spaces as blank", () => {
    expect(validateContactForm({ ...valid, name: "   " })).toBe("Please enter your name");
  });

  it("asks for an email once there is a name", () => {
    expect(validateContactForm({ name: "Ada", email: " ", subject: "", message: "" })).toBe("Please enter your email");
  });

  it("rejects an email that does not look like name@host.tld before asking for a subject", () => {
    for (const email of ["ada", "ada@example", "@example.com", "ada@.com", "ada lovelace@example.com", "a@b@c.com"]) {
      expect(validateContactForm({ name: "Ada", email, subject: "", message: "" }), email).toBe(
        "Please enter a valid email address",
      );
    }
  });

  it("accepts an email with spaces around it", () => {
    expect(validateContactForm({ ...valid, email: "  ada@example.com  " })).toBeNull();
  });

  it("asks for a subject once the email is valid", () => {
    expect(validateContactForm({ ...valid, subject: "\t", message: "" })).toBe("Please enter a subject");
  });

  it("asks for a message last", () => {
    expect(validateContactForm({ ...valid, message: " \n " })).toBe("Please enter a message");
  });
});

describe("trimContactForm", () => {
  it("trims every field", () => {
    expect(trimContactForm({ name: " Ada ", email: " ada@example.com", subject: "Hi ", message: "\nHello\n" })).toEqual(
      {
        name: "Ada",
        email: "ada@example.com",
        subject: "Hi",
        message: "Hello",
      },
    );
  });
});
