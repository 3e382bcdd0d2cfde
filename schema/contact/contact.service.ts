import { requireAdmin } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import { NotFoundError } from "#core/errors.ts";
import { checkId } from "#core/ids.ts";
import { listPage, type PageArgs } from "#core/lists/list-page.ts";
import { NEWEST_FIRST } from "#core/lists/sort-keys.ts";
import { exactTotal } from "#core/lists/totals.ts";
import { parseInput } from "#core/validation.ts";
import { contactMessageInput } from "./contact.rules.ts";

export const MESSAGE_NOT_FOUND = "Message not found";

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

/** Marks a message read (keeping the first time it was read) or unread again. */
export async function setContactMessageRead(ctx: Context, messageId: string, read: boolean) {
  requireAdmin(ctx);
  const id = checkId(messageId, MESSAGE_NOT_FOUND);
  const message = await ctx.db.contactMessage.findUnique({ where: { id } });
  if (!message) throw new NotFoundError(MESSAGE_NOT_FOUND);
  if ((message.readAt !== null) === read) return message;
  return ctx.db.contactMessage.update({ where: { id }, data: { readAt: read ? new Date() : null } });
}

export async function deleteContactMessage(ctx: Context, messageId: string) {
  requireAdmin(ctx);
  const id = checkId(messageId, MESSAGE_NOT_FOUND);
  const { count } = await ctx.db.contactMessage.deleteMany({ where: { id } });
  if (count === 0) throw new NotFoundError(MESSAGE_NOT_FOUND);
  return { id };
}
