import { Prisma } from "#prisma/generated/prisma/client.ts";

/** Anything that runs SQL: the plain client, a workspace client, or either inside a transaction. */
export type SqlRunner = { $executeRaw(query: Prisma.Sql): Prisma.PrismaPromise<number> };

export type EnqueueOptions = {
  /**
   * At most one pending job per key: adding a job under a key that is still waiting replaces it, so
   * a change made twice before the job runs sends one mail, about the latest state.
   */
  jobKey?: string;
  /** Not before this time (a retry's backoff); now when unset. */
  runAt?: Date;
};

/**
 * Adds a job in the caller's transaction, so it is committed with the change that caused it: never
 * lost after a commit, never run for a change that was rolled back. Through bramble_enqueue, the SQL
 * function the triggers queue their jobs with too (migration one_enqueue_function).
 */
export async function enqueueJob(
  db: SqlRunner,
  task: string,
  payload: Record<string, unknown>,
  { jobKey, runAt }: EnqueueOptions = {},
): Promise<void> {
  await db.$executeRaw(
    Prisma.sql`SELECT bramble_enqueue(${task}, ARRAY[${JSON.stringify(payload)}::json], ARRAY[${jobKey ?? null}::text], ${runAt ?? null}::timestamptz)`,
  );
}

/**
 * Adds one job of `task` per row of `rows`, a SELECT of `payload` (json) and `job_key` (text), in one
 * statement: all of them or, if it fails, none. Answers how many it added.
 */
export async function enqueueJobsFor(
  db: { $queryRaw<Row>(query: Prisma.Sql): Prisma.PrismaPromise<Row> },
  task: string,
  rows: Prisma.Sql,
): Promise<number> {
  const [{ queued }] = await db.$queryRaw<[{ queued: number }]>(
    Prisma.sql`SELECT bramble_enqueue(${task}, array_agg(payload), array_agg(job_key)) AS queued FROM (${rows}) AS jobs`,
  );
  return queued;
}

/**
 * The keys starting with `prefix` of the jobs still queued or running (graphile-worker deletes a job
 * once it succeeded): what a write must not collide with while that work is pending.
 */
export async function pendingJobKeys(
  db: { $queryRaw<Row>(query: Prisma.Sql): Prisma.PrismaPromise<Row> },
  prefix: string,
): Promise<string[]> {
  const rows = await db.$queryRaw<{ key: string }[]>(
    Prisma.sql`SELECT key FROM graphile_worker.jobs WHERE starts_with(key, ${prefix})`,
  );
  return rows.map(({ key }) => key);
}
