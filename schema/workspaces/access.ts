import { DEFAULT_CURRENCY } from "#core/currency.rules.ts";
import { DEFAULT_TIME_ZONE } from "#core/time-zone.rules.ts";
import type { User } from "#prisma/generated/prisma/client.ts";
import type { ClientInfo, Context, SessionData, WorkspaceAccess } from "#core/context.ts";
import type { Database } from "#core/db/db.ts";
import { hashTokenSecret } from "#core/access/tokens.ts";
import { SESSION_USE_RESOLUTION_MS, sessionTokenHash } from "#core/access/account-sessions.ts";
import { WORKSPACE_DELETED, NO_LONGER_A_MEMBER } from "./workspaces.rules.ts";

/** Recording every use of a key or session would write on every request; once a minute shows it is alive. */
const LAST_USED_RESOLUTION_MS = SESSION_USE_RESOLUTION_MS;
/** Keys and sessions whose last write of their use this process remembers (see claimUseRecord). */
const USE_RECORDS_KEPT = 10_000;
const useRecordedAt = new Map<string, number>();

/**
 * Whether this request writes the key's last use: it is older than LAST_USED_RESOLUTION_MS, and no
 * other request of this process has claimed the write since. Claimed before the write is awaited:
 * every request of a burst read the same stale time, and each used to write it, queueing on the
 * row's lock (13 writes for 20 concurrent requests) while holding pooled connections.
 */
function claimUseRecord(id: string, lastUsedAt: Date | null, now: number): boolean {
  const last = Math.max(lastUsedAt?.getTime() ?? 0, useRecordedAt.get(id) ?? 0);
  if (now - last <= LAST_USED_RESOLUTION_MS) return false;
  if (useRecordedAt.size >= USE_RECORDS_KEPT) useRecordedAt.clear();
  useRecordedAt.set(id, now);
  return true;
}

export type Access = {
  viewer: User | null;
  workspace: WorkspaceAccess | null;
  workspaceNotice: string | null;
  apiKeyId: string | null;
  /** The cookie's session row, when a cookie signed the request in. */
  sessionId: string | null;
  /** Whether the cookie's person has a second factor: a confirmed authenticator app or a passkey. */
  viewerHasTwoFactor: boolean;
  /** Whether the cookie's session was signed in with single sign-on. */
  sessionFromSingleSignOn: boolean;
};

export const SIGNED_OUT: Access = {
  viewer: null,
  workspace: null,
  workspaceNotice: null,
  apiKeyId: null,
  sessionId: null,
  viewerHasTwoFactor: false,
  sessionFromSingleSignOn: false,
};

/** Signed in means: the account exists, is verified and is not disabled. */
function isActive(user: User | null): user is User {
  return user !== null && user.emailVerifiedAt !== null && user.disabledAt === null;
}

/**
 * Who a cookie belongs to and which workspace they work in: the one the session remembers, or the
 * earliest they joined. The session's row, its account and the membership are one read, made fresh on
 * every request, so an ended session, a removal, a deletion or a disabling takes effect at the very
 * next request, on every process. A cookie without a session token was sealed before sessions were
 * rows, and is signed out.
 */
export async function sessionAccess(db: Database, session: SessionData, client: ClientInfo): Promise<Access> {
  if (!session.userId || !session.sessionToken) return SIGNED_OUT;
  const row = await db.accountSession.findUnique({
    where: { tokenHash: sessionTokenHash(session.sessionToken) },
    include: {
      user: {
        include: {
          totp: { select: { confirmedAt: true } },
          passkeys: { select: { id: true }, take: 1 },
          memberships: {
            where: {
              workspace: { deletedAt: null },
              ...(session.workspaceId ? { workspaceId: session.workspaceId } : {}),
            },
            include: { workspace: true },
            orderBy: { createdAt: "asc" },
            take: 1,
          },
        },
      },
    },
  });
  if (!row || row.userId !== session.userId || !isActive(row.user)) return SIGNED_OUT;
  await recordSessionUse(db, row, client);
  const { memberships, totp, passkeys, ...viewer } = row.user;
  const viewerHasTwoFactor = Boolean(totp?.confirmedAt) || passkeys.length > 0;
  const sessionFromSingleSignOn = row.signInMethod === "sso";
  const signedIn = { viewer, apiKeyId: null, sessionId: row.id, viewerHasTwoFactor, sessionFromSingleSignOn };
  const [membership] = memberships;
  if (!membership) {
    const notice = session.workspaceId ? await lostWorkspaceNotice(db, session.workspaceId) : null;
    return { ...signedIn, workspace: null, workspaceNotice: notice };
  }
  return {
    ...signedIn,
    workspace: workspaceAccess(db, membership.workspace, membership.role),
    workspaceNotice: null,
  };
}

/** The session's last use and address, written at most once a minute (as an API key's). */
async function recordSessionUse(db: Database, row: { id: string; lastUsedAt: Date }, client: ClientInfo) {
  const now = new Date();
  if (!claimUseRecord(row.id, row.lastUsedAt, now.getTime())) return;
  // updateMany: the session may have been ended meanwhile, which is not this request's failure.
  await db.accountSession.updateMany({ where: { id: row.id }, data: { lastUsedAt: now, ip: client.ip } });
}

async function lostWorkspaceNotice(db: Database, workspaceId: string): Promise<string> {
  const workspace = await db.workspace.findUnique({ where: { id: workspaceId }, select: { deletedAt: true } });
  return workspace && workspace.deletedAt ? WORKSPACE_DELETED : NO_LONGER_A_MEMBER;
}

/**
 * The access to a workspace, from its row: `requireTwoFactor` and `requireSingleSignOn` are the row's
 * (every read of a workspace row has them; the bench's hand-made teams leave it out, and require nothing).
 */
export function workspaceAccess(
  db: Database,
  workspace: {
    id: string;
    name: string;
    requireTwoFactor?: boolean;
    requireSingleSignOn?: boolean;
    timeZone?: string;
    autoLinkCompanies?: boolean;
    currency?: string;
  },
  role: WorkspaceAccess["role"],
): WorkspaceAccess {
  const workspaceDb = db.$forWorkspace(workspace.id);
  return {
    id: workspace.id,
    name: workspace.name,
    role,
    db: workspaceDb,
    readDb: workspaceDb,
    requiresTwoFactor: workspace.requireTwoFactor ?? false,
    requiresSingleSignOn: workspace.requireSingleSignOn ?? false,
    timeZone: workspace.timeZone ?? DEFAULT_TIME_ZONE,
    autoLinkCompanies: workspace.autoLinkCompanies ?? true,
    currency: workspace.currency ?? DEFAULT_CURRENCY,
  };
}

/**
 * The access a bearer key gives, or null when it gives none: a key works in its own workspace with
 * member rights, and stops when it is revoked, its workspace is deleted, or its creator is removed
 * from the workspace or disabled. Even a site admin's key never reaches the admin's operations. A
 * workspace's second-factor requirement is about people signing in: a key is not one, and keeps working.
 */
export async function apiKeyAccess(
  db: Database,
  secret: string,
): Promise<(Access & { readAfter: string | undefined }) | null> {
  const apiKey = await db.$findApiKeyByHash(hashTokenSecret(secret));
  if (!apiKey || apiKey.revokedAt || apiKey.workspace.deletedAt) return null;
  const creator = apiKey.user;
  if (!isActive(creator) || apiKey.memberRole === null) return null;
  const workspace = workspaceAccess(db, apiKey.workspace, "member");
  const now = new Date();
  if (claimUseRecord(apiKey.id, apiKey.lastUsedAt, now.getTime())) {
    await workspace.db.apiKey.update({ where: { id: apiKey.id }, data: { lastUsedAt: now } });
  }
  return {
    viewer: { ...creator, role: "user" },
    workspace,
    workspaceNotice: null,
    apiKeyId: apiKey.id,
    sessionId: null,
    viewerHasTwoFactor: false,
    sessionFromSingleSignOn: false,
    readAfter: apiKey.readAfter ?? undefined,
  };
}

/** Points the request, and the session it remembers, at a workspace the viewer belongs to. */
export async function enterWorkspace(ctx: Context, access: WorkspaceAccess) {
  ctx.workspace = access;
  ctx.workspaceNotice = null;
  ctx.session.workspaceId = access.id;
  await ctx.session.save();
}
