import { confirmEmailChange, isEmailChangeToken } from "../account/email-change.service.ts";
import type { Context } from "../context.ts";
import { ConflictError, ValidationError } from "../errors.ts";
import { isUniqueViolation } from "../prisma-errors.ts";
import { parseInput } from "../validation.ts";
import { joinByInvitation } from "../workspaces/invitations.service.ts";
import { registerInput } from "./auth.rules.ts";
import { hashPassword } from "./passwords.ts";
import { hashTokenSecret } from "./tokens.ts";
import { storeVerificationToken, verificationMail } from "./verification-mail.ts";

export async function register(ctx: Context, input: unknown) {
  await ctx.rateLimit("register");
  const { username, email, password, invitationToken } = parseInput(registerInput, input);
  const emailNormalized = email.toLowerCase();
  await assertAvailable(ctx, username, emailNormalized);
  const passwordHash = await hashPassword(password);
  if (invitationToken) {
    return registerInvited(ctx, { username, email, emailNormalized, passwordHash }, invitationToken);
  }
  try {
    // The e-mail goes out inside the transaction: if it cannot be sent, no account is left behind
    // that its owner could never verify, and the user can simply try again.
    await ctx.db.$transaction(
      async (db) => {
        const user = await db.user.create({ data: { username, email, emailNormalized, passwordHash } });
        await ctx.mailer.send(verificationMail(ctx, user, await storeVerificationToken(db, user.id)));
      },
      { timeout: 15_000 },
    );
  } catch (error) {
    if (isUniqueViolation(error)) await assertAvailable(ctx, username, emailNormalized);
    throw error;
  }
  return { message: "Account created successfully", verificationRequired: true };
}

/**
 * Sign-up through an invitation: the link reached this address, so the account starts verified and
 * joins the workspace in the same transaction (a used, revoked or expired link creates nothing).
 */
async function registerInvited(
  ctx: Context,
  account: { username: string; email: string; emailNormalized: string; passwordHash: string },
  invitationToken: string,
) {
  try {
    await ctx.db.$transaction(async (db) => {
      const user = await db.user.create({ data: { ...account, emailVerifiedAt: new Date() } });
      await joinByInvitation(db, invitationToken, user);
    });
  } catch (error) {
    if (isUniqueViolation(error)) await assertAvailable(ctx, account.username, account.emailNormalized);
    throw error;
  }
  return { message: "Account created successfully", verificationRequired: false };
}

async function assertAvailable(ctx: Context, username: string, emailNormalized: string) {
  const taken = await ctx.db.user.findFirst({
    where: { OR: [{ username }, { emailNormalized }] },
    select: { username: true },
  });
  if (!taken) return;
  throw new ConflictError(taken.username === username ? "Username is already taken" : "Email is already registered");
}

export async function verifyEmail(ctx: Context, token: string | null | undefined) {
  if (!token) throw new ValidationError("No verification token provided");
  const hash = hashTokenSecret(token);
  if (await isEmailChangeToken(ctx.db, hash)) return confirmEmailChange(ctx, hash);
  const now = new Date();
  const verified = await ctx.db.$transaction(async (db) => {
    // Claiming the token with a conditional update makes it single-use even under concurrent clicks.
    const claimed = await db.token.updateManyAndReturn({
      where: { hash, kind: "email_verification", usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
      select: { userId: true },
    });
    const [claim] = claimed;
    if (!claim) return false;
    await db.user.updateMany({ where: { id: claim.userId, emailVerifiedAt: null }, data: { emailVerifiedAt: now } });
    return true;
  });
  if (!verified) throw new ValidationError("Invalid or expired verification token");
  return { message: "Email verified successfully!" };
}
