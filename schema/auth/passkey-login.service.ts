import { requireSessionViewer } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import { ConflictError, UnauthenticatedError } from "#core/errors.ts";
import { parseInput } from "#core/validation.ts";
import { openSession, recordSignInFailure } from "./login.service.ts";
import { rememberChallenge, takeChallenge } from "./passkey-challenges.ts";
import {
  NO_PASSKEYS,
  PASSKEY_CHALLENGE_GONE,
  PASSKEY_NOT_ACCEPTED,
  passkeyLoginInput,
  type AuthenticationCredential,
} from "./passkeys.rules.ts";
import { pendingSignIn } from "./two-factor-sign-in.ts";
import { NO_PENDING_SIGN_IN } from "./two-factor.text.ts";
import { acceptAssertion, authenticationOptions } from "./webauthn.ts";

/**
 * Starts a sign-in with a passkey alone: options for any passkey of this site, user verification
 * required (the passkey then proves both something the person has and something they know or are).
 */
export async function startPasskeySignIn(ctx: Context) {
  const options = await authenticationOptions(ctx, undefined, "required");
  await rememberChallenge(ctx, "sign_in", null, options.challenge);
  return options;
}

/**
 * Finishes a sign-in with a passkey alone: the passkey's signature over this browser's challenge, with
 * the person verified, opens the session a password sign-in would (the same admission: a disabled
 * account or an unverified address is refused), logged with the method "passkey". A passkey is itself
 * two factors, so no second step follows. A refused answer for a known passkey counts with its
 * account's password failures and is logged; an unknown passkey is refused alike.
 */
export async function loginWithPasskey(ctx: Context, input: unknown) {
  const { credential } = parseInput(passkeyLoginInput, input);
  const challenge = await takeChallenge(ctx, "sign_in", null);
  if (!challenge) throw new UnauthenticatedError(PASSKEY_CHALLENGE_GONE);
  const passkey = await ctx.db.passkey.findUnique({ where: { credentialId: credential.id }, include: { user: true } });
  if (!passkey) throw new UnauthenticatedError(PASSKEY_NOT_ACCEPTED);
  const { user, ...stored } = passkey;
  const succeeded = await ctx.passwordAttempt("login", user.username);
  if (!(await acceptAssertion(ctx, stored, credential, challenge, true))) {
    await recordSignInFailure(ctx, user, "login", "passkey");
    throw new UnauthenticatedError(PASSKEY_NOT_ACCEPTED);
  }
  await succeeded();
  return openSession(ctx, user, "login", "passkey");
}

/** Options for answering with one of the account's own passkeys (for `purpose`), user verification preferred. */
async function startOwnPasskeyChallenge(ctx: Context, purpose: "second_factor" | "proof", userId: string) {
  const passkeys = await ctx.db.passkey.findMany({
    where: { userId },
    select: { credentialId: true, transports: true },
  });
  if (passkeys.length === 0) throw new ConflictError(NO_PASSKEYS);
  const options = await authenticationOptions(ctx, passkeys, "preferred");
  await rememberChallenge(ctx, purpose, userId, options.challenge);
  return options;
}

/**
 * Whether one of the account's own passkeys signed this browser's challenge for `purpose` (used up
 * either way). Another account's passkey is refused.
 */
async function acceptOwnPasskey(
  ctx: Context,
  purpose: "second_factor" | "proof",
  userId: string,
  credential: AuthenticationCredential,
): Promise<boolean> {
  const challenge = await takeChallenge(ctx, purpose, userId);
  if (!challenge) return false;
  const passkey = await ctx.db.passkey.findFirst({ where: { credentialId: credential.id, userId } });
  return passkey !== null && acceptAssertion(ctx, passkey, credential, challenge, false);
}

/** Options for finishing a half-done sign-in with one of its account's passkeys. */
export async function startPasskeySecondFactor(ctx: Context) {
  const pending = pendingSignIn(ctx);
  if (!pending) throw new UnauthenticatedError(NO_PENDING_SIGN_IN);
  return startOwnPasskeyChallenge(ctx, "second_factor", pending.userId);
}

/** Whether the answer finishes the account's half-done sign-in. */
export function acceptPasskeySecondFactor(ctx: Context, userId: string, credential: AuthenticationCredential) {
  return acceptOwnPasskey(ctx, "second_factor", userId, credential);
}

/**
 * Options for the signed-in person to prove, with one of their passkeys, that they hold their second
 * factor (before new recovery codes), as a current code does for the authenticator app.
 */
export async function startPasskeyProof(ctx: Context) {
  const viewer = requireSessionViewer(ctx);
  return startOwnPasskeyChallenge(ctx, "proof", viewer.id);
}

/** Whether the answer is the signed-in person's proof with one of their passkeys. */
export function acceptPasskeyProof(ctx: Context, userId: string, credential: AuthenticationCredential) {
  return acceptOwnPasskey(ctx, "proof", userId, credential);
}
