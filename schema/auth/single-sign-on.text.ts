// Single sign-on's paths and the texts the web client shows too (only text imports: the web bundles this file).

import { WORKSPACE_SINGLE_SIGN_ON_REQUIRED } from "#core/access/access.text.ts";

/** Where the browser starts a single sign-on (a full page load: it leaves for the provider). */
export const SINGLE_SIGN_ON_START_PATH = "/api/auth/oidc/start";
/** Where the provider sends the browser back: `${APP_URL}${SINGLE_SIGN_ON_CALLBACK_PATH}` is the redirect URI. */
export const SINGLE_SIGN_ON_CALLBACK_PATH = "/api/auth/oidc/callback";

/** The button's text on /login unless OIDC_BUTTON_LABEL says otherwise. */
export const DEFAULT_SINGLE_SIGN_ON_LABEL = "Sign in with single sign-on";

/** Why a single sign-on did not sign anyone in: /login is reached with `?sso_error=<reason>` and shows its text. */
export const SINGLE_SIGN_ON_PROBLEMS = {
  not_configured: "Single sign-on is not set up on this site.",
  unavailable: "The identity provider cannot be reached right now. Please try again in a moment.",
  expired: "This single sign-on attempt has expired or was already used. Please sign in again.",
  failed: "Single sign-on failed: the identity provider's answer could not be verified. Please sign in again.",
  denied: "The identity provider did not sign you in.",
  no_email: "Your identity provider did not share an e-mail address, which a Bramble account needs.",
  email_taken_unverified:
    "An account already uses this e-mail address, and your identity provider has not verified it, so single sign-on cannot use that account. Sign in with your password instead.",
  creation_off:
    "No account uses this e-mail address, and this site does not create accounts at single sign-on. Ask an administrator for an account.",
  verify_email:
    "Your account is waiting for its e-mail address to be verified: open the link we e-mailed you, then sign in with single sign-on again.",
  account_disabled: "This account has been disabled. Contact the site administrator.",
  site_admin:
    "The site administrator's account does not sign in with single sign-on: sign in with its password (and second factor) instead.",
  required: WORKSPACE_SINGLE_SIGN_ON_REQUIRED,
} as const;

export type SingleSignOnProblem = keyof typeof SINGLE_SIGN_ON_PROBLEMS;

/** The text for a `?sso_error=` value; null when there is none, the generic failure for an unknown one. */
export function singleSignOnProblemText(reason: string | null | undefined): string | null {
  if (!reason) return null;
  return Object.hasOwn(SINGLE_SIGN_ON_PROBLEMS, reason)
    ? SINGLE_SIGN_ON_PROBLEMS[reason as SingleSignOnProblem]
    : SINGLE_SIGN_ON_PROBLEMS.failed;
}
