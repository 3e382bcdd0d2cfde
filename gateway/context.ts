import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import type { Context, Session } from "../schema/context.ts";
import type { Database } from "../schema/db.ts";
import type { Mailer } from "../schema/mail/mailer.ts";
import { sessionAccess, type Access } from "../schema/workspaces/access.ts";
import { consume, type PasswordThrottle, type RateLimiters } from "./rate-limits.ts";
import { sessionStanding, type SessionLifetimes, type SessionReader } from "./session.ts";

export type ContextDeps = {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  demoData: boolean;
  allowPrivateWebhookUrls: boolean;
  readSession: SessionReader;
  sessionLifetimes: SessionLifetimes;
  rateLimiters: RateLimiters;
  passwordThrottle: PasswordThrottle;
};

declare global {
  namespace Express {
    interface Locals {
      context: Context;
      /** Set by apiKeyAuth when the request carries a valid API key. */
      apiKeyAccess?: Access;
    }
  }
}

/**
 * Builds the one request context both transports use: who is calling (the API key's creator, or the
 * cookie's user while its session version still matches) and the workspace they work in, read fresh
 * from the database on every request.
 */
export function attachContext(deps: ContextDeps) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const read = await deps.readSession(req, res);
    const { access, session } = res.locals.apiKeyAccess
      ? { access: res.locals.apiKeyAccess, session: read }
      : await cookieAccess(deps, req, res, read);
    const log: Logger = req.log;
    res.locals.context = {
      db: deps.db,
      ...access,
      session,
      requestId: String(req.id ?? randomUUID()),
      log,
      mailer: deps.mailer,
      appUrl: deps.appUrl,
      demoData: deps.demoData,
      allowPrivateWebhookUrls: deps.allowPrivateWebhookUrls,
      rateLimit: (bucket) => consume(deps.rateLimiters[bucket], req, res),
      passwordAttempt: (bucket, account) => deps.passwordThrottle.attempt(bucket, req, account),
      forgivePasswordFailures: (account) => deps.passwordThrottle.forgive(account),
    };
    next();
  };
}

/**
 * The cookie's access while its session is alive. An expired session is replaced by an empty one (and
 * its cookie cleared); one in use is sealed again now and then, which restarts its idle clock.
 */
async function cookieAccess(
  deps: ContextDeps,
  req: Request,
  res: Response,
  session: Session,
): Promise<{ access: Access; session: Session }> {
  const access = await sessionAccess(deps.db, session);
  if (!access.viewer) return { access, session };
  const now = Date.now();
  const standing = sessionStanding(session, now, deps.sessionLifetimes, access.viewer.role === "admin");
  if (standing === "expired") {
    const signedOut: Access = { viewer: null, workspace: null, workspaceNotice: null, apiKeyId: null };
    return { access: signedOut, session: await deps.readSession.replaceExpired(req, res) };
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
