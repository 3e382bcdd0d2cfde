import * as oidc from "openid-client";
import type { Context } from "#core/context.ts";
import { parseInput } from "#core/validation.ts";
import { recordSignInFailure, openSession } from "./login.service.ts";
import { authorizationRequest, providerConfiguration, verifiedIdentity } from "./oidc-client.ts";
import { SingleSignOnError } from "./single-sign-on-error.ts";
import { finishSingleSignOnInput, safeNextPath, startSingleSignOnInput } from "./single-sign-on.rules.ts";
import { accountForIdentity } from "./single-sign-on-accounts.ts";

/** How long the browser may stay at the provider before its answer is refused. */
export const SINGLE_SIGN_ON_PENDING_MS = 10 * 60 * 1000;

function configured(ctx: Context) {
  if (!ctx.singleSignOn) throw new SingleSignOnError("not_configured");
  return ctx.singleSignOn;
}

/** Whether single sign-on is on, and the text of its button: what the sign-in page needs. */
export function singleSignOnOption(ctx: Context) {
  return ctx.singleSignOn && { buttonLabel: ctx.singleSignOn.buttonLabel };
}

async function configuration(ctx: Context) {
  try {
    return await providerConfiguration(configured(ctx));
  } catch (error) {
    if (error instanceof SingleSignOnError) throw error;
    ctx.log.warn({ err: error }, "the OpenID provider's discovery failed");
    throw new SingleSignOnError("unavailable");
  }
}

/**
 * Starts a single sign-on: keeps a fresh state, nonce and PKCE verifier (with where to go after) in the
 * sealed session cookie, and answers the provider's authorization URL the browser goes to. A sign-in
 * started again replaces the one before.
 */
export async function startSingleSignOn(ctx: Context, input: unknown) {
  const { next } = parseInput(startSingleSignOnInput, input);
  const settings = configured(ctx);
  const { url, secrets } = await authorizationRequest(await configuration(ctx), settings.redirectUri);
  ctx.session.singleSignOnPending = { ...secrets, next: safeNextPath(next), startedAt: Date.now() };
  await ctx.session.save();
  return { authorizationUrl: url.href };
}

/** The sign-in the cookie waits for, taken out of it (once: the callback cannot be replayed in this browser). */
async function takePending(ctx: Context, now = Date.now()) {
  const pending = ctx.session.singleSignOnPending;
  if (!pending) throw new SingleSignOnError("expired");
  delete ctx.session.singleSignOnPending;
  await ctx.session.save();
  if (now - pending.startedAt >= SINGLE_SIGN_ON_PENDING_MS || now < pending.startedAt) {
    throw new SingleSignOnError("expired");
  }
  return pending;
}

/** The provider's answer, verified: a refusal it reports, or any check that fails, signs nobody in. */
async function identityFrom(ctx: Context, callbackUrl: URL, pending: Parameters<typeof verifiedIdentity>[2]) {
  const providerConfig = await configuration(ctx);
  try {
    return await verifiedIdentity(providerConfig, callbackUrl, pending);
  } catch (error) {
    ctx.log.warn({ err: error }, "a single sign-on answer was refused");
    throw new SingleSignOnError(error instanceof oidc.AuthorizationResponseError ? "denied" : "failed");
  }
}

/**
 * Finishes a single sign-on with the URL the provider sent the browser back to (its query is what
 * counts; it is read against the configured redirect URI). The state, the code (exchanged with the PKCE
 * verifier) and the ID token (its signature, audience, expiry and nonce) are checked; then the account
 * is found or made (single-sign-on-accounts.ts) and admitted as a password sign-in is (a disabled or unverified
 * account is refused), and the session opens, logged with the method "sso". The provider authenticated
 * the person: the account's own second factor is not asked for (see docs/security.md).
 */
export async function finishSingleSignOn(ctx: Context, input: unknown) {
  const { callbackUrl } = parseInput(finishSingleSignOnInput, input);
  const settings = configured(ctx);
  const pending = await takePending(ctx);
  const answer = new URL(settings.redirectUri);
  answer.search = new URL(callbackUrl, settings.redirectUri).search;
  const identity = await identityFrom(ctx, answer, pending);
  const user = await accountForIdentity(ctx.db, identity, settings.createAccounts);
  if (user.disabledAt) {
    await recordSignInFailure(ctx, user, "login", "sso");
    throw new SingleSignOnError("account_disabled");
  }
  if (!user.emailVerifiedAt) throw new SingleSignOnError("verify_email");
  // Linked before it was made the site admin: the admin's account signs in with its own proofs only.
  if (user.role === "admin") throw new SingleSignOnError("site_admin");
  const signedIn = await openSession(ctx, user, "login", "sso");
  return { ...signedIn, next: pending.next };
}
