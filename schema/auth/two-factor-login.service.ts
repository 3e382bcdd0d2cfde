import type { Context } from "#core/context.ts";
import { trustThisBrowser } from "#core/access/trusted-browsers.ts";
import { UnauthenticatedError } from "#core/errors.ts";
import { parseInput } from "#core/validation.ts";
import { openSession, recordSignInFailure } from "./login.service.ts";
import { pendingSignIn } from "./two-factor-sign-in.ts";
import { twoFactorLoginInput } from "./two-factor.rules.ts";
import { acceptTotpCode, useRecoveryCode } from "./two-factor.service.ts";
import { INVALID_RECOVERY_CODE, INVALID_TWO_FACTOR_CODE, NO_PENDING_SIGN_IN } from "./two-factor.text.ts";

/**
 * The second step of a sign-in (or admin sign-in) whose password was right: a code of the account's
 * authenticator, or one of its recovery codes (spent by its use). A wrong one counts with the
 * account's password failures (and is logged); the right one opens the session the first step would have,
 * and with `trustBrowser` trusts this browser for 30 days (its own cookie).
 */
export async function loginTwoFactor(ctx: Context, input: unknown) {
  const { code, recoveryCode, trustBrowser } = parseInput(twoFactorLoginInput, input);
  const pending = pendingSignIn(ctx);
  const user = pending && (await ctx.db.user.findUnique({ where: { id: pending.userId } }));
  if (!pending || !user) throw new UnauthenticatedError(NO_PENDING_SIGN_IN);
  const succeeded = await ctx.passwordAttempt(pending.signIn, user.username);
  const method = code != null ? "totp" : "recovery";
  const accepted =
    code != null
      ? await acceptTotpCode(ctx.db, user.id, code)
      : await useRecoveryCode(ctx.db, user.id, recoveryCode ?? "");
  if (!accepted) {
    await recordSignInFailure(ctx, user, pending.signIn, method);
    throw new UnauthenticatedError(method === "totp" ? INVALID_TWO_FACTOR_CODE : INVALID_RECOVERY_CODE);
  }
  await succeeded();
  const signedIn = await openSession(ctx, user, pending.signIn, method);
  if (trustBrowser) await trustThisBrowser(ctx, user.id);
  return signedIn;
}
