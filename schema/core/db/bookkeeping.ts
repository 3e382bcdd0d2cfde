import { Prisma } from "#prisma/generated/prisma/client.ts";

/** Anything that runs SQL in a transaction: the system client's or a workspace client's. */
type Transaction = { $executeRaw(query: Prisma.Sql): Prisma.PrismaPromise<number> };

/**
 * Marks the transaction's next writes as bookkeeping, until `endBookkeeping` or the transaction's end:
 * webhooks announce nothing of them and a sample row they touch stays a sample (the triggers read
 * `bramble.bookkeeping`, see the migration custom_field_webhooks). For writes no one made to a record:
 * a deleted custom field's values removed in batches, the other fields' positions shifting as one moves.
 */
export async function startBookkeeping(tx: Transaction): Promise<void> {
  await tx.$executeRaw(Prisma.sql`SELECT set_config('bramble.bookkeeping', 'on', true)`);
}

/** The transaction's next writes are announced again. */
export async function endBookkeeping(tx: Transaction): Promise<void> {
  await tx.$executeRaw(Prisma.sql`SELECT set_config('bramble.bookkeeping', 'off', true)`);
}
