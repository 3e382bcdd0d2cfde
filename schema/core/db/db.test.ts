import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { createDatabase, type Database } from "./db.ts";
import { UnavailableError } from "../errors.ts";
import { asDomainError } from "./prisma-errors.ts";

/** pg's default pool size, which the adapter keeps. */
const POOL_SIZE = 10;
/** Longer than Prisma's default wait for a connection (2 s). */
const BUSY_SECONDS = 3;

let database: TestDatabase;
let db: Database;
let observer: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDatabase(database.url);
  observer = new pg.Client({ connectionString: database.url });
  await observer.connect();
});
afterAll(async () => {
  await observer.end();
  await db.$disconnect();
  await database.drop();
});

async function sleepingSessions(): Promise<number> {
  const { rows } = await observer.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM pg_stat_activity WHERE state = 'active' AND query LIKE 'SELECT pg_sleep%'",
  );
  return rows[0]?.count ?? 0;
}

describe("a transaction started while every pooled connection is busy", () => {
  it("waits its turn, as a plain query does, instead of failing", async () => {
    const busy = Promise.all(Array.from({ length: POOL_SIZE }, () => db.$executeRaw`SELECT pg_sleep(${BUSY_SECONDS})`));
    await expect.poll(sleepingSessions, { interval: 20, timeout: 30_000 }).toBe(POOL_SIZE);

    const transaction = db.$transaction(async (tx) => tx.$queryRaw<{ answer: number }[]>`SELECT 42 AS answer`);

    await expect(transaction).resolves.toEqual([{ answer: 42 }]);
    expect(await busy).toEqual(Array.from({ length: POOL_SIZE }, () => 1));
  });

  it("is the database being unavailable (503) when it cannot get one within its wait", async () => {
    const busy = Promise.all(Array.from({ length: POOL_SIZE }, () => db.$executeRaw`SELECT pg_sleep(${BUSY_SECONDS})`));
    await expect.poll(sleepingSessions, { interval: 20, timeout: 30_000 }).toBe(POOL_SIZE);

    const refused = await db.$transaction(async (tx) => tx.$queryRaw`SELECT 1`, { maxWait: 100 }).catch(asDomainError);

    expect(refused).toEqual(new UnavailableError("The database is unavailable; try again shortly"));
    await busy;
  });
});
