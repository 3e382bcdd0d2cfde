import { confirmEmailChange, isEmailChangeToken } from "../account/email-change.service.ts";
import type { Context } from "../context.ts";
import { ConflictError, ValidationError } from "../errors.ts";
import { isUniqueViolation } from "../prisma-errors.ts";
import { parseInput } from "../validation.ts";
import { checkInvitationFor, joinByInvitation } from "../workspaces/invitations.service.ts";
import { registerInput } from "./auth.rules.ts";
import { existingAccountMail } from "./existing-account-mail.ts";
import { assertStrongPassword } from "./password-strength.ts";
import { hashPassword } from "./passwords.ts";
import { hashTokenSecret } from "./tokens.ts";
import { storeVerificationToken, verificationMail } from "./verification-mail.ts";

export const ACCOUNT_CREATED = "Account created successfully";
export const USERNAME_TAKEN = "Username is already taken";
export const INVITED_ADDRESS_HAS_ACCOUNT = "This address already has an account. Sign in to accept the invitation.";

/**
 * Usernames are public and must be unique, so a taken one is said to be; an address is not. Signing up
 * with an address that already has an account answers exactly as a new account does (and takes about
 * as long: the password is hashed and a mail sent either way), and the mail tells the address's owner.
 */
export async function register(ctx: Context, input: unknown) {
  await ctx.rateLimit("register");
  const { username, email, password, invitationToken } = parseInput(registerInput, input);
  const emailNormalized = email.toLowerCase();
  await assertStrongPassword(password, [username, email]);
  await ctx.rateLimitAddress("verificationResend", emailNormalized);
  const passwordHash = await hashPassword(password);
  const account = { username, email, emailNormalized, passwordHash };
  return invitationToken ? registerInvited(ctx, account, invitationToken) : signUp(ctx, account);
}

type NewAccount = { username: string; email: string; emailNormalized: string; passwordHash: string };

async function signUp(ctx: Context, account: NewAccount) {
  try {
    const existing = await accountUsing(ctx, account.username, account.emailNormalized);
    // The e-mail goes out inside the transaction: if it cannot be sent, no account is left behind
    // that its owner could never verify, and the user can simply try again.
    await ctx.db.$transaction(
      async (db) => {
        const user = existing ?? (await db.user.create({ data: account }));
        await ctx.mailer.send(
          existing?.emailVerifiedAt
            ? existingAccountMail(ctx, existing)
            : verificationMail(ctx, user, await storeVerificationToken(db, user.id)),
        );
      },
      { timeout: 15_000 },
    );
  } catch (error) {
    // Two sign-ups at once: the loser answers as if it had come second.
    if (isUniqueViolation(error)) return signUp(ctx, account);
    throw error;
  }
  return { message: ACCOUNT_CREATED, verificationRequired: true };
}

/** The account that already has this address (null when none does); a taken username is refused. */
async function accountUsing(ctx: Context, username: string, emailNormalized: string) {
  const taken = await ctx.db.user.findMany({ where: { OR: [{ username }, { emailNormalized }] } });
  if (taken.some((user) => user.username === username)) throw new ConflictError(USERNAME_TAKEN);
  return taken[0] ?? null;
}

/**
 * Sign-up through an invitation: the link reached this address, so the account starts verified and
 * joins the workspace in the same transaction (a used, revoked or expired link creates nothing). The
 * invitation is checked first, so only the holder of a link sent to the address learns it has an account.
 */
async function registerInvited(ctx: Context, account: NewAccount, invitationToken: string) {
  await checkInvitationFor(ctx.db, invitationToken, account.emailNormalized);
  if (await accountUsing(ctx, account.username, account.emailNormalized)) {
    throw new ConflictError(INVITED_ADDRESS_HAS_ACCOUNT);
  }
  try {
    await ctx.db.$transaction(async (db) => {
      const user = await db.user.create({ data: { ...account, emailVerifiedAt: new Date() } });
      await joinByInvitation(db, invitationToken, user);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return registerInvited(ctx, account, invitationToken);
    throw error;
  }
  return { message: ACCOUNT_CREATED, verificationRequired: false };
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
