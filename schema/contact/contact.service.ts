import { requireAdmin } from "../auth/guards.ts";
import type { Context } from "../context.ts";
import { listPage, type PageArgs } from "../lists/list-page.ts";
import { NEWEST_FIRST } from "../lists/sort-keys.ts";
import { exactTotal } from "../lists/totals.ts";
import { parseInput } from "../validation.ts";
import { contactMessageInput } from "./contact.rules.ts";

export const CONTACT_THANKS = "Thank you for contacting us. We'll get back to you soon!";

/** Anyone may write to the team; the throttle keeps one address from flooding the inbox. */
export async function sendContactMessage(ctx: Context, input: unknown) {
  await ctx.rateLimit("contact");
  const data = parseInput(contactMessageInput, input);
  await ctx.db.contactMessage.create({ data });
  ctx.log.info({ from: data.email, subject: data.subject }, "contact message received");
  return { message: CONTACT_THANKS };
}

export async function listContactMessages(ctx: Context, page: PageArgs) {
  requireAdmin(ctx);
  return listPage(
    page,
    NEWEST_FIRST,
    {},
    (query) => ctx.db.contactMessage.findMany(query),
    exactTotal(() => ctx.db.contactMessage.count()),
  );
}
