import { z } from "zod";
import type { User } from "#prisma/generated/prisma/client.ts";
import { storeVerificationToken } from "#schema/auth/verification-mail.ts";
import { getCompanyName } from "#schema/content/content.service.ts";
import type { JobDeps } from "#core/jobs/job-deps.ts";
import { enqueueJob, type SqlRunner } from "#core/jobs/job-queue.ts";
import type { OutgoingMail } from "#core/mail/mailer.ts";

export const EMAIL_CHANGE_MAIL = "email_change_mail";

const requestSchema = z.object({ userId: z.uuid(), newEmail: z.string() });

type Request = z.infer<typeof requestSchema>;

export function emailChangeMail(
  ctx: { appUrl: string; productName: string },
  user: Pick<User, "username" | "email">,
  newEmail: string,
  secret: string,
): OutgoingMail {
  const link = `${ctx.appUrl}/verify-email?token=${secret}`;
  return {
    to: newEmail,
    subject: "Confirm your new email address",
    text: `Hello ${user.username},\n\nConfirm ${newEmail} as the new email address of your ${ctx.productName} account:\n${link}\n\nUntil you do, the account keeps using ${user.email}. The link works once and expires in 24 hours. If you did not ask for this change, ignore this e-mail.`,
    link,
  };
}

/** Queues the link to the new address, in the transaction that asks for (or again for) the change. */
export async function enqueueEmailChangeMail(tx: SqlRunner, request: Request): Promise<void> {
  await enqueueJob(tx, EMAIL_CHANGE_MAIL, request);
}

/**
 * Mails the new address a link confirming it, if the account still waits for that address when the
 * job runs. The token is made here, so the queue never holds a live secret.
 */
export function sendEmailChangeMail({ db, mailer, appUrl }: JobDeps) {
  return async (payload: unknown) => {
    const { userId, newEmail } = requestSchema.parse(payload);
    const user = await db.user.findUnique({ where: { id: userId } });
    if (!user || user.pendingEmail !== newEmail) return;
    const secret = await storeVerificationToken(db, user.id, "email_change");
    await mailer.send(emailChangeMail({ appUrl, productName: await getCompanyName(db) }, user, newEmail, secret));
  };
}
