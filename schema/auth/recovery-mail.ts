import type { Context } from "../context.ts";
import type { OutgoingMail } from "../mail/mailer.ts";

/** The account an address belongs to, or null; the recovery forms answer the same either way. */
export async function accountByEmail(ctx: Context, email: string) {
  return ctx.db.user.findUnique({ where: { emailNormalized: email.toLowerCase() } });
}

/**
 * Sends the mail without waiting for it: a slow or failing SMTP server must not make the answer for
 * a registered address differ (in time or in content) from the one for an unknown address.
 */
export function sendWithoutWaiting(ctx: Context, mail: OutgoingMail) {
  ctx.mailer.send(mail).catch((error: unknown) => ctx.log.error({ err: error }, "sending a recovery e-mail failed"));
}
