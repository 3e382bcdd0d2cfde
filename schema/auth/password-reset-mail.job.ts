import { z } from "zod";
import type { User } from "#prisma/generated/prisma/client.ts";
import type { JobDeps } from "#core/jobs/job-deps.ts";
import { enqueueJob, type SqlRunner } from "#core/jobs/job-queue.ts";
import type { OutgoingMail } from "#core/mail/mailer.ts";
import { RESET_TOKEN_TTL_MS } from "./recovery.rules.ts";
import { createTokenSecret } from "#core/access/tokens.ts";
import { getCompanyName } from "#schema/content/content.service.ts";

export const PASSWORD_RESET_MAIL = "password_reset_mail";

const payloadSchema = z.object({ userId: z.uuid() });

export function passwordResetMail(
  appUrl: string,
  user: Pick<User, "username" | "email">,
  secret: string,
  productName: string,
): OutgoingMail {
  const link = `${appUrl}/reset-password?token=${secret}`;
  return {
    to: user.email,
    subject: "Reset your password",
    text: `Hello ${user.username},\n\nSomeone asked to reset the password of your ${productName} account. To choose a new one, open:\n${link}\n\nThe link works once and expires in one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    link,
  };
}

export async function enqueuePasswordResetMail(tx: SqlRunner, userId: string): Promise<void> {
  await enqueueJob(tx, PASSWORD_RESET_MAIL, { userId });
}

/**
 * Mails a reset link to an account that is not disabled when the job runs (a disabled account could
 * not sign in with a new password). The token is made here, so the queue never holds a live secret.
 */
export function sendPasswordResetMail({ db, mailer, appUrl }: JobDeps) {
  return async (payload: unknown) => {
    const { userId } = payloadSchema.parse(payload);
    const user = await db.user.findUnique({ where: { id: userId } });
    if (!user || user.disabledAt) return;
    const { secret, hash } = createTokenSecret();
    await db.token.create({
      data: { kind: "password_reset", hash, userId: user.id, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) },
    });
    await mailer.send(passwordResetMail(appUrl, user, secret, await getCompanyName(db)));
  };
}
