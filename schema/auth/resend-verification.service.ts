import type { Context } from "../context.ts";
import { parseInput } from "../validation.ts";
import { accountByEmail, sendWithoutWaiting } from "./recovery-mail.ts";
import { emailLinkRequest, VERIFICATION_RESENT_MESSAGE } from "./recovery.rules.ts";
import { newestPendingRegistration, storePendingRegistration } from "./pending-registration.ts";
import { storeVerificationToken, verificationMail } from "./verification-mail.ts";

/**
 * A fresh link for the latest sign-up waiting for the address (carrying that sign-up's username and
 * password, as its first link did), or for an unverified account of it from before sign-ups waited
 * apart; the same answer for any address. Only one link: several sign-ups must not multiply the mails.
 */
export async function resendVerificationEmail(ctx: Context, input: unknown) {
  await ctx.rateLimit("verificationResend");
  const { email } = parseInput(emailLinkRequest, input);
  await ctx.rateLimitAddress("verificationResend", email);
  const user = await accountByEmail(ctx, email);
  if (user?.emailVerifiedAt) return { message: VERIFICATION_RESENT_MESSAGE };
  const registration = await newestPendingRegistration(ctx.db, { emailNormalized: email.toLowerCase() });
  if (registration) {
    const { username, email: address, emailNormalized, passwordHash } = registration;
    const account = { username, email: address, emailNormalized, passwordHash };
    sendWithoutWaiting(ctx, verificationMail(ctx, account, await storePendingRegistration(ctx.db, account)));
  } else if (user && !user.disabledAt) {
    const secret = await storeVerificationToken(ctx.db, user.id);
    sendWithoutWaiting(ctx, verificationMail(ctx, user, secret));
  }
  return { message: VERIFICATION_RESENT_MESSAGE };
}
