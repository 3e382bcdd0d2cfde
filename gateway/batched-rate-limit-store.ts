import type { IncrementResponse, Options, Store } from "express-rate-limit";
import type { PostgresRateLimitStore } from "./rate-limit-store.ts";

/** Hits a process may count in memory before it writes them to the shared counter. */
export const BATCH_HITS = 50;
const FLUSH_EVERY_MS = 1000;

type Tally = {
  /** The shared total as of this process's last write, its own hits included. */
  shared: number;
  /** This process's hits being written now. */
  writing: number;
  /** This process's hits not written yet. */
  pending: number;
  resetTime: Date;
};

/**
 * A per-key allowance shared by every gateway process without a write on every request. A key's
 * first request in a window writes at once and learns the shared total; later ones are counted in
 * memory and written in one statement per key every second, or as soon as BATCH_HITS accumulate.
 *
 * The cost is a bounded overshoot. A process always counts its own hits, so one process alone is
 * exact. With several, a process sees the others' hits only when it writes its own, so each can
 * grant up to BATCH_HITS - 1 requests past the limit before it learns: with P processes, a key gets
 * at most P x (BATCH_HITS - 1) requests beyond its hourly limit. Hits not yet written when a process
 * stops are not counted (at most a second's or a batch's worth per key). Sign-in and sign-up
 * throttles do not use this: they stay exact.
 */
export class BatchedRateLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private readonly shared: PostgresRateLimitStore;
  private readonly tallies = new Map<string, Tally>();
  private readonly writes = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(shared: PostgresRateLimitStore) {
    this.shared = shared;
    this.prefix = shared.prefix;
  }

  init(options: Options) {
    this.shared.init(options);
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  async increment(key: string): Promise<IncrementResponse> {
    const tally = this.tallies.get(key);
    if (!tally || tally.resetTime.getTime() <= Date.now()) {
      const fresh = await this.shared.add(key, 1);
      const resetTime = fresh.resetTime ?? new Date();
      this.tallies.set(key, { shared: fresh.totalHits, writing: 0, pending: 0, resetTime });
      return fresh;
    }
    tally.pending += 1;
    // A full batch is written before the request goes on, so a process never grants more than a
    // batch on what may be an outdated view of the others' hits.
    if (tally.pending >= BATCH_HITS) await this.write(key);
    return { totalHits: tally.shared + tally.writing + tally.pending, resetTime: tally.resetTime };
  }

  decrement(key: string) {
    const tally = this.tallies.get(key);
    if (tally) tally.pending -= 1;
  }

  async resetKey(key: string) {
    this.tallies.delete(key);
    await this.shared.resetKey(key);
  }

  /** Writes every key's pending hits (each key in one statement) and learns the shared totals. */
  async flush(): Promise<void> {
    await Promise.all([...this.tallies.keys()].map((key) => this.write(key)));
  }

  async shutdown() {
    clearInterval(this.timer);
    await this.flush();
    this.shared.shutdown();
  }

  private write(key: string): Promise<void> {
    const running = this.writes.get(key);
    if (running) return running.then(() => this.write(key));
    const tally = this.tallies.get(key);
    if (!tally || tally.pending === 0) return Promise.resolve();
    tally.writing = tally.pending;
    tally.pending = 0;
    const write = this.shared
      .add(key, tally.writing)
      .then(
        (counted) => {
          tally.shared = counted.totalHits;
          tally.resetTime = counted.resetTime ?? tally.resetTime;
        },
        // The hits are kept for the next write: a failed write must not hand out a fresh allowance.
        () => {
          tally.pending += tally.writing;
        },
      )
      .finally(() => {
        tally.writing = 0;
      })
      .finally(() => this.writes.delete(key));
    this.writes.set(key, write);
    return write;
  }
}
