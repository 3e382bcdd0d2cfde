import type { Context } from "../context.ts";
import { DEFAULT_CURRENCY } from "../currency.rules.ts";

/** The site's own prices (the landing page's plans) are whole US cents, named next to each amount. */
export const CURRENCY = "USD";

/** The currency of every amount of the caller's workspace, which the API names next to each amount. */
export function workspaceCurrency(ctx: Pick<Context, "workspace">): string {
  return ctx.workspace?.currency ?? DEFAULT_CURRENCY;
}
