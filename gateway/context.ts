import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { SessionOptions } from "iron-session";
import type { Logger } from "pino";
import type { User } from "../prisma/generated/prisma/client.ts";
import type { Context, SessionData } from "../schema/context.ts";
import type { Database } from "../schema/db.ts";
import type { Mailer } from "../schema/mail/mailer.ts";
import { consume, type RateLimiters } from "./rate-limits.ts";
import { readSession } from "./session.ts";

export type ContextDeps = {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  sessionOptions: SessionOptions;
  rateLimiters: RateLimiters;
};

declare global {
  namespace Express {
    interface Locals {
      context: Context;
      /** Set by apiKeyAuth when the request carries a valid API key. */
      apiKeyId?: string;
      apiKeyUser?: User;
    }
  }
}

async function sessionViewer(db: Database, session: SessionData): Promise<User | null> {
  const viewer = session.userId ? await db.user.findUnique({ where: { id: session.userId } }) : null;
  return viewer && viewer.sessionVersion === session.sessionVersion && viewer.emailVerifiedAt ? viewer : null;
}

/**
 * Builds the one request context both transports use: the viewer is the API key's user, or the
 * cookie's, who counts as signed in only while the cookie's session version still matches the database.
 */
export function attachContext(deps: ContextDeps) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const session = await readSession(req, res, deps.sessionOptions);
    const current = res.locals.apiKeyUser ?? (await sessionViewer(deps.db, session));
    const log: Logger = req.log;
    res.locals.context = {
      db: deps.db,
      viewer: current,
      session,
      requestId: String(req.id ?? randomUUID()),
      log,
      mailer: deps.mailer,
      appUrl: deps.appUrl,
      rateLimit: (bucket) => consume(deps.rateLimiters[bucket], req, res),
    };
    next();
  };
}
