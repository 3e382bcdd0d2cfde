import { z } from "zod";
import type { JobDeps } from "#core/jobs/job-deps.ts";
import { enqueueJob, type SqlRunner } from "#core/jobs/job-queue.ts";
import { getCompanyName } from "#schema/content/content.service.ts";
import { existingAccountMail } from "./existing-account-mail.ts";
import { createTokenSecret } from "#core/access/tokens.ts";
import { storeVerificationToken, verificationMail } from "./verification-mail.ts";

/** A pending sign-up's link. */
export const SIGN_UP_MAIL = "sign_up_mail";
/** The link of an account created unverified, from before sign-ups waited apart. */
export const ACCOUNT_VERIFICATION_MAIL = "account_verification_mail";
/** What a sign-up with an address that already has an account sends to that address. */
export const EXISTING_ACCOUNT_MAIL = "existing_account_mail";

const registrationSchema = z.object({ registrationId: z.uuid() });
const accountSchema = z.object({ userId: z.uuid() });

/** Queued in the transaction that stores the sign-up: the mail goes out once it commits. */
export async function enqueueSignUpMail(tx: SqlRunner, registrationId: string): Promise<void> {
  await enqueueJob(tx, SIGN_UP_MAIL, { registrationId });
}

export async function enqueueAccountVerificationMail(tx: SqlRunner, userId: string): Promise<void> {
  await enqueueJob(tx, ACCOUNT_VERIFICATION_MAIL, { userId });
}

export async function enqueueExistingAccountMail(tx: SqlRunner, userId: string): Promise<void> {
  await enqueueJob(tx, EXISTING_ACCOUNT_MAIL, { userId });
}

/**
 * Mails a sign-up's link, if the sign-up still waits. Its secret is made here, when the mail goes out,
 * so the queue never holds a live secret; a retry makes a new one (the unsent one's hash is replaced).
 */
export function sendSignUpMail({ db, mailer, appUrl }: JobDeps) {
  return async (payload: unknown) => {
    const { registrationId } = registrationSchema.parse(payload);
    const { secret, hash } = createTokenSecret();
    const [registration] = await db.pendingRegistration.updateManyAndReturn({
      where: { id: registrationId, expiresAt: { gt: new Date() } },
      data: { hash },
    });
    if (!registration) return;
    await mailer.send(verificationMail({ appUrl }, registration, secret));
  };
}

/** Mails a fresh link to an account still unverified (and not disabled) when the job runs. */
export function sendAccountVerificationMail({ db, mailer, appUrl }: JobDeps) {
  return async (payload: unknown) => {
    const { userId } = accountSchema.parse(payload);
    const user = await db.user.findUnique({ where: { id: userId } });
    if (!user || user.emailVerifiedAt || user.disabledAt) return;
    const secret = await storeVerificationToken(db, user.id);
    await mailer.send(verificationMail({ appUrl }, user, secret));
  };
}

export function sendExistingAccountMail({ db, mailer, appUrl }: JobDeps) {
  return async (payload: unknown) => {
    const { userId } = accountSchema.parse(payload);
    const user = await db.user.findUnique({ where: { id: userId } });
    if (!user) return;
    await mailer.send(existingAccountMail({ appUrl, productName: await getCompanyName(db) }, user));
  };
}
