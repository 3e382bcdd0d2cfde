import type { Context } from "#core/context.ts";
import { parseInput } from "#core/validation.ts";
import { accountByEmail } from "./recovery-mail.ts";
import { emailLinkRequest, VERIFICATION_RESENT_MESSAGE } from "./recovery.rules.ts";
import { newestPendingRegistration, storePendingRegistration } from "./pending-registration.ts";
import { enqueueAccountVerificationMail, enqueueSignUpMail } from "./sign-up-mail.job.ts";

/**
 * A fresh link for the latest sign-up waiting for the address (carrying that sign-up's username and
 * password, as its first link did), or for an unverified account of it from before sign-ups waited
 * apart; the same answer for any address, at once (the mail is queued, and sent after). Only one
 * link: several sign-ups must not multiply the mails.
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
    await ctx.db.$transaction(async (db) => enqueueSignUpMail(db, await storePendingRegistration(db, account)));
  } else if (user && !user.disabledAt) {
    await enqueueAccountVerificationMail(ctx.db, user.id);
  }
  return { message: VERIFICATION_RESENT_MESSAGE };
}
