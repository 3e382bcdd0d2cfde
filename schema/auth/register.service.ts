import type { User } from "#prisma/generated/prisma/client.ts";
import type { Context } from "#core/context.ts";
import { ConflictError } from "#core/errors.ts";
import { isUniqueViolation } from "#core/db/prisma-errors.ts";
import { parseInput } from "#core/validation.ts";
import { checkInvitationFor, joinByInvitation } from "#schema/workspaces/invitations.service.ts";
import { registerInput } from "./auth.rules.ts";
import { assertStrongPassword } from "./password-strength.ts";
import { openSession } from "./login.service.ts";
import { hashPassword } from "./passwords.ts";
import { type NewAccount, storePendingRegistration } from "./pending-registration.ts";
import { enqueueExistingAccountMail, enqueueSignUpMail } from "./sign-up-mail.job.ts";

export const ACCOUNT_CREATED = "Account created successfully";
export const USERNAME_TAKEN = "Username is already taken";
export const INVITED_ADDRESS_HAS_ACCOUNT = "This address already has an account. Sign in to accept the invitation.";

/**
 * Usernames are public and must be unique, so a taken one is said to be; an address is not. Signing up
 * with an address that already has an account answers exactly as a new account does (and takes about
 * as long: the password is hashed and a mail queued either way), and the mail tells the address's owner.
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

/**
 * A sign-up creates no account yet: it waits, with its own username and password, until the link
 * mailed to the address is opened (see pending-registration.ts), so registering someone else's address
 * first gains nothing. The mail is queued in the transaction that stores the sign-up and sent once it
 * commits; a failing SMTP server is retried by the job queue, and the answer does not wait for it.
 */
async function signUp(ctx: Context, account: NewAccount) {
  const existing = await accountUsing(ctx, account.username, account.emailNormalized);
  await ctx.db.$transaction(async (db) => {
    if (existing?.emailVerifiedAt) await enqueueExistingAccountMail(db, existing.id);
    else await enqueueSignUpMail(db, await storePendingRegistration(db, account));
  });
  return { message: ACCOUNT_CREATED, verificationRequired: true, signedIn: false };
}

/**
 * The account that already has this address (null when none does); a username an account holds is
 * refused, unless it is the address's own unverified account (from before pending sign-ups), which
 * the new sign-up replaces once verified.
 */
async function accountUsing(ctx: Context, username: string, emailNormalized: string) {
  const taken = await ctx.db.user.findMany({ where: { OR: [{ username }, { emailNormalized }] } });
  const nameHolder = taken.find((user) => user.username === username);
  if (nameHolder && (nameHolder.emailVerifiedAt || nameHolder.emailNormalized !== emailNormalized)) {
    throw new ConflictError(USERNAME_TAKEN);
  }
  return taken.find((user) => user.emailNormalized === emailNormalized) ?? null;
}

/**
 * Sign-up through an invitation: the link reached this address, so the account starts verified,
 * joins the workspace in the same transaction and is signed in (a used, revoked or expired link creates nothing), and
 * the sign-ups waiting for the address are discarded. The invitation is checked first, so only the
 * holder of a link sent to the address learns it has an account.
 */
async function registerInvited(ctx: Context, account: NewAccount, invitationToken: string) {
  await checkInvitationFor(ctx.db, invitationToken, account.emailNormalized);
  if (await accountUsing(ctx, account.username, account.emailNormalized)) {
    throw new ConflictError(INVITED_ADDRESS_HAS_ACCOUNT);
  }
  let user: User;
  try {
    user = await ctx.db.$transaction(async (db) => {
      const created = await db.user.create({ data: { ...account, emailVerifiedAt: new Date() } });
      await db.pendingRegistration.deleteMany({ where: { emailNormalized: account.emailNormalized } });
      await joinByInvitation(db, invitationToken, created, ctx.client);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return registerInvited(ctx, account, invitationToken);
    throw error;
  }
  // The password was just typed twice: signing in again would prove nothing more. The new account's
  // only workspace is the invited one, so the session starts there (its own rules, a required second
  // factor for one, apply from the first page on).
  await openSession(ctx, user, "login");
  return { message: ACCOUNT_CREATED, verificationRequired: false, signedIn: true };
}
