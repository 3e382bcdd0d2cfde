import { describe, expect, it } from "vitest";
import { invitationMail, unlinkedText } from "./invitation-mail.ts";

describe("the invitation mail", () => {
  it("names the company of the site settings, and shows a workspace name holding a URL and markup as quoted plain text on one line, with nothing a mail client would link", () => {
    const mail = invitationMail({
      to: "pat@example.com",
      inviter: "support.example.com",
      workspaceName:
        'Acme <a href="https://evil.example/login">Sign in</a>\nVerify at www.evil.example or help@evil.example',
      role: "member",
      link: "http://crm.test/invite?token=abc",
      productName: "Larkspur CRM",
    });
    const name =
      '"Acme <a href="https[:]//evil[.]example/login">Sign in</a> Verify at www[.]evil[.]example or help[@]evil[.]example"';
    expect(mail).toEqual({
      to: "pat@example.com",
      subject: `You are invited to ${name}`,
      text: `Hello,\n\nsupport[.]example[.]com invited you to join ${name} on Larkspur CRM as a member.\nAccept the invitation:\nhttp://crm.test/invite?token=abc\n\nThe link works once and expires in 7 days.`,
      link: "http://crm.test/invite?token=abc",
    });
  });

  it("leaves an ordinary name as it is", () => {
    expect(unlinkedText("olivia's workspace")).toBe("olivia's workspace");
    expect(unlinkedText("Acme Inc. (Sales)")).toBe("Acme Inc. (Sales)");
  });
});
