import { requireAdmin } from "../auth/guards.ts";
import type { Context } from "../context.ts";
import { paginate, type PageArgs } from "../pagination.ts";
import { parseInput } from "../validation.ts";
import { contactMessageInput } from "./contact.validation.ts";

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
  return paginate(
    page,
    () => ctx.db.contactMessage.count(),
    (window) => ctx.db.contactMessage.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...window }),
  );
}
