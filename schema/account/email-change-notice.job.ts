import { z } from "zod";
import type { User } from "#prisma/generated/prisma/client.ts";
import { createTokenSecret } from "#core/access/tokens.ts";
import type { JobDeps } from "#core/jobs/job-deps.ts";
import { enqueueJob, type SqlRunner } from "#core/jobs/job-queue.ts";
import type { OutgoingMail } from "#core/mail/mailer.ts";
import { getCompanyName } from "#schema/content/content.service.ts";
import { EMAIL_CHANGE_CANCEL_HOURS } from "./account.rules.ts";

export const EMAIL_CHANGE_NOTICE = "email_change_notice";

const noticeSchema = z.object({ userId: z.uuid(), oldEmail: z.string(), newEmail: z.string() });

type Notice = z.infer<typeof noticeSchema>;

export function emailChangeNoticeMail(
  appUrl: string,
  user: Pick<User, "username">,
  { oldEmail, newEmail }: Notice,
  secret: string,
  productName: string,
): OutgoingMail {
  const link = `${appUrl}/cancel-email-change?token=${secret}`;
  return {
    to: oldEmail,
    subject: "Your email address is being changed",
    text: `Hello ${user.username},\n\nSomeone signed in to your ${productName} account asked to change its email address from ${oldEmail} to ${newEmail}. If it was you, there is nothing to do.\n\nIf it was not you, open this link to cancel the change, keep ${oldEmail} and sign out every session:\n${link}\n\nThe link works once, for ${EMAIL_CHANGE_CANCEL_HOURS} hours, even after the new address is confirmed.`,
    link,
  };
}

/** Queues the notice to the address being replaced, in the transaction that asks for the change. */
export async function enqueueEmailChangeNotice(tx: SqlRunner, notice: Notice): Promise<void> {
  await enqueueJob(tx, EMAIL_CHANGE_NOTICE, notice);
}

/**
 * Mails the old address a link that cancels the change. Its token is made here, when the mail goes
 * out, so the queue never holds a live secret; a retry makes a new one (the unsent one's hash is useless).
 */
export function sendEmailChangeNotice({ db, mailer, appUrl }: JobDeps) {
  return async (payload: unknown) => {
    const notice = noticeSchema.parse(payload);
    const user = await db.user.findUnique({ where: { id: notice.userId } });
    if (!user) return;
    const { secret, hash } = createTokenSecret();
    const expiresAt = new Date(Date.now() + EMAIL_CHANGE_CANCEL_HOURS * 60 * 60 * 1000);
    await db.token.create({
      data: { kind: "email_change_cancel", hash, userId: user.id, address: notice.oldEmail, expiresAt },
    });
    await mailer.send(emailChangeNoticeMail(appUrl, user, notice, secret, await getCompanyName(db)));
  };
}
