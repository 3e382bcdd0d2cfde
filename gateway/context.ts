import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import type { Context } from "../schema/context.ts";
import type { Database } from "../schema/db.ts";
import type { Mailer } from "../schema/mail/mailer.ts";
import { sessionAccess, type Access } from "../schema/workspaces/access.ts";
import { consume, type RateLimiters } from "./rate-limits.ts";
import type { SessionReader } from "./session.ts";

export type ContextDeps = {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  demoData: boolean;
  readSession: SessionReader;
  rateLimiters: RateLimiters;
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
    const session = await deps.readSession(req, res);
    const access = res.locals.apiKeyAccess ?? (await sessionAccess(deps.db, session));
    // A session that had no workspace yet (signed in at /admin/login, or after leaving one) remembers
    // the one it now works in, so losing that later is reported instead of moving on to another.
    if (!res.locals.apiKeyAccess && access.workspace && session.workspaceId !== access.workspace.id) {
      session.workspaceId = access.workspace.id;
      await session.save();
    }
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
      rateLimit: (bucket) => consume(deps.rateLimiters[bucket], req, res),
    };
    next();
  };
}
