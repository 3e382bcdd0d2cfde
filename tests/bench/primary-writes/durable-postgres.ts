import { readPostmasterFile } from "#prisma/postgres/postmaster.ts";
import { startThrowawayPostgres, type ThrowawayPostgres } from "#tests/support/throwaway-postgres.ts";

export type DurablePostgres = ThrowawayPostgres & { postmasterPid: number };

/**
 * A throw-away PostgreSQL that keeps PostgreSQL's default durability (fsync, synchronous_commit and
 * full_page_writes on): a commit here waits for its WAL to reach the disk, as it does on a production
 * primary. Its postmaster's pid is for reading PostgreSQL's CPU time.
 */
export async function startDurablePostgres(log: (line: string) => void): Promise<DurablePostgres> {
  const postgres = await startThrowawayPostgres({ durable: true, log });
  const postmaster = await readPostmasterFile(postgres.clusterDir);
  if (!postmaster) {
    await postgres.stop();
    throw new Error(`PostgreSQL left no postmaster.pid in ${postgres.clusterDir}`);
  }
  return { ...postgres, postmasterPid: postmaster.pid };
}
