import type { IncomingMessage, ServerResponse } from "node:http";
import { nodeCookies } from "iron-session";
import type { BrowserTrustCookie } from "#core/context.ts";

export const TRUST_COOKIE = "bramble_trusted_browser";
/** The name on https, for the same reasons as the session's (see session.ts). */
export const SECURE_TRUST_COOKIE = `__Host-${TRUST_COOKIE}`;

/**
 * The request's "Trust this browser" cookie: a random token (not sealed: it means nothing but the row
 * its hash finds), httpOnly, SameSite=Lax, and Secure on https. Written beside the session's cookie.
 */
export function browserTrustCookie(req: IncomingMessage, res: ServerResponse, secure: boolean): BrowserTrustCookie {
  const cookies = nodeCookies(req, res);
  const name = secure ? SECURE_TRUST_COOKIE : TRUST_COOKIE;
  const options = { httpOnly: true, sameSite: "lax" as const, secure, path: "/" };
  return {
    token: cookies.read(name),
    set: (token, maxAgeMs) => cookies.write(name, token, { ...options, maxAge: Math.floor(maxAgeMs / 1000) }),
    clear: () => cookies.write(name, "", { ...options, maxAge: 0 }),
  };
}
