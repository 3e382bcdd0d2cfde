import type { Context } from "#core/context.ts";
import { ForbiddenError } from "#core/errors.ts";
import { NOT_WITH_API_KEY } from "#core/access/access.text.ts";
import { adminTwoFactorMissing } from "#core/access/guards.ts";
import { endSessionByToken } from "#core/access/account-sessions.ts";

export function getSession(ctx: Context) {
  return { isAuthenticated: ctx.viewer !== null, userId: ctx.viewer?.id ?? null };
}

export function getAdminSession(ctx: Context) {
  return {
    isAuthenticated: ctx.viewer !== null,
    isAdmin: ctx.viewer?.role === "admin",
    twoFactorSetupRequired: adminTwoFactorMissing(ctx),
  };
}

/**
 * Ends this session, and only this one: its row goes, so a copy of the cookie is worthless too, on
 * every gateway; the account's other sessions (another browser) stay signed in.
 */
export async function logout(ctx: Context) {
  // An API key has no session to end, and must not end its creator's.
  if (ctx.apiKeyId) throw new ForbiddenError(NOT_WITH_API_KEY);
  await endSessionByToken(ctx.db, ctx.session.sessionToken);
  ctx.session.destroy();
  ctx.viewer = null;
  ctx.sessionId = null;
  return { message: "Logged out successfully" };
}
