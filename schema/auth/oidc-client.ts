import * as oidc from "openid-client";
import type { SingleSignOnSettings } from "#core/context.ts";

/** How long a request to the provider (discovery, token, userinfo) may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** The provider's configuration, discovered at first use and kept; a failed discovery is tried again next time. */
const discovered = new Map<string, Promise<oidc.Configuration>>();

function isLoopback(issuer: URL): boolean {
  return ["localhost", "127.0.0.1", "[::1]"].includes(issuer.hostname);
}

/**
 * The OpenID provider's configuration (its endpoints and keys), from its discovery document. Read lazily,
 * when a sign-in first needs it, never at start-up (a provider that is down must not keep the server
 * from starting); a failure is not kept, so the next sign-in tries again. Plain http is allowed only
 * for an issuer on a loopback host (config.ts refuses any other).
 */
export function providerConfiguration(settings: SingleSignOnSettings): Promise<oidc.Configuration> {
  const key = JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret]);
  const known = discovered.get(key);
  if (known) return known;
  const issuer = new URL(settings.issuer);
  const found = oidc.discovery(issuer, settings.clientId, undefined, oidc.ClientSecretBasic(settings.clientSecret), {
    timeout: PROVIDER_TIMEOUT_SECONDS,
    ...(issuer.protocol === "http:" && isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
  });
  discovered.set(key, found);
  found.catch(() => discovered.delete(key));
  return found;
}

/** What one sign-in keeps in the sealed cookie while the browser is at the provider. */
export type AuthorizationSecrets = { state: string; nonce: string; codeVerifier: string };

/** The provider's authorization URL for a code flow with PKCE (S256), a state and a nonce, and those secrets. */
export async function authorizationRequest(
  configuration: oidc.Configuration,
  redirectUri: string,
): Promise<{ url: URL; secrets: AuthorizationSecrets }> {
  const secrets = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: "openid email profile",
    response_type: "code",
    code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: "S256",
    state: secrets.state,
    nonce: secrets.nonce,
  });
  return { url, secrets };
}

/** Who the provider says signed in: its subject, and the address with whether it verified it. */
export type ProviderIdentity = { issuer: string; subject: string; email: string | null; emailVerified: boolean };

/**
 * Exchanges the callback's code (with the PKCE verifier) and verifies the answer: the state must be the
 * one sent, the ID token signed by the provider's keys, for this client, unexpired, with the nonce sent.
 * The address comes from the ID token, or from the userinfo endpoint (for the same subject) when the
 * token does not carry it.
 */
export async function verifiedIdentity(
  configuration: oidc.Configuration,
  callbackUrl: URL,
  secrets: AuthorizationSecrets,
): Promise<ProviderIdentity> {
  const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: secrets.codeVerifier,
    expectedState: secrets.state,
    expectedNonce: secrets.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error("the token response carried no ID token");
  let { email, email_verified: emailVerified } = claims;
  if (typeof email !== "string" && configuration.serverMetadata().userinfo_endpoint) {
    const userInfo = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    ({ email, email_verified: emailVerified } = userInfo);
  }
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: typeof email === "string" && email !== "" ? email : null,
    emailVerified: emailVerified === true,
  };
}
