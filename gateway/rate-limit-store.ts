import type { IncrementResponse, Options, Store } from "express-rate-limit";
import type { Database } from "#core/db/db.ts";

const CLEAN_UP_EVERY_MS = 10 * 60 * 1000;

/**
 * Throttle counters in PostgreSQL, so several gateway processes behind a load balancer share one
 * allowance per client instead of each granting its own. One statement counts a hit atomically and
 * starts a new window once the old one has passed; the database clock decides, for every process alike.
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private readonly db: Database;
  private windowMs = 60_000;
  private cleanUp: NodeJS.Timeout | undefined;

  constructor(db: Database, prefix: string) {
    this.db = db;
    this.prefix = prefix;
  }

  init(options: Options) {
    this.windowMs = options.windowMs;
    this.cleanUp = setInterval(() => {
      void this.db.rateLimitCounter.deleteMany({ where: { resetAt: { lt: new Date() } } }).catch(() => undefined);
    }, CLEAN_UP_EVERY_MS);
    this.cleanUp.unref();
  }

  increment(key: string): Promise<IncrementResponse> {
    return this.add(key, 1);
  }

  /** Counts `hits` more for a key in one statement, and returns the shared total and window end. */
  async add(key: string, hits: number): Promise<IncrementResponse> {
    const [counter] = await this.db.$queryRaw<{ hits: number; reset_at: Date }[]>`
      INSERT INTO rate_limit_counters (key, hits, reset_at)
      VALUES (${this.prefix + key}, ${hits}, now() + ${this.windowMs} * interval '1 millisecond')
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limit_counters.reset_at <= now() THEN ${hits} ELSE rate_limit_counters.hits + ${hits} END,
        reset_at = CASE WHEN rate_limit_counters.reset_at <= now()
          THEN now() + ${this.windowMs} * interval '1 millisecond' ELSE rate_limit_counters.reset_at END
      RETURNING hits, reset_at`;
    // The database's clock starts the window; the headers count down on this process's clock, which
    // may trail it by a moment: never announce more than one window, which would read 3601 of 3600 s.
    const resetTime = counter && new Date(Math.min(counter.reset_at.getTime(), Date.now() + this.windowMs));
    return { totalHits: counter?.hits ?? hits, resetTime };
  }

  async decrement(key: string) {
    await this.db.$executeRaw`
      UPDATE rate_limit_counters SET hits = GREATEST(hits - 1, 0) WHERE key = ${this.prefix + key}`;
  }

  async resetKey(key: string) {
    await this.db.rateLimitCounter.deleteMany({ where: { key: this.prefix + key } });
  }

  shutdown() {
    clearInterval(this.cleanUp);
  }
}
