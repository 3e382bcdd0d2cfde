import type { Request, Response } from "express";
import { rateLimit, type RateLimitRequestHandler } from "express-rate-limit";
import type { RateLimitBucket } from "../schema/context.ts";
import type { Database } from "../schema/db.ts";
import { RateLimitedError } from "../schema/errors.ts";
import { PostgresRateLimitStore } from "./rate-limit-store.ts";

const WINDOW_MS = 15 * 60 * 1000;

export type RateLimiters = Record<RateLimitBucket, RateLimitRequestHandler>;

/**
 * One limiter per bucket, counted in the database so every gateway process shares it. Services call
 * them through ctx.rateLimit, so a GraphQL login and a REST login draw from the same allowance.
 */
export function createRateLimiters(db: Database, limit: number): RateLimiters {
  const limiter = (bucket: RateLimitBucket) =>
    rateLimit({
      store: new PostgresRateLimitStore(db, `${bucket}:`),
      windowMs: WINDOW_MS,
      limit,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      handler: (_req, _res, next) => next(new RateLimitedError()),
    });
  return {
    login: limiter("login"),
    register: limiter("register"),
    adminLogin: limiter("adminLogin"),
    contact: limiter("contact"),
    passwordReset: limiter("passwordReset"),
    verificationResend: limiter("verificationResend"),
  };
}

export function consume(limiter: RateLimitRequestHandler, req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    void limiter(req, res, (error?: unknown) => (error ? reject(error) : resolve()));
  });
}
