import type { Request, Response } from "express";
import { ipKeyGenerator, rateLimit, type Options, type RateLimitRequestHandler } from "express-rate-limit";
import type { Allowances, RateLimitBucket, SignInBucket } from "../schema/context.ts";
import type { Database } from "../schema/db.ts";
import { RateLimitedError } from "../schema/errors.ts";
import { countThrottleRefusal } from "./metrics/registry.ts";
import { PostgresRateLimitStore } from "./rate-limit-store.ts";

const WINDOW_MS = 15 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

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
      handler: (_req, _res, next) => {
        countThrottleRefusal(bucket);
        next(new RateLimitedError());
      },
    });
  return {
    register: limiter("register"),
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

function windowedStore(db: Database, prefix: string, windowMs = WINDOW_MS) {
  const store = new PostgresRateLimitStore(db, prefix);
  store.init({ windowMs } as Options);
  return store;
}

/** Hourly allowances per key, in fixed windows counted in the database, so every gateway shares them. */
export function createAllowances(db: Database): Allowances {
  const store = windowedStore(db, "allowance:", HOUR_MS);
  return {
    async use(keys) {
      const counted = await Promise.all(keys.map((key) => store.increment(key)));
      return counted.map(({ totalHits, resetTime }) => ({
        used: totalHits,
        resetsAt: resetTime ?? new Date(Date.now() + HOUR_MS),
      }));
    },
    async giveBack(keys) {
      await Promise.all(keys.map((key) => store.decrement(key)));
    },
  };
}

export type PasswordThrottle = {
  attempt(bucket: SignInBucket, req: Request, account: string): Promise<() => Promise<void>>;
  /** Forgets an account's failures, not those of the addresses they came from. */
  forgive(account: string): Promise<void>;
};

/**
 * Failed password checks per client IP and per account name, `limit` of each per fixed 15-minute
 * window. Each attempt is counted before the check (so a burst of parallel guesses cannot slip past)
 * and taken back when the password was right. Counting per account stops guesses spread over many IPs;
 * the window is fixed from its first failure and attempts refused inside it do not extend it, so an
 * attacker can hold an account for at most 15 minutes per burst, never lock it for good.
 */
export function createPasswordThrottle(db: Database, limit: number): PasswordThrottle {
  const stores = {
    login: { ip: windowedStore(db, "login:"), account: windowedStore(db, "login-account:") },
    adminLogin: { ip: windowedStore(db, "adminLogin:"), account: windowedStore(db, "adminLogin-account:") },
  };
  return {
    async attempt(bucket, req, account) {
      const { ip, account: perAccount } = stores[bucket];
      const ipKey = ipKeyGenerator(req.ip ?? "");
      const counts = await Promise.all([ip.increment(ipKey), perAccount.increment(account)]);
      if (counts.some((count) => count.totalHits > limit)) {
        countThrottleRefusal(bucket);
        throw new RateLimitedError();
      }
      return async () => {
        await Promise.all([ip.decrement(ipKey), perAccount.decrement(account)]);
      };
    },
    async forgive(account) {
      await Promise.all(Object.values(stores).map((store) => store.account.resetKey(account)));
    },
  };
}
