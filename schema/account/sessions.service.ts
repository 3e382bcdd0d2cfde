import { endAccountSessions } from "#core/access/account-sessions.ts";
import { requireSessionViewer } from "#core/access/guards.ts";
import { recordAccountEvent } from "#core/access/security-log.ts";
import type { Context } from "#core/context.ts";
import { asSignInMethod, type SignInMethod } from "#core/access/security-events.text.ts";
import { NotFoundError } from "#core/errors.ts";
import { checkId } from "#core/ids.ts";
import { listLimit, type LimitArgs } from "#core/lists/list-size.ts";
import { SESSION_NOT_FOUND } from "./account.rules.ts";
import { describeUserAgent, type BrowserRecordView } from "./user-agent.ts";

/** One of the account's sessions as its owner sees it; `current` is the session asking. */
export type AccountSessionView = BrowserRecordView & {
  createdAt: Date;
  lastUsedAt: Date;
  /** How it signed in: a password (and which second factor), a passkey alone, or single sign-on. */
  signInMethod: SignInMethod;
};

/**
 * The signed-in person's sessions, the asking one first and then the others last used first: where
 * each is (address, browser and system), when and how it signed in, and when it was last used. Never open to an API key.
 */
export async function listMySessions(ctx: Context, { first }: LimitArgs = {}): Promise<AccountSessionView[]> {
  const viewer = requireSessionViewer(ctx);
  const rows = await ctx.db.accountSession.findMany({
    where: { userId: viewer.id },
    select: { id: true, ip: true, userAgent: true, createdAt: true, lastUsedAt: true, signInMethod: true },
    orderBy: [{ lastUsedAt: "desc" }, { id: "desc" }],
    take: listLimit(first),
  });
  const sessions = rows.map((row) => ({
    ...row,
    ...describeUserAgent(row.userAgent),
    signInMethod: asSignInMethod(row.signInMethod),
    current: row.id === ctx.sessionId,
  }));
  // A stable sort: the others keep their order.
  return sessions.sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Ends one of the person's own sessions: its cookie is signed out at its next request. Another
 * account's session is not found, exactly as one that does not exist. Ending this session signs
 * this browser out, as a logout does.
 */
export async function endSession(ctx: Context, id: string): Promise<{ id: string }> {
  const viewer = requireSessionViewer(ctx);
  const sessionId = checkId(id, SESSION_NOT_FOUND);
  await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.accountSession.deleteMany({ where: { id: sessionId, userId: viewer.id } });
    if (count === 0) throw new NotFoundError(SESSION_NOT_FOUND);
    await recordAccountEvent(ctx.client, tx, { kind: "session_ended", userId: viewer.id });
  });
  if (sessionId === ctx.sessionId) {
    ctx.session.destroy();
    ctx.viewer = null;
    ctx.sessionId = null;
  }
  return { id: sessionId };
}

/** Ends every session of the person but this one, and says how many ended (logged, even when none). */
export async function endOtherSessions(ctx: Context): Promise<{ ended: number }> {
  const viewer = requireSessionViewer(ctx);
  const ended = await ctx.db.$transaction(async (tx) => {
    const count = await endAccountSessions(tx, viewer.id, ctx.sessionId);
    await recordAccountEvent(ctx.client, tx, {
      kind: "other_sessions_ended",
      userId: viewer.id,
      detail: { ended: count },
    });
    return count;
  });
  return { ended };
}
