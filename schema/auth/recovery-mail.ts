import type { Context } from "#core/context.ts";

/** The account an address belongs to, or null; the recovery forms answer the same either way. */
export async function accountByEmail(ctx: Context, email: string) {
  return ctx.db.user.findUnique({ where: { emailNormalized: email.toLowerCase() } });
}
