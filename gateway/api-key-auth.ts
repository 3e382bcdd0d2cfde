import type { NextFunction, Request, Response } from "express";
import { rateLimit } from "express-rate-limit";
import type { Database } from "#core/db/db.ts";
import { apiKeyAccess } from "#schema/workspaces/access.ts";
import { sendError } from "./problem-details.ts";
import { BatchedRateLimitStore } from "./batched-rate-limit-store.ts";
import { countThrottleRefusal } from "./metrics/registry.ts";
import { PostgresRateLimitStore } from "./rate-limit-store.ts";

const HOUR_MS = 60 * 60 * 1000;

/** Unknown and revoked keys alike: which of the two is not the caller's business. */
export const INVALID_API_KEY = "Invalid API key";

export function apiRateLimitExceeded(requestsPerHour: number): string {
  return `API rate limit exceeded: ${requestsPerHour} requests per hour`;
}

/** The key from `Authorization: Bearer <key>`, or undefined when the request carries none. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1];
}

/**
 * Requests with an API key act in the key's workspace (see apiKeyAccess) and draw from a per-key
 * hourly allowance, counted in batches (see BatchedRateLimitStore); requests without one fall
 * through to the session cookie.
 */
export function apiKeyAuth(db: Database, requestsPerHour: number, { rateLimited = true } = {}) {
  const limiter = rateLimit({
    windowMs: HOUR_MS,
    limit: requestsPerHour,
    // RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset, each on its own, on every answer; and
    // Retry-After on a 429.
    standardHeaders: "draft-6",
    legacyHeaders: false,
    store: new BatchedRateLimitStore(new PostgresRateLimitStore(db, "apiKey:")),
    keyGenerator: (_req, res) => String(res.locals.apiKeyAccess?.apiKeyId),
    handler: (req, res) => {
      countThrottleRefusal("apiKey");
      sendError(req, res, { status: 429, message: apiRateLimitExceeded(requestsPerHour), code: "RATE_LIMITED" });
    },
  });
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req.get("authorization"));
    if (token === undefined) return next();
    const access = await apiKeyAccess(db, token);
    if (!access) {
      sendError(req, res, { status: 401, message: INVALID_API_KEY, code: "UNAUTHENTICATED" });
      return;
    }
    const { readAfter, ...keyAccess } = access;
    res.locals.apiKeyAccess = keyAccess;
    res.locals.apiKeyReadAfter = readAfter;
    if (rateLimited) await limiter(req, res, next);
    else next();
  };
}
