import { randomBytes } from "node:crypto";
import type { Context } from "../context.ts";
import type { Database, DatabaseTransaction } from "../db/db.ts";
import { hashTokenSecret } from "./tokens.ts";

/** How long a browser stays trusted: a password sign-in from it skips the second factor until then. */
export const TRUSTED_BROWSER_DAYS = 30;
const TRUSTED_BROWSER_MS = TRUSTED_BROWSER_DAYS * 24 * 60 * 60 * 1000;
/** What is kept of a client's User-Agent (as a session keeps). */
const USER_AGENT_KEPT = 512;

type Client = Database | DatabaseTransaction;

/**
 * Trusts the asking browser for TRUSTED_BROWSER_DAYS: a new random token in its own long-lived
 * httpOnly cookie, and a row that keeps only the token's hash. A token the browser already held is
 * replaced (its row deleted), so one browser is one row.
 */
export async function trustThisBrowser(ctx: Context, userId: string, now = Date.now()) {
  const token = randomBytes(32).toString("base64url");
  const previous = ctx.trustCookie.token;
  await ctx.db.$transaction(async (db) => {
    if (previous) await db.trustedBrowser.deleteMany({ where: { tokenHash: hashTokenSecret(previous) } });
    await db.trustedBrowser.create({
      data: {
        userId,
        tokenHash: hashTokenSecret(token),
        ip: ctx.client.ip,
        userAgent: ctx.client.userAgent.slice(0, USER_AGENT_KEPT),
        expiresAt: new Date(now + TRUSTED_BROWSER_MS),
      },
    });
  });
  ctx.trustCookie.set(token, TRUSTED_BROWSER_MS);
}

/** The asking browser's trust row for the account, while it has not expired (null otherwise). */
export async function trustedBrowserOf(ctx: Context, userId: string, now = new Date()) {
  const token = ctx.trustCookie.token;
  if (!token) return null;
  return ctx.db.trustedBrowser.findFirst({
    where: { tokenHash: hashTokenSecret(token), userId, expiresAt: { gt: now } },
    select: { id: true },
  });
}

/** Forgets every browser the account trusts (two-factor turned off, a password changed or reset). */
export async function forgetTrustedBrowsers(db: Client, userId: string) {
  const { count } = await db.trustedBrowser.deleteMany({ where: { userId } });
  return count;
}

/** Deletes the rows of trust that has expired (its cookie no longer skips anything). */
export async function purgeExpiredTrustedBrowsers(db: Database, now = new Date()) {
  const { count } = await db.trustedBrowser.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
