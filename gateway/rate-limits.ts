import type { Request, Response } from "express";
import { rateLimit, type RateLimitRequestHandler } from "express-rate-limit";
import type { RateLimitBucket } from "../schema/context.ts";
import { RateLimitedError } from "../schema/errors.ts";

const WINDOW_MS = 15 * 60 * 1000;

export type RateLimiters = Record<RateLimitBucket, RateLimitRequestHandler>;

/**
 * One limiter per bucket, per app instance (memory store). Services call them through ctx.rateLimit,
 * so a GraphQL login and a REST login draw from the same allowance.
 */
export function createRateLimiters(limit: number): RateLimiters {
  const limiter = () =>
    rateLimit({
      windowMs: WINDOW_MS,
      limit,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      handler: (_req, _res, next) => next(new RateLimitedError()),
    });
  return { login: limiter(), register: limiter(), adminLogin: limiter(), contact: limiter() };
}

export function consume(limiter: RateLimitRequestHandler, req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    void limiter(req, res, (error?: unknown) => (error ? reject(error) : resolve()));
  });
}
