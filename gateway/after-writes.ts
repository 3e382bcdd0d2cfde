import type { Context } from "#core/context.ts";

/**
 * The one step after a write, before its answer goes out, for both transports: REST runs it after a
 * route that writes (see RestRoute.writes), GraphQL after a mutation. It remembers where the caller's
 * writes end (see Context.rememberWrites): the session cookie that carries that position must go out
 * with the answer, and the client may ask its next read of another gateway as soon as it has it.
 */
export async function afterWrites(ctx: Context): Promise<void> {
  await ctx.rememberWrites();
}
