import type { IncomingMessage, ServerResponse } from "node:http";
import { getIronSession, nodeCookies, type CookieJar, type IronSession, type SessionOptions } from "iron-session";
import type { SessionData, SessionLifetimes } from "#core/context.ts";

export const SESSION_COOKIE = "bramble_session";
/**
 * The name on https: browsers keep a `__Host-` cookie only when it is Secure, for Path=/ and without a
 * Domain, so no subdomain or plain-http page can plant or shadow the session.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

const HOUR_MS = 60 * 60 * 1000;

export type { SessionLifetimes };

export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = {
  idleMs: 7 * 24 * HOUR_MS,
  adminIdleMs: 12 * HOUR_MS,
  absoluteMs: 14 * 24 * HOUR_MS,
};

/**
 * A cookie in use is sealed again (its idle clock restarted) once its last seal is this old: sealing
 * on every request would cost a key derivation each time and defeat the unsealing memo below.
 */
export const RESEAL_AFTER_MS = 5 * 60 * 1000;

export function createSessionOptions(options: { secret: string; secure: boolean }): SessionOptions {
  return {
    password: options.secret,
    cookieName: options.secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE,
    ttl: DEFAULT_SESSION_LIFETIMES.absoluteMs / 1000,
    cookieOptions: { httpOnly: true, sameSite: "lax", secure: options.secure, path: "/" },
  };
}

/**
 * Where a signed-in session stands at `now`: expired (too long unused, or past its absolute lifetime),
 * due to be sealed again, or current. A cookie without the timestamps was sealed before sessions had
 * them, and counts as expired.
 */
export function sessionStanding(
  session: SessionData,
  now: number,
  lifetimes: SessionLifetimes,
  admin: boolean,
): "expired" | "reseal" | "current" {
  const { signedInAt, activeAt } = session;
  if (signedInAt === undefined || activeAt === undefined) return "expired";
  const idleMs = admin ? lifetimes.adminIdleMs : lifetimes.idleMs;
  if (now - signedInAt >= lifetimes.absoluteMs || now - activeAt >= idleMs) return "expired";
  return now - activeAt >= RESEAL_AFTER_MS ? "reseal" : "current";
}

/** Distinct cookies remembered per process; the oldest unused one goes first. */
export const UNSEALED_SESSIONS_KEPT = 10_000;

type Unsealed = { data: object; expiresAt: number };

/** The expiry an iron seal carries (`Fe26.2*id*salt*iv*data*expiry*hmacSalt*hmac`, then `~2`), in ms. */
function sealExpiry(seal: string): number {
  const expiry = Number(seal.split("~")[0]?.split("*")[5]);
  return Number.isFinite(expiry) && expiry > 0 ? expiry : 0;
}

/**
 * Sessions as iron-session reads them, with the unsealing memoised. Unsealing a cookie (two key
 * derivations and a decryption through WebCrypto) was a tenth of a signed-in request's CPU, and a
 * browser sends the same cookie with every request. A seal is authenticated and never changes, so what
 * one unsealed to is kept under the exact sealed string until the seal's own expiry. Only the cookie's
 * contents are remembered: who the session's user is, and whether they still belong to the workspace,
 * is read from the database on every request.
 */
export function createSessionReader(options: SessionOptions) {
  const { cookieName } = options;
  const unsealed = new Map<string, Unsealed>();

  function remember(seal: string, data: object) {
    const expiresAt = sealExpiry(seal);
    if (expiresAt === 0 || Object.keys(data).length === 0) return;
    if (unsealed.size >= UNSEALED_SESSIONS_KEPT) unsealed.delete(unsealed.keys().next().value!);
    unsealed.set(seal, { data: structuredClone(data), expiresAt });
  }

  function recall(seal: string): object | undefined {
    const found = unsealed.get(seal);
    if (!found) return undefined;
    unsealed.delete(seal);
    if (found.expiresAt <= Date.now()) return undefined;
    unsealed.set(seal, found);
    return structuredClone(found.data);
  }

  /** A jar that does not show iron-session the session cookie, so the session it builds starts empty. */
  const hidingSeal = (cookies: CookieJar): CookieJar => ({
    ...cookies,
    read: (name) => (name === cookieName ? undefined : cookies.read(name)),
  });

  async function readSession(req: IncomingMessage, res: ServerResponse): Promise<IronSession<SessionData>> {
    const cookies = nodeCookies(req, res);
    const seal = cookies.read(cookieName);
    const known = seal ? recall(seal) : undefined;
    if (!seal || !known) {
      const session = await getIronSession<SessionData>(cookies, options);
      if (seal) remember(seal, { ...session });
      return session;
    }
    // iron-session builds the session (its save and destroy write through the same jar) from a jar
    // that does not show it the known cookie, so there is nothing to unseal; the contents come from
    // the memo.
    return Object.assign(await getIronSession<SessionData>(hidingSeal(cookies), options), known);
  }

  /**
   * Clears the cookie of a session that has expired and gives an empty one in its place. Unlike
   * destroy(), the new one can still be saved: a sign-in may follow in the same request.
   */
  async function replaceExpired(req: IncomingMessage, res: ServerResponse): Promise<IronSession<SessionData>> {
    const cookies = nodeCookies(req, res);
    cookies.write(cookieName, "", { ...options.cookieOptions, maxAge: 0 });
    return getIronSession<SessionData>(hidingSeal(cookies), options);
  }

  /**
   * An empty session that never reads the cookie: for a request an API key authenticates, whose key is
   * its whole identity (unsealing a cookie it does not use would only cost a key derivation).
   */
  async function withoutCookie(req: IncomingMessage, res: ServerResponse): Promise<IronSession<SessionData>> {
    return getIronSession<SessionData>(hidingSeal(nodeCookies(req, res)), options);
  }

  return Object.assign(readSession, { replaceExpired, withoutCookie });
}

export type SessionReader = ReturnType<typeof createSessionReader>;
