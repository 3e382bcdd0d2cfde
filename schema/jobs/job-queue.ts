import { Prisma } from "../../prisma/generated/prisma/client.ts";

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
 * lost after a commit, never run for a change that was rolled back.
 */
export async function enqueueJob(
  db: SqlRunner,
  task: string,
  payload: Record<string, unknown>,
  { jobKey, runAt }: EnqueueOptions = {},
): Promise<void> {
  await db.$executeRaw(
    Prisma.sql`SELECT graphile_worker.add_job(${task}, ${JSON.stringify(payload)}::json, job_key := ${jobKey ?? null}::text, run_at := ${runAt ?? null}::timestamptz)`,
  );
}
