import { Prisma } from "#prisma/generated/prisma/client.ts";

/** Anything that runs SQL in a transaction: the system client's or a workspace client's. */
type Transaction = { $executeRaw(query: Prisma.Sql): Prisma.PrismaPromise<number> };

/**
 * Waits for, then holds until the transaction ends, the lock named `key`: writers that take the same
 * key run one after the other. For a workspace's own rows, name the lock through the workspace client
 * (`$executeWorkspace`), so the workspace in its name is the client's.
 */
export async function lockUntilCommit(tx: Transaction, key: string): Promise<void> {
  await tx.$executeRaw(Prisma.sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
