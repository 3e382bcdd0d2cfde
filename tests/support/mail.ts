import type { OutgoingMail } from "#core/mail/mailer.ts";
import type { TestApp } from "./test-app.ts";

/** The token of the newest link (verification, password reset) mailed to an address. */
export function verificationTokenFor(outbox: OutgoingMail[], to: string): string {
  const mail = outbox.findLast((candidate) => candidate.to === to);
  if (!mail) throw new Error(`no mail was sent to ${to}`);
  const token = new URL(mail.link).searchParams.get("token");
  if (!token) throw new Error(`the mail to ${to} has no token`);
  return token;
}

/** The token of the newest link mailed to an address, once the mails queued so far went out. */
export async function mailedToken(t: Pick<TestApp, "outbox" | "deliverMail">, to: string): Promise<string> {
  await t.deliverMail();
  return verificationTokenFor(t.outbox, to);
}
