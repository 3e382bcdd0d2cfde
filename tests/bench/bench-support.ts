import { performance } from "node:perf_hooks";
import { runMigrationsInChildProcess } from "#prisma/run-migrations.ts";
import { createDatabase, type Database } from "#core/db/db.ts";
import { adminQuery, databaseUrl } from "#tests/support/postgres-admin.ts";
import { startThrowawayPostgres } from "#tests/support/throwaway-postgres.ts";

export const ROUNDS = 15;

/** Median run time in milliseconds of ROUNDS runs, after one warm-up run. */
export async function medianMs(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

/** Runs a benchmark against a migrated database on a throw-away PostgreSQL, then removes it all. */
export async function withBenchDatabase(benchmark: (db: Database) => Promise<void>) {
  const postgres = await startThrowawayPostgres();
  try {
    await adminQuery(postgres.adminUrl, "CREATE DATABASE bench");
    const url = databaseUrl(postgres.adminUrl, "bench");
    await runMigrationsInChildProcess(url);
    const db = createDatabase(url);
    try {
      await benchmark(db);
    } finally {
      await db.$disconnect();
    }
  } finally {
    await postgres.stop();
  }
}
