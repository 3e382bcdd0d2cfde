import { requireSessionViewer } from "#core/access/guards.ts";
import { assertStrongPassword } from "#schema/auth/password-strength.ts";
import { hashPassword, verifyPassword } from "#schema/auth/passwords.ts";
import type { Context } from "#core/context.ts";
import { ConflictError, ValidationError } from "#core/errors.ts";
import { parseInput } from "#core/validation.ts";
import { endAccountSessions } from "#core/access/account-sessions.ts";
import { forgetTrustedBrowsers } from "#core/access/trusted-browsers.ts";
import {
  changePasswordInput,
  PASSWORD_ALREADY_SET,
  PASSWORD_CHANGED,
  PASSWORD_SET,
  setPasswordInput,
  WRONG_CURRENT_PASSWORD,
} from "./account.rules.ts";

/**
 * A new password for the signed-in person, who proves the current one (a wrong guess counts against
 * the sign-in allowance). Every other session ends, as does any reset link still out, and every
 * browser the account trusted is forgotten (the next sign-in asks for the second factor); this session
 * stays signed in.
 */
export async function changePassword(ctx: Context, input: unknown) {
  const viewer = requireSessionViewer(ctx);
  const { currentPassword, newPassword } = parseInput(changePasswordInput, input);
  const succeeded = await ctx.passwordAttempt("login", viewer.username);
  if (viewer.passwordHash === null || !(await verifyPassword(currentPassword, viewer.passwordHash))) {
    throw new ValidationError(WRONG_CURRENT_PASSWORD);
  }
  await succeeded();
  await assertStrongPassword(newPassword, [viewer.username, viewer.email], "newPassword");
  const passwordHash = await hashPassword(newPassword);
  const now = new Date();
  const user = await ctx.db.$transaction(async (db) => {
    await db.token.updateMany({
      where: { userId: viewer.id, kind: "password_reset", usedAt: null },
      data: { usedAt: now },
    });
    const changed = await db.user.update({ where: { id: viewer.id }, data: { passwordHash } });
    await endAccountSessions(db, viewer.id, ctx.sessionId);
    await forgetTrustedBrowsers(db, viewer.id);
    return changed;
  });
  ctx.viewer = user;
  return { message: PASSWORD_CHANGED };
}

/**
 * A first password for an account that has none (one made at a single sign-on): the signed-in session
 * is the proof, as there is no current password to give. Refused once the account has one, which is
 * changed with the current one instead (a password reset by e-mail also sets one).
 */
export async function setPassword(ctx: Context, input: unknown) {
  const viewer = requireSessionViewer(ctx);
  const { newPassword } = parseInput(setPasswordInput, input);
  if (viewer.passwordHash !== null) throw new ConflictError(PASSWORD_ALREADY_SET);
  await assertStrongPassword(newPassword, [viewer.username, viewer.email], "newPassword");
  const passwordHash = await hashPassword(newPassword);
  const { count } = await ctx.db.user.updateMany({
    where: { id: viewer.id, passwordHash: null },
    data: { passwordHash },
  });
  if (count === 0) throw new ConflictError(PASSWORD_ALREADY_SET);
  ctx.viewer = { ...viewer, passwordHash };
  return { message: PASSWORD_SET };
}
