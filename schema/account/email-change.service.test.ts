import { describe, expect, it } from "vitest";
import { emailChangeMail } from "./email-change-mail.job.ts";

describe("emailChangeMail", () => {
  it("goes to the new address, names the current one and the company of the site settings, and carries the link", () => {
    const mail = emailChangeMail(
      { appUrl: "http://crm.test", productName: "Larkspur CRM" },
      { username: "jane", email: "jane@old.test" },
      "jane@new.test",
      "s3cret",
    );
    expect(mail).toEqual({
      to: "jane@new.test",
      subject: "Confirm your new email address",
      text: "Hello jane,\n\nConfirm jane@new.test as the new email address of your Larkspur CRM account:\nhttp://crm.test/verify-email?token=s3cret\n\nUntil you do, the account keeps using jane@old.test. The link works once and expires in 24 hours. If you did not ask for this change, ignore this e-mail.",
      link: "http://crm.test/verify-email?token=s3cret",
    });
  });
});
