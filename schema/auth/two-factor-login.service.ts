import type { Context } from "#core/context.ts";
import { trustThisBrowser } from "#core/access/trusted-browsers.ts";
import { UnauthenticatedError } from "#core/errors.ts";
import { parseInput } from "#core/validation.ts";
import { openSession, recordSignInFailure } from "./login.service.ts";
import { acceptPasskeySecondFactor } from "./passkey-login.service.ts";
import { PASSKEY_NOT_ACCEPTED } from "./passkeys.rules.ts";
import { pendingSignIn } from "./two-factor-sign-in.ts";
import { twoFactorLoginInput } from "./two-factor.rules.ts";
import { acceptTotpCode, useRecoveryCode } from "./two-factor.service.ts";
import { INVALID_RECOVERY_CODE, INVALID_TWO_FACTOR_CODE, NO_PENDING_SIGN_IN } from "./two-factor.text.ts";

const REFUSED = {
  totp: INVALID_TWO_FACTOR_CODE,
  recovery: INVALID_RECOVERY_CODE,
  password_passkey: PASSKEY_NOT_ACCEPTED,
};

/**
 * The second step of a sign-in (or admin sign-in) whose password was right: a code of the account's
 * authenticator, one of its recovery codes (spent by its use), or one of its passkeys' answer to this
 * browser's challenge (startPasskeySecondFactor). A wrong one counts with the
 * account's password failures (and is logged); the right one opens the session the first step would have,
 * and with `trustBrowser` trusts this browser for 30 days (its own cookie).
 */
export async function loginTwoFactor(ctx: Context, input: unknown) {
  const { code, recoveryCode, passkey, trustBrowser } = parseInput(twoFactorLoginInput, input);
  const pending = pendingSignIn(ctx);
  const user = pending && (await ctx.db.user.findUnique({ where: { id: pending.userId } }));
  if (!pending || !user) throw new UnauthenticatedError(NO_PENDING_SIGN_IN);
  const succeeded = await ctx.passwordAttempt(pending.signIn, user.username);
  const method = code != null ? "totp" : passkey != null ? "password_passkey" : "recovery";
  const accepted =
    code != null
      ? await acceptTotpCode(ctx.db, user.id, code)
      : passkey != null
        ? await acceptPasskeySecondFactor(ctx, user.id, passkey)
        : await useRecoveryCode(ctx.db, user.id, recoveryCode ?? "");
  if (!accepted) {
    await recordSignInFailure(ctx, user, pending.signIn, method);
    throw new UnauthenticatedError(REFUSED[method]);
  }
  await succeeded();
  const signedIn = await openSession(ctx, user, pending.signIn, method);
  if (trustBrowser) await trustThisBrowser(ctx, user.id);
  return signedIn;
}
