import type { TokenKind, User } from "#prisma/generated/prisma/client.ts";
import type { Context } from "#core/context.ts";
import type { Database, DatabaseTransaction } from "#core/db/db.ts";
import type { OutgoingMail } from "#core/mail/mailer.ts";
import { createTokenSecret, VERIFICATION_TOKEN_TTL_MS } from "#core/access/tokens.ts";

/**
 * Stores a fresh token proving an address (the account's own, or a new one it asked to change to) and
 * returns its secret, the link's only copy.
 */
export async function storeVerificationToken(
  db: Database | DatabaseTransaction,
  userId: string,
  kind: Extract<TokenKind, "email_verification" | "email_change"> = "email_verification",
) {
  const { secret, hash } = createTokenSecret();
  await db.token.create({
    data: { kind, hash, userId, expiresAt: new Date(Date.now() + VERIFICATION_TOKEN_TTL_MS) },
  });
  return secret;
}

/**
 * The mail of a sign-up's link (or, from before sign-ups waited apart, an unverified account's). It
 * names the username the link completes: someone else may have signed up with this address, and only
 * the address's owner opening the link makes that account.
 */
export function verificationMail(
  ctx: Pick<Context, "appUrl">,
  user: Pick<User, "username" | "email">,
  secret: string,
): OutgoingMail {
  const link = `${ctx.appUrl}/verify-email?token=${secret}`;
  return {
    to: user.email,
    subject: "Verify your email address",
    text: `Hello ${user.username},\n\nConfirm your email address to finish creating your account, named ${user.username}:\n${link}\n\nThe link works once and expires in 24 hours. If you did not sign up with that username, ignore this e-mail.`,
    link,
  };
}
