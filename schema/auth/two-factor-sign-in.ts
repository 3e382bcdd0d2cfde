import type { User } from "#prisma/generated/prisma/client.ts";
import type { Context, SignInBucket } from "#core/context.ts";
import { trustedBrowserOf } from "#core/access/trusted-browsers.ts";
import { secondFactorMethods, type TwoFactorMethod } from "./two-factor.service.ts";

/** How long a sign-in whose password was right waits for its second factor. */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

export type TwoFactorChallenge = { twoFactorRequired: true; methods: TwoFactorMethod[] };

/**
 * For an account with a second factor: remembers the half-done sign-in in the cookie (who, when, and
 * which sign-in) and answers which factors can finish it; no session starts. Null for an account
 * without one, and from a browser the account trusts (its trust cookie, unexpired): those sign in at once.
 */
export async function askForSecondFactor(
  ctx: Context,
  user: User,
  signIn: SignInBucket,
): Promise<TwoFactorChallenge | null> {
  const methods = await secondFactorMethods(ctx.db, user.id);
  if (methods.length === 0 || (await trustedBrowserOf(ctx, user.id))) return null;
  ctx.session.twoFactorPending = { userId: user.id, startedAt: Date.now(), signIn };
  await ctx.session.save();
  return { twoFactorRequired: true, methods };
}

/** The half-done sign-in the cookie remembers, while it is younger than PENDING_SIGN_IN_MS. */
export function pendingSignIn(ctx: Context, now = Date.now()) {
  const pending = ctx.session.twoFactorPending;
  if (!pending || now - pending.startedAt >= PENDING_SIGN_IN_MS || now < pending.startedAt) return null;
  return pending;
}
