import type { User } from "#prisma/generated/prisma/client.ts";
import { requireSessionViewer } from "#core/access/guards.ts";
import { verifyPassword } from "#schema/auth/passwords.ts";
import { hashTokenSecret } from "#core/access/tokens.ts";
import { endAccountSessions } from "#core/access/account-sessions.ts";
import type { Context } from "#core/context.ts";
import type { Database, DatabaseTransaction } from "#core/db/db.ts";
import { ConflictError, ValidationError } from "#core/errors.ts";
import { isUniqueViolation } from "#core/db/prisma-errors.ts";
import { parseInput } from "#core/validation.ts";
import {
  EMAIL_IN_USE,
  emailChangeCancelInput,
  emailChangeCancelled,
  emailChanged,
  emailChangeLinkSent,
  INVALID_EMAIL_CHANGE_CANCEL_LINK,
  INVALID_EMAIL_CHANGE_LINK,
  NO_EMAIL_CHANGE_PENDING,
  PASSWORD_FOR_EMAIL_CHANGE,
  WRONG_CURRENT_PASSWORD,
} from "./account.rules.ts";
import { enqueueEmailChangeMail } from "./email-change-mail.job.ts";
import { enqueueEmailChangeNotice } from "./email-change-notice.job.ts";

type Client = Database | DatabaseTransaction;

/** Another account's address cannot be taken, neither when asked for nor when the link is opened. */
async function assertAvailable(db: Client, emailNormalized: string, userId: string) {
  const owner = await db.user.findUnique({ where: { emailNormalized }, select: { id: true } });
  if (owner && owner.id !== userId) throw new ConflictError(EMAIL_IN_USE);
}

/** Earlier links named another address (or one no longer wanted): none of them may confirm anything now. */
function retireLinks(db: Client, userId: string) {
  return db.token.updateMany({
    where: { userId, kind: "email_change", usedAt: null },
    data: { usedAt: new Date() },
  });
}

/**
 * The person proves their password before the address that recovers the account may change: a
 * session left open, or stolen, is not enough. A wrong guess counts against the sign-in allowance.
 */
async function checkPassword(ctx: Context, viewer: User, currentPassword: string | undefined) {
  if (!currentPassword) {
    throw new ValidationError(PASSWORD_FOR_EMAIL_CHANGE, [
      { field: "currentPassword", message: PASSWORD_FOR_EMAIL_CHANGE },
    ]);
  }
  const succeeded = await ctx.passwordAttempt("login", viewer.username);
  if (viewer.passwordHash === null || !(await verifyPassword(currentPassword, viewer.passwordHash))) {
    throw new ValidationError(WRONG_CURRENT_PASSWORD, [{ field: "currentPassword", message: WRONG_CURRENT_PASSWORD }]);
  }
  await succeeded();
}

/**
 * Saves the profile's other fields and keeps the new address aside, in `pendingEmail`, until the link
 * mailed to it is opened: the current address stays the account's until then. Both mails are queued in
 * the transaction and sent once it commits: the link to the new address, and the notice telling the
 * old address, with a link that cancels the change.
 */
export async function saveWithEmailChange(
  ctx: Context,
  viewer: User,
  fields: Partial<Pick<User, "firstName" | "lastName" | "phone">>,
  newEmail: string,
  currentPassword: string | undefined,
) {
  await checkPassword(ctx, viewer, currentPassword);
  await ctx.rateLimit("verificationResend");
  await ctx.rateLimitAddress("verificationResend", newEmail);
  await assertAvailable(ctx.db, newEmail.toLowerCase(), viewer.id);
  return ctx.db.$transaction(async (db) => {
    await retireLinks(db, viewer.id);
    const user = await db.user.update({ where: { id: viewer.id }, data: { ...fields, pendingEmail: newEmail } });
    await enqueueEmailChangeNotice(db, { userId: user.id, oldEmail: viewer.email, newEmail });
    await enqueueEmailChangeMail(db, { userId: user.id, newEmail });
    return user;
  });
}

/** A fresh link to the address waiting for confirmation; earlier links to it keep working. */
export async function resendEmailChange(ctx: Context) {
  const viewer = requireSessionViewer(ctx);
  const { pendingEmail } = viewer;
  if (!pendingEmail) throw new ValidationError(NO_EMAIL_CHANGE_PENDING);
  await ctx.rateLimit("verificationResend");
  await ctx.rateLimitAddress("verificationResend", pendingEmail);
  await assertAvailable(ctx.db, pendingEmail.toLowerCase(), viewer.id);
  await enqueueEmailChangeMail(ctx.db, { userId: viewer.id, newEmail: pendingEmail });
  return { message: emailChangeLinkSent(pendingEmail) };
}

/** Drops the address waiting for confirmation; links already mailed to it stop working. */
export async function cancelEmailChange(ctx: Context) {
  const viewer = requireSessionViewer(ctx);
  return ctx.db.$transaction(async (db) => {
    await retireLinks(db, viewer.id);
    return db.user.update({ where: { id: viewer.id }, data: { pendingEmail: null } });
  });
}

/**
 * The mailed link was opened (by anyone holding it: it proves the new address, not the session): the
 * pending address becomes the account's, unless another account took it meanwhile. Every session of
 * the account ends, but the one that opened the link when it is the account's own.
 */
export async function confirmEmailChange(ctx: Context, tokenHash: string) {
  const now = new Date();
  try {
    const user = await ctx.db.$transaction(async (db) => {
      // Claiming the token with a conditional update makes it single-use even under concurrent clicks.
      const [claim] = await db.token.updateManyAndReturn({
        where: { hash: tokenHash, kind: "email_change", usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
        select: { userId: true },
      });
      const found = claim && (await db.user.findUnique({ where: { id: claim.userId } }));
      const pendingEmail = found?.pendingEmail;
      if (!found || !pendingEmail) throw new ValidationError(INVALID_EMAIL_CHANGE_LINK);
      const emailNormalized = pendingEmail.toLowerCase();
      await assertAvailable(db, emailNormalized, found.id);
      await retireLinks(db, found.id);
      const changed = await db.user.update({
        where: { id: found.id },
        data: { email: pendingEmail, emailNormalized, pendingEmail: null },
      });
      const ownSession = ctx.viewer?.id === found.id && !ctx.apiKeyId ? ctx.sessionId : null;
      await endAccountSessions(db, found.id, ownSession);
      return changed;
    });
    if (ctx.viewer?.id === user.id && !ctx.apiKeyId) ctx.viewer = user;
    return { message: emailChanged(user.email) };
  } catch (error) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error)) throw new ConflictError(EMAIL_IN_USE);
    throw error;
  }
}

/**
 * The link mailed to the old address was opened: the account gets that address back (whether or not
 * the change was confirmed), the change's links and any password reset link die, and every session
 * ends, this one included: whoever asked for the change is signed out.
 */
export async function revertEmailChange(ctx: Context, input: unknown) {
  const { token } = parseInput(emailChangeCancelInput, input);
  const now = new Date();
  try {
    const user = await ctx.db.$transaction(async (db) => {
      const [claim] = await db.token.updateManyAndReturn({
        where: { hash: hashTokenSecret(token), kind: "email_change_cancel", usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
        select: { userId: true, address: true },
      });
      if (!claim?.address) throw new ValidationError(INVALID_EMAIL_CHANGE_CANCEL_LINK);
      const emailNormalized = claim.address.toLowerCase();
      await assertAvailable(db, emailNormalized, claim.userId);
      await db.token.updateMany({
        where: {
          userId: claim.userId,
          kind: { in: ["email_change", "email_change_cancel", "password_reset"] },
          usedAt: null,
        },
        data: { usedAt: now },
      });
      const reverted = await db.user.update({
        where: { id: claim.userId },
        data: { email: claim.address, emailNormalized, pendingEmail: null },
      });
      await endAccountSessions(db, claim.userId);
      return reverted;
    });
    if (ctx.viewer?.id === user.id) {
      ctx.session.destroy();
      ctx.viewer = null;
    }
    return { message: emailChangeCancelled(user.email) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(EMAIL_IN_USE);
    throw error;
  }
}

/** Links to /verify-email carry either kind of token; this tells an e-mail change's apart. */
export async function isEmailChangeToken(db: Database, tokenHash: string) {
  const token = await db.token.findUnique({ where: { hash: tokenHash }, select: { kind: true } });
  return token?.kind === "email_change";
}
