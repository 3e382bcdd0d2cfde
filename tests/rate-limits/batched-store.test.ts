import type { Options } from "express-rate-limit";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BATCH_HITS, BatchedRateLimitStore } from "#gateway/batched-rate-limit-store.ts";
import { PostgresRateLimitStore } from "#gateway/rate-limit-store.ts";
import { createDatabase, type Database } from "#core/db/db.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

const HOUR_MS = 60 * 60 * 1000;
let database: TestDatabase;
let db: Database;
const stores: BatchedRateLimitStore[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDatabase(database.url);
});
afterAll(async () => {
  await Promise.all(stores.map((store) => store.shutdown()));
  await db.$disconnect();
  await database.drop();
});
beforeEach(async () => {
  await db.rateLimitCounter.deleteMany();
});

/** One gateway process's store for API keys. */
function processStore(): BatchedRateLimitStore {
  const store = new BatchedRateLimitStore(new PostgresRateLimitStore(db, "apiKey:"));
  store.init({ windowMs: HOUR_MS } as Options);
  stores.push(store);
  return store;
}

async function sharedHits(key: string): Promise<number> {
  const counter = await db.rateLimitCounter.findUnique({ where: { key: `apiKey:${key}` } });
  return counter?.hits ?? 0;
}

async function hit(store: BatchedRateLimitStore, key: string, times: number): Promise<number> {
  let total = 0;
  for (let at = 0; at < times; at++) total = (await store.increment(key)).totalHits;
  return total;
}

describe("the batched API-key allowance", () => {
  it("writes a key's first hit at once, and the next ones in one batch", async () => {
    const store = processStore();
    expect(await hit(store, "k1", 1)).toBe(1);
    expect(await sharedHits("k1")).toBe(1);
    expect(await hit(store, "k1", BATCH_HITS - 1)).toBe(BATCH_HITS);
    expect(await sharedHits("k1")).toBe(1);
    await hit(store, "k1", 1);
    await store.flush();
    expect(await sharedHits("k1")).toBe(BATCH_HITS + 1);
  });

  it("counts exactly in one process: every hit is in the total it reports", async () => {
    const store = processStore();
    const totals = [];
    for (let at = 0; at < 120; at++) totals.push((await store.increment("k2")).totalHits);
    expect(totals).toEqual(Array.from({ length: 120 }, (_value, at) => at + 1));
    await store.flush();
    expect(await sharedHits("k2")).toBe(120);
  });

  it("shares the allowance between processes, each seeing the others' hits when it writes its own", async () => {
    const [one, two] = [processStore(), processStore()];
    await hit(one, "k3", 30);
    await one.flush();
    expect(await hit(two, "k3", 1)).toBe(31);
    expect(await hit(two, "k3", 9)).toBe(40);
    await two.flush();
    expect(await hit(one, "k3", 1)).toBe(31);
    await one.flush();
    expect(await hit(one, "k3", 1)).toBe(42);
    await one.flush();
    expect(await sharedHits("k3")).toBe(42);
  });

  it("lets two processes overshoot by at most one unwritten batch each", async () => {
    const limit = 200;
    const [one, two] = [processStore(), processStore()];
    let granted = 0;
    for (let round = 0; round < 400; round++) {
      const store = round % 2 === 0 ? one : two;
      if ((await store.increment("k4")).totalHits <= limit) granted += 1;
    }
    expect(granted).toBeGreaterThanOrEqual(limit);
    expect(granted).toBeLessThanOrEqual(limit + 2 * (BATCH_HITS - 1));
    await Promise.all([one.flush(), two.flush()]);
    expect(await sharedHits("k4")).toBe(400);
  });

  it("keeps the hits of a failed write for the next one", async () => {
    const store = processStore();
    await hit(store, "k5", 5);
    await db.$executeRawUnsafe("ALTER TABLE rate_limit_counters RENAME TO rate_limit_counters_away");
    try {
      await store.flush();
    } finally {
      await db.$executeRawUnsafe("ALTER TABLE rate_limit_counters_away RENAME TO rate_limit_counters");
    }
    await store.flush();
    expect(await sharedHits("k5")).toBe(5);
  });

  it("writes what is pending when the process shuts down", async () => {
    const store = processStore();
    await hit(store, "k6", 7);
    await store.shutdown();
    expect(await sharedHits("k6")).toBe(7);
  });
});
