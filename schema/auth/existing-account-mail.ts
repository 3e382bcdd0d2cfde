import type { User } from "#prisma/generated/prisma/client.ts";
import type { OutgoingMail } from "#core/mail/mailer.ts";

/**
 * What a sign-up with an address that already has a (verified) account sends to that address: the
 * form answers as for a new account, so only the mailbox's owner learns the account exists.
 */
export function existingAccountMail(
  ctx: { appUrl: string; productName: string },
  user: Pick<User, "username" | "email">,
): OutgoingMail {
  const link = `${ctx.appUrl}/login`;
  return {
    to: user.email,
    subject: `You already have a ${ctx.productName} account`,
    text: `Hello ${user.username},\n\nSomeone, perhaps you, tried to create a ${ctx.productName} account with this address, which already has one. Sign in:\n${link}\n\nForgot your password? Ask for a new one at ${ctx.appUrl}/forgot-password\n\nIf it was not you, you can ignore this e-mail.`,
    link,
  };
}
