import { Gauge, Registry } from "prom-client";
import type { Logger } from "pino";
import { poolUse, type Database } from "#core/db/db.ts";

/** A scrape must not wait on a database that is slow or away: the queue depth is left out instead. */
export const JOB_QUEUE_QUERY_TIMEOUT_MS = 1000;

type JobCounts = { waiting: bigint; scheduled: bigint; running: bigint; failed: bigint };

/** One pass over graphile-worker's table (small: finished jobs are deleted), no lock taken. */
async function countJobs(db: Database): Promise<JobCounts | undefined> {
  const rows = await db.$queryRaw<JobCounts[]>`
    SELECT count(*) FILTER (WHERE is_available AND run_at <= now()) AS waiting,
           count(*) FILTER (WHERE is_available AND run_at > now()) AS scheduled,
           count(*) FILTER (WHERE locked_at IS NOT NULL) AS running,
           count(*) FILTER (WHERE locked_at IS NULL AND attempts >= max_attempts) AS failed
    FROM graphile_worker._private_jobs`;
  return rows[0];
}

function withTimeout<Value>(work: Promise<Value>, ms: number): Promise<Value> {
  return Promise.race([
    work,
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms).unref(),
    ),
  ]);
}

/**
 * The metrics read from this app's database at each scrape: how busy each connection pool is, and how
 * many jobs wait in the queue. A registry of their own, as each app (a test builds several) has its own.
 */
export function databaseCollectors({ pools, log }: { pools: Record<string, Database>; log: Logger }): Registry {
  const registry = new Registry();
  const poolGauge = (name: string, help: string, read: (use: NonNullable<ReturnType<typeof poolUse>>) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["pool"] as const,
      registers: [registry],
      collect() {
        for (const [pool, db] of Object.entries(pools)) {
          const use = poolUse(db);
          if (use) this.set({ pool }, read(use));
        }
      },
    });
  poolGauge("bramble_database_pool_connections", "Connections the pool holds, busy or idle.", (use) => use.total);
  poolGauge("bramble_database_pool_idle_connections", "Connections the pool holds unused.", (use) => use.idle);
  poolGauge("bramble_database_pool_waiting_queries", "Queries waiting for a free connection.", (use) => use.waiting);
  poolGauge("bramble_database_pool_max_connections", "Connections the pool may open at most.", (use) => use.max);

  const primary = pools.primary;
  new Gauge({
    name: "bramble_job_queue_jobs",
    help: "Background jobs by state: waiting (due), scheduled (later), running, failed (out of attempts).",
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      if (!primary) return;
      try {
        const counts = await withTimeout(countJobs(primary), JOB_QUEUE_QUERY_TIMEOUT_MS);
        for (const [state, value] of Object.entries(counts ?? {})) this.set({ state }, Number(value));
      } catch (error) {
        log.warn({ err: error }, "job queue depth left out of /metrics: the database did not answer");
      }
    },
  });
  return registry;
}
