import type { Context } from "../context.ts";
import { parseInput } from "../validation.ts";
import { accountByEmail, sendWithoutWaiting } from "./recovery-mail.ts";
import { emailLinkRequest, VERIFICATION_RESENT_MESSAGE } from "./recovery.rules.ts";
import { storeVerificationToken, verificationMail } from "./verification-mail.ts";

/** A fresh verification link for an account still waiting for one; the same answer for any address. */
export async function resendVerificationEmail(ctx: Context, input: unknown) {
  await ctx.rateLimit("verificationResend");
  const { email } = parseInput(emailLinkRequest, input);
  await ctx.rateLimitAddress("verificationResend", email);
  const user = await accountByEmail(ctx, email);
  if (user && !user.emailVerifiedAt && !user.disabledAt) {
    const secret = await storeVerificationToken(ctx.db, user.id);
    sendWithoutWaiting(ctx, verificationMail(ctx, user, secret));
  }
  return { message: VERIFICATION_RESENT_MESSAGE };
}
