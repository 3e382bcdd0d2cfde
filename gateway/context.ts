import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import type { Allowances, ClientInfo, Context, Session } from "#core/context.ts";
import { endSessionByToken } from "#core/access/account-sessions.ts";
import type { Database } from "#core/db/db.ts";
import { Prisma } from "#prisma/generated/prisma/client.ts";
import type { ReadRouting } from "#core/replica/read-routing.ts";
import { SIGNED_OUT, sessionAccess, type Access } from "#schema/workspaces/access.ts";
import { consume, type AddressLimits, type PasswordThrottle, type RateLimiters } from "./rate-limits.ts";
import { sessionStanding, type SessionLifetimes, type SessionReader } from "./session.ts";
import { browserTrustCookie } from "./trust-cookie.ts";

export type ContextDeps = {
  db: Database;
  readRouting: ReadRouting;
  appUrl: string;
  demoData: boolean;
  allowPrivateWebhookUrls: boolean;
  readSession: SessionReader;
  sessionLifetimes: SessionLifetimes;
  rateLimiters: RateLimiters;
  addressLimits: AddressLimits;
  passwordThrottle: PasswordThrottle;
  allowances: Allowances;
  /** ADMIN_REQUIRE_2FA. */
  adminRequiresTwoFactor: boolean;
  /** Whether cookies are Secure (APP_URL is https), which also names them `__Host-`. */
  secureCookies: boolean;
  singleSignOn: Context["singleSignOn"];
};

declare global {
  namespace Express {
    interface Locals {
      context: Context;
      /** Set by apiKeyAuth when the request carries a valid API key. */
      apiKeyAccess?: Access;
      /** Where the key's last write ended, with apiKeyAccess. */
      apiKeyReadAfter?: string | undefined;
    }
  }
}

/**
 * Builds the one request context both transports use: who is calling (the API key's creator, or the
 * cookie's user while its session row exists) and the workspace they work in, read fresh
 * from the database on every request.
 */
export function attachContext(deps: ContextDeps) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const client: ClientInfo = { ip: req.ip ?? "", userAgent: req.get("user-agent") ?? "" };
    const { access, session } = res.locals.apiKeyAccess
      ? { access: res.locals.apiKeyAccess, session: await deps.readSession.withoutCookie(req, res) }
      : await cookieAccess(deps, req, res, client, await deps.readSession(req, res));
    const log: Logger = req.log;
    const reads = deps.readRouting.readsAfter(access.apiKeyId ? res.locals.apiKeyReadAfter : readsSession(session));
    const workspace = access.workspace && {
      ...access.workspace,
      readDb: reads.forWorkspace(access.workspace.id, access.workspace.db),
    };
    const context: Context = {
      db: deps.db,
      readDb: reads.db,
      ...access,
      workspace,
      session,
      trustCookie: browserTrustCookie(req, res, deps.secureCookies),
      client,
      requestId: String(req.id ?? randomUUID()),
      log,
      appUrl: deps.appUrl,
      demoData: deps.demoData,
      allowPrivateWebhookUrls: deps.allowPrivateWebhookUrls,
      adminRequiresTwoFactor: deps.adminRequiresTwoFactor,
      singleSignOn: deps.singleSignOn,
      rateLimit: (bucket) => consume(deps.rateLimiters[bucket], req, res),
      rateLimitAddress: (bucket, address) => deps.addressLimits.consume(bucket, address),
      passwordAttempt: (bucket, account) => deps.passwordThrottle.attempt(bucket, req, account),
      forgivePasswordFailures: (account) => deps.passwordThrottle.forgive(account),
      allowances: deps.allowances,
      rememberWrites: () => rememberWrites(deps, context),
    };
    res.locals.context = context;
    next();
  };
}

/**
 * The cookie's access while its session is alive. An expired session ends (its row is deleted) and is
 * replaced by an empty one (its cookie cleared); one in use is sealed again now and then, which
 * restarts its idle clock.
 */
async function cookieAccess(
  deps: ContextDeps,
  req: Request,
  res: Response,
  client: ClientInfo,
  session: Session,
): Promise<{ access: Access; session: Session }> {
  const access = await sessionAccess(deps.db, session, client);
  if (!access.viewer) return { access, session };
  const now = Date.now();
  const standing = sessionStanding(session, now, deps.sessionLifetimes, access.viewer.role === "admin");
  if (standing === "expired") {
    await endSessionByToken(deps.db, session.sessionToken);
    return { access: SIGNED_OUT, session: await deps.readSession.replaceExpired(req, res) };
  }
  let changed = standing === "reseal";
  if (changed) session.activeAt = now;
  // A session that had no workspace yet (signed in at /admin/login, or after leaving one) remembers
  // the one it now works in, so losing that later is reported instead of moving on to another.
  if (access.workspace && session.workspaceId !== access.workspace.id) {
    session.workspaceId = access.workspace.id;
    changed = true;
  }
  if (changed) await session.save();
  return { access, session };
}

/**
 * The position a signed-in person's reads must reach. A visitor with no session has written nothing
 * a read could miss.
 */
function readsSession(session: Session): string | undefined {
  return session.userId ? session.readAfter : undefined;
}

/**
 * After a write: the position the caller's next reads must reach, kept where every gateway finds it
 * (the sealed session cookie, or the API key's row). Kept only with a replica to route reads to.
 */
async function rememberWrites(deps: ContextDeps, ctx: Context) {
  try {
    await rememberWritePosition(deps, ctx);
  } catch (error) {
    // The write itself is done: answering it matters more than routing the next reads, which at worst
    // may not show it for a moment.
    ctx.log.warn({ err: error }, "could not remember where the caller's writes end");
  }
}

async function rememberWritePosition(deps: ContextDeps, ctx: Context) {
  if (!ctx.apiKeyId && !ctx.session.userId) return;
  const position = await deps.readRouting.writePosition();
  if (position === null) return;
  if (ctx.apiKeyId && ctx.workspace) {
    // The furthest of this key's writes: another of its requests may have written later and finished first.
    const keyId = ctx.apiKeyId;
    await ctx.workspace.db.$queryWorkspace(
      (workspace) => Prisma.sql`UPDATE api_keys
        SET read_after = GREATEST(COALESCE(read_after, '0/0')::pg_lsn, ${position}::pg_lsn)::text
        WHERE id = ${keyId}::uuid AND workspace_id = ${workspace} RETURNING id`,
    );
    return;
  }
  ctx.session.readAfter = position;
  await ctx.session.save();
}
