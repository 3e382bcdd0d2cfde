import type { Request, Response } from "express";
import { ipKeyGenerator, rateLimit, type Options, type RateLimitRequestHandler } from "express-rate-limit";
import type { Allowances, MailBucket, RateLimitBucket, SignInBucket } from "#core/context.ts";
import type { Database } from "#core/db/db.ts";
import { RateLimitedError } from "#core/errors.ts";
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

export type AddressLimits = {
  consume(bucket: MailBucket, address: string): Promise<void>;
};

/**
 * Mails sent to one address by the buckets that mail an address a stranger typed, `limit` per fixed
 * 15-minute window, counted in the database like the per-IP limits. The per-IP limit alone let someone
 * with many addresses flood one inbox; every address counts alike, so a refusal tells nothing about
 * whether an account uses it.
 */
export function createAddressLimits(db: Database, limit: number): AddressLimits {
  const stores: Record<MailBucket, PostgresRateLimitStore> = {
    passwordReset: windowedStore(db, "passwordReset-address:"),
    verificationResend: windowedStore(db, "verificationResend-address:"),
  };
  return {
    async consume(bucket, address) {
      const { totalHits } = await stores[bucket].increment(address.toLowerCase());
      if (totalHits > limit) {
        countThrottleRefusal(bucket);
        throw new RateLimitedError();
      }
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
 * window. The IPs are counted per bucket; the account's failures are one count for the sign-in, the
 * admin sign-in and the password change alike, so an account's guesses cannot be spread over them. Each attempt is counted before the check (so a burst of parallel guesses cannot slip past)
 * and taken back when the password was right. Counting per account stops guesses spread over many IPs;
 * the window is fixed from its first failure and attempts refused inside it do not extend it, so an
 * attacker can hold an account for at most 15 minutes per burst, never lock it for good.
 */
export function createPasswordThrottle(db: Database, limit: number): PasswordThrottle {
  const perIp: Record<SignInBucket, PostgresRateLimitStore> = {
    login: windowedStore(db, "login:"),
    adminLogin: windowedStore(db, "adminLogin:"),
  };
  const perAccount = windowedStore(db, "login-account:");
  return {
    async attempt(bucket, req, account) {
      const ip = perIp[bucket];
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
      await perAccount.resetKey(account);
    },
  };
}
