import type { User } from "#prisma/generated/prisma/client.ts";
import type { Context, SignInBucket } from "#core/context.ts";
import { ForbiddenError, UnauthenticatedError } from "#core/errors.ts";
import { parseInput } from "#core/validation.ts";
import { endSessionByToken, openAccountSession } from "#core/access/account-sessions.ts";
import { recordAccountEvent } from "#core/access/security-log.ts";
import type { SignInMethod } from "#core/access/security-events.text.ts";
import { loginInput, signInName } from "./auth.rules.ts";
import { ensureWorkspaceFor } from "#schema/workspaces/workspaces.service.ts";
import { getDecoyHash, verifyPassword } from "./passwords.ts";
import { newestPendingRegistration } from "./pending-registration.ts";
import { EMAIL_NOT_VERIFIED_MESSAGE } from "./recovery.text.ts";
import { askForSecondFactor } from "./two-factor-sign-in.ts";

export const INVALID_CREDENTIALS = "Invalid credentials";
export const ACCOUNT_DISABLED = "This account has been disabled. Contact the site administrator.";

/** A wrong password or second factor for an existing account, in its security log (no transaction). */
export function recordSignInFailure(ctx: Context, user: User, signIn: SignInBucket, method: SignInMethod) {
  return recordAccountEvent(ctx.client, ctx.db, {
    kind: "sign_in_failed",
    userId: user.id,
    actorId: null,
    detail: { method, ...(signIn === "adminLogin" && { admin: true }) },
  });
}

/**
 * Only a wrong password (or an unknown name) counts against the throttles; a right one is taken back.
 * The name is a username or the account's e-mail address (see signInName): either counts against the
 * same account's throttle. A name with no account may be a sign-up still waiting for its link: its own
 * password (the latest sign-up's under that name or address) is told to verify the address first.
 */
async function checkCredentials(ctx: Context, bucket: SignInBucket, input: unknown): Promise<User> {
  const { username: name, password } = parseInput(loginInput, input);
  const where = signInName(name);
  const user = await ctx.db.user.findUnique({ where });
  const pending = user ? null : await newestPendingRegistration(ctx.db, where);
  const succeeded = await ctx.passwordAttempt(bucket, user?.username ?? pending?.username ?? throttleKey(where));
  const stored = user?.passwordHash ?? pending?.passwordHash ?? (await getDecoyHash());
  const passwordMatches = await verifyPassword(password, stored);
  if (user && !passwordMatches) await recordSignInFailure(ctx, user, bucket, "password");
  if (!(user ?? pending) || !passwordMatches) throw new UnauthenticatedError(INVALID_CREDENTIALS);
  await succeeded();
  if (!user) throw new ForbiddenError(EMAIL_NOT_VERIFIED_MESSAGE);
  if (user.disabledAt) throw new ForbiddenError(ACCOUNT_DISABLED);
  return user;
}

/** What an unknown name is throttled under: the username as typed, or the address lower-cased. */
function throttleKey(where: ReturnType<typeof signInName>): string {
  return "username" in where ? where.username : where.emailNormalized;
}

/**
 * A fresh sign-in: a new session row (the browser's previous session, if its cookie still had one,
 * ends), starting in the given workspace, or in the earliest one the user joined.
 */
async function startSession(ctx: Context, user: User, signIn: SignInBucket, method: SignInMethod) {
  const workspaceId = signIn === "login" ? await ensureWorkspaceFor(ctx, user) : undefined;
  const detail = { method, ...(signIn === "adminLogin" && { admin: true }) };
  const opened = await openAccountSession(
    ctx,
    user,
    (tx) => recordAccountEvent(ctx.client, tx, { kind: "sign_in", userId: user.id, detail }),
    method,
  );
  // The password was changed, or the account disabled, while the password was being checked.
  if (!opened) throw new UnauthenticatedError(INVALID_CREDENTIALS);
  await endSessionByToken(ctx.db, ctx.session.sessionToken);
  ctx.session.userId = user.id;
  ctx.session.sessionToken = opened.token;
  ctx.session.workspaceId = workspaceId;
  ctx.session.signedInAt = Date.now();
  ctx.session.activeAt = ctx.session.signedInAt;
  await ctx.session.save();
  ctx.viewer = user;
  ctx.sessionId = opened.id;
  ctx.sessionFromSingleSignOn = method === "sso";
  return { message: "Logged in successfully", user };
}

/**
 * What the sign-in needs besides the proofs (password, second factor): checked when the password
 * proved right and again when the second factor finishes the sign-in, minutes later.
 */
function checkAdmission(user: User, signIn: SignInBucket) {
  if (user.disabledAt) throw new ForbiddenError(ACCOUNT_DISABLED);
  if (signIn === "adminLogin" && user.role !== "admin") throw new ForbiddenError("Admin access required");
  if (signIn === "login" && !user.emailVerifiedAt) throw new ForbiddenError(EMAIL_NOT_VERIFIED_MESSAGE);
}

/**
 * Opens the session a sign-in asked for, once every factor is proved (also two-factor-login.service.ts),
 * and logs it with the factor that finished it.
 */
export async function openSession(ctx: Context, user: User, signIn: SignInBucket, method: SignInMethod = "password") {
  checkAdmission(user, signIn);
  delete ctx.session.twoFactorPending;
  return startSession(ctx, user, signIn, method);
}

export async function login(ctx: Context, input: unknown) {
  const user = await checkCredentials(ctx, "login", input);
  checkAdmission(user, "login");
  return (await askForSecondFactor(ctx, user, "login")) ?? openSession(ctx, user, "login");
}

export async function adminLogin(ctx: Context, input: unknown) {
  const user = await checkCredentials(ctx, "adminLogin", input);
  checkAdmission(user, "adminLogin");
  return (await askForSecondFactor(ctx, user, "adminLogin")) ?? openSession(ctx, user, "adminLogin");
}
