import { describe, expect, it } from "vitest";
import { verificationMail } from "./verification-mail.ts";

describe("verificationMail", () => {
  it("names the username the link completes and carries the link with the token's secret", () => {
    const mail = verificationMail(
      { appUrl: "http://crm.test" },
      { username: "jane", email: "Jane@Example.com" },
      "s3cret",
    );
    expect(mail).toEqual({
      to: "Jane@Example.com",
      subject: "Verify your email address",
      text: "Hello jane,\n\nConfirm your email address to finish creating your account, named jane:\nhttp://crm.test/verify-email?token=s3cret\n\nThe link works once and expires in 24 hours. If you did not sign up with that username, ignore this e-mail.",
      link: "http://crm.test/verify-email?token=s3cret",
    });
  });
});
