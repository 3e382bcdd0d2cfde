import { randomBytes } from "node:crypto";
import type { User } from "#prisma/generated/prisma/client.ts";
import type { Context, SessionLifetimes } from "../context.ts";
import type { Database, DatabaseTransaction } from "../db/db.ts";
import { hashTokenSecret } from "./tokens.ts";

/** A session's last use is written at most this often (see claimUseRecord in workspaces/access.ts). */
export const SESSION_USE_RESOLUTION_MS = 60_000;
/** What is kept of a client's User-Agent. */
const USER_AGENT_KEPT = 512;

type Client = Database | DatabaseTransaction;

/**
 * Opens a session for a person whose credentials were just checked, and gives the token its cookie
 * carries (the row keeps only the token's hash), or null when the account changed meanwhile. The
 * account's row is locked while the session is made and must still be as it was read (the same
 * password, not disabled): a password reset or a disabling that commits during the password check
 * would otherwise end every session but this one, made a moment later with the old password.
 * `alongside` runs in the same transaction (the sign-in's entry in the security log). The row keeps
 * whether the session came from single sign-on (`signInMethod` "sso"), which a workspace can require.
 */
export async function openAccountSession(
  ctx: Context,
  user: User,
  alongside?: (tx: DatabaseTransaction) => Promise<unknown>,
  signInMethod = "password",
): Promise<{ id: string; token: string } | null> {
  const token = randomBytes(32).toString("base64url");
  return ctx.db.$transaction(async (db) => {
    const { count } = await db.user.updateMany({
      where: { id: user.id, passwordHash: user.passwordHash, disabledAt: null },
      data: { passwordHash: user.passwordHash },
    });
    if (count === 0) return null;
    const { id } = await db.accountSession.create({
      data: {
        userId: user.id,
        tokenHash: hashTokenSecret(token),
        ip: ctx.client.ip,
        userAgent: ctx.client.userAgent.slice(0, USER_AGENT_KEPT),
        signInMethod,
      },
      select: { id: true },
    });
    await alongside?.(db);
    return { id, token };
  });
}

/** The hash a session row is found by, from its cookie's token. */
export function sessionTokenHash(token: string): string {
  return hashTokenSecret(token);
}

/** Ends one session by its cookie's token (a logout, or a sign-in replacing the browser's last session). */
export async function endSessionByToken(db: Client, token: string | undefined) {
  if (!token) return;
  await db.accountSession.deleteMany({ where: { tokenHash: sessionTokenHash(token) } });
}

/**
 * Ends every session of the account, or every one but `keep` (the caller's own): each of their
 * cookies is signed out at its next request, on every gateway. Call it after the change that ends
 * them (in the same transaction when there is one), so a sign-in racing with it is refused or ended.
 */
export async function endAccountSessions(db: Client, userId: string, keep: string | null = null) {
  const { count } = await db.accountSession.deleteMany({
    where: { userId, ...(keep ? { id: { not: keep } } : {}) },
  });
  return count;
}

/**
 * Deletes the rows of sessions whose cookies can no longer be used: unused for longer than the idle
 * timeout (the site admin's for admins) or signed in longer ago than the absolute lifetime. A row's
 * last use may lag its cookie's by SESSION_USE_RESOLUTION_MS, which the idle cut-off allows for.
 */
export async function purgeExpiredSessions(db: Database, lifetimes: SessionLifetimes, now = Date.now()) {
  const idleBefore = (idleMs: number) => new Date(now - idleMs - SESSION_USE_RESOLUTION_MS);
  const { count } = await db.accountSession.deleteMany({
    where: {
      OR: [
        { createdAt: { lt: new Date(now - lifetimes.absoluteMs) } },
        { lastUsedAt: { lt: idleBefore(lifetimes.idleMs) }, user: { role: { not: "admin" } } },
        { lastUsedAt: { lt: idleBefore(lifetimes.adminIdleMs) }, user: { role: "admin" } },
      ],
    },
  });
  return count;
}
