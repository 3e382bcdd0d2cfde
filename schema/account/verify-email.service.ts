import type { Context } from "#core/context.ts";
import type { DatabaseTransaction } from "#core/db/db.ts";
import { isUniqueViolation } from "#core/db/prisma-errors.ts";
import { hashTokenSecret } from "#core/access/tokens.ts";
import { ConflictError, ValidationError } from "#core/errors.ts";
import { completeRegistration, type Completion } from "#schema/auth/pending-registration.ts";
import { USERNAME_TAKEN } from "#schema/auth/register.service.ts";
import { EMAIL_IN_USE } from "./account.rules.ts";
import { confirmEmailChange, isEmailChangeToken } from "./email-change.service.ts";

/**
 * Opens a link to /verify-email: an e-mail change's, a pending sign-up's, or (from before pending
 * sign-ups) an unverified account's.
 */
export async function verifyEmail(ctx: Context, token: string | null | undefined): Promise<{ message: string }> {
  if (!token) throw new ValidationError("No verification token provided");
  const hash = hashTokenSecret(token);
  if (await isEmailChangeToken(ctx.db, hash)) return confirmEmailChange(ctx, hash);
  let completion: Completion;
  try {
    completion = await ctx.db.$transaction(async (db) => {
      const registration = await completeRegistration(db, hash);
      return registration === "invalid" && (await verifyExistingAccount(db, hash)) ? "completed" : registration;
    });
  } catch (error) {
    // Another sign-up took the name or the address meanwhile: answered as if it had come first.
    if (isUniqueViolation(error)) return verifyEmail(ctx, token);
    throw error;
  }
  if (completion === "usernameTaken") throw new ConflictError(USERNAME_TAKEN);
  if (completion === "addressTaken") throw new ConflictError(EMAIL_IN_USE);
  if (completion === "invalid") throw new ValidationError("Invalid or expired verification token");
  return { message: "Email verified successfully!" };
}

/** A link mailed to an account that was created unverified, before sign-ups waited apart. */
async function verifyExistingAccount(db: DatabaseTransaction, hash: string) {
  const now = new Date();
  // Claiming the token with a conditional update makes it single-use even under concurrent clicks.
  const [claim] = await db.token.updateManyAndReturn({
    where: { hash, kind: "email_verification", usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
    select: { userId: true },
  });
  if (!claim) return false;
  await db.user.updateMany({ where: { id: claim.userId, emailVerifiedAt: null }, data: { emailVerifiedAt: now } });
  const user = await db.user.findUniqueOrThrow({ where: { id: claim.userId }, select: { emailNormalized: true } });
  await db.pendingRegistration.deleteMany({ where: { emailNormalized: user.emailNormalized } });
  return true;
}
