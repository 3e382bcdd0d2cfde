import type { Context } from "#core/context.ts";
import { ValidationError } from "#core/errors.ts";
import { parseInput } from "#core/validation.ts";
import { assertStrongPassword } from "./password-strength.ts";
import { hashPassword } from "./passwords.ts";
import { enqueuePasswordResetMail } from "./password-reset-mail.job.ts";
import { accountByEmail } from "./recovery-mail.ts";
import { INVALID_RESET_TOKEN_MESSAGE } from "./recovery.text.ts";
import {
  emailLinkRequest,
  PASSWORD_RESET_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  resetPasswordInput,
} from "./recovery.rules.ts";
import { hashTokenSecret } from "#core/access/tokens.ts";
import { revokeApiKeysOfAccount } from "#core/db/workspace-scope.ts";
import { endAccountSessions } from "#core/access/account-sessions.ts";
import { forgetTrustedBrowsers } from "#core/access/trusted-browsers.ts";

export async function requestPasswordReset(ctx: Context, input: unknown) {
  await ctx.rateLimit("passwordReset");
  const { email } = parseInput(emailLinkRequest, input);
  await ctx.rateLimitAddress("passwordReset", email);
  const user = await accountByEmail(ctx, email);
  // A disabled account could not sign in with a new password, so it gets no link.
  if (user && !user.disabledAt) await enqueuePasswordResetMail(ctx.db, user.id);
  return { message: RESET_REQUESTED_MESSAGE };
}

/**
 * Sets the new password and signs the account out everywhere (a reset often follows a stolen
 * password), and unless asked not to, revokes every API key the account made; the link's use records
 * that choice. The link reached the account's address, so it also verifies that address, and its owner
 * need not wait out the sign-in failures (perhaps someone else's) counted against the account.
 *
 * The slow part, hashing the new password, comes only after the IP's allowance and a look-up of the
 * token: a made-up token costs one indexed read, not a hash.
 */
export async function resetPassword(ctx: Context, input: unknown) {
  await ctx.rateLimit("passwordReset");
  const { token, password, revokeApiKeys } = parseInput(resetPasswordInput, input);
  const tokenHash = hashTokenSecret(token);
  const holder = await ctx.db.token.findFirst({
    where: { hash: tokenHash, kind: "password_reset", usedAt: null, expiresAt: { gt: new Date() } },
    select: { user: { select: { username: true, email: true } } },
  });
  if (!holder) throw new ValidationError(INVALID_RESET_TOKEN_MESSAGE);
  await assertStrongPassword(password, [holder.user.username, holder.user.email]);
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const reset = await ctx.db.$transaction(async (db) => {
    // Claiming the token with a conditional update makes it single-use even under concurrent submits.
    const [claim] = await db.token.updateManyAndReturn({
      where: { hash: tokenHash, kind: "password_reset", usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now, apiKeysRevoked: revokeApiKeys },
      select: { userId: true },
    });
    if (!claim) return null;
    if (revokeApiKeys) await revokeApiKeysOfAccount(db, claim.userId, now);
    await db.token.updateMany({
      where: { userId: claim.userId, kind: "password_reset", usedAt: null },
      data: { usedAt: now },
    });
    const user = await db.user.update({
      where: { id: claim.userId },
      data: { passwordHash },
      select: { username: true },
    });
    await endAccountSessions(db, claim.userId);
    await forgetTrustedBrowsers(db, claim.userId);
    await db.user.updateMany({ where: { id: claim.userId, emailVerifiedAt: null }, data: { emailVerifiedAt: now } });
    return user;
  });
  if (!reset) throw new ValidationError(INVALID_RESET_TOKEN_MESSAGE);
  await ctx.forgivePasswordFailures(reset.username);
  return { message: PASSWORD_RESET_MESSAGE };
}
