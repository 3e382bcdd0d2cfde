import type { Context } from "#core/context.ts";
import { ForbiddenError } from "#core/errors.ts";
import { NOT_WITH_API_KEY } from "#core/access/access.text.ts";

export function getSession(ctx: Context) {
  return { isAuthenticated: ctx.viewer !== null, userId: ctx.viewer?.id ?? null };
}

export function getAdminSession(ctx: Context) {
  return { isAuthenticated: ctx.viewer !== null, isAdmin: ctx.viewer?.role === "admin" };
}

/**
 * Ends the session everywhere: the cookie is stateless, so a copied cookie would outlive a plain
 * delete; bumping the version makes every cookie issued before now worthless.
 */
export async function logout(ctx: Context) {
  // An API key has no session to end, and must not end its creator's.
  if (ctx.apiKeyId) throw new ForbiddenError(NOT_WITH_API_KEY);
  if (ctx.viewer) {
    await ctx.db.user.update({
      where: { id: ctx.viewer.id },
      data: { sessionVersion: { increment: 1 } },
    });
  }
  ctx.session.destroy();
  ctx.viewer = null;
  return { message: "Logged out successfully" };
}
