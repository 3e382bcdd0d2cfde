import { requireAdmin } from "../auth/guards.ts";
import type { Context } from "../context.ts";
import { pageWindow, toConnection, type PageArgs } from "../pagination.ts";
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
  const window = pageWindow(page);
  const [totalCount, rows] = await Promise.all([
    ctx.db.contactMessage.count(),
    ctx.db.contactMessage.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: window.skip,
      take: window.take + 1,
    }),
  ]);
  return toConnection(rows, totalCount, window);
}
