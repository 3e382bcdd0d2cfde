import { Prisma } from "#prisma/generated/prisma/client.ts";
import type { WorkspaceDatabase, WorkspaceWriter } from "#core/db/db.ts";
import { startBookkeeping } from "#core/db/bookkeeping.ts";
import type { CustomFieldRecordType } from "./custom-field-values.rules.ts";

// The values of a record type's fields as stored: one jsonb object per record (custom_fields), keyed by
// field key. What reads or changes them across the records, in SQL through the workspace client.

const TABLES: Record<CustomFieldRecordType, Prisma.Sql> = {
  customer: Prisma.sql`customers`,
  company: Prisma.sql`companies`,
  deal: Prisma.sql`deals`,
  task: Prisma.sql`tasks`,
};

/** How many records hold a value of each field (by key): one pass over the record type's rows. */
export async function storedValueCounts(
  db: WorkspaceWriter,
  recordType: CustomFieldRecordType,
): Promise<Map<string, number>> {
  const rows = await db.$queryWorkspace<{ key: string; count: number }>(
    (workspaceId) => Prisma.sql`
      SELECT field.key, count(*)::int AS count
      FROM ${TABLES[recordType]} AS r CROSS JOIN LATERAL jsonb_object_keys(r.custom_fields) AS field(key)
      WHERE r.workspace_id = ${workspaceId} AND r.custom_fields <> '{}'::jsonb
      GROUP BY field.key`,
  );
  return new Map(rows.map(({ key, count }) => [key, count]));
}

/** How many records hold a value of the field. */
export async function storedValueCount(
  db: WorkspaceWriter,
  recordType: CustomFieldRecordType,
  key: string,
): Promise<number> {
  const [row] = await db.$queryWorkspace<{ count: number }>(
    (workspaceId) => Prisma.sql`
      SELECT count(*)::int AS count FROM ${TABLES[recordType]}
      WHERE workspace_id = ${workspaceId} AND custom_fields ? ${key}::text`,
  );
  return row?.count ?? 0;
}

/** Whether two records hold the same value of the field (so it cannot become unique). */
export async function valuesShared(db: WorkspaceWriter, recordType: CustomFieldRecordType, key: string) {
  const rows = await db.$queryWorkspace<{ shared: number }>(
    (workspaceId) => Prisma.sql`
      SELECT 1 AS shared FROM ${TABLES[recordType]}
      WHERE workspace_id = ${workspaceId} AND custom_fields ? ${key}::text
      GROUP BY custom_fields -> ${key}::text HAVING count(*) > 1 LIMIT 1`,
  );
  return rows.length > 0;
}

/** Records per batch of a deleted field's values: each batch is one short transaction. */
export const REMOVAL_BATCH = 1000;

const BEFORE_EVERY_ID = "00000000-0000-0000-0000-000000000000";

/**
 * Removes the field's values from the next `batchSize` records after `after` (in id order), as
 * bookkeeping (no webhook per record, samples stay samples). Answers the batch's last id, or null once
 * no record is left after `after`.
 */
export async function removeStoredValues(
  db: WorkspaceDatabase,
  recordType: CustomFieldRecordType,
  key: string,
  after: string | null,
  batchSize = REMOVAL_BATCH,
): Promise<string | null> {
  const table = TABLES[recordType];
  return db.$transaction(async (tx) => {
    await startBookkeeping(tx);
    const [row] = await tx.$queryWorkspace<{ last: string | null }>(
      (workspaceId) => Prisma.sql`
        WITH batch AS (
          SELECT id FROM ${table}
          WHERE workspace_id = ${workspaceId} AND id > ${after ?? BEFORE_EVERY_ID}::uuid
          ORDER BY id LIMIT ${batchSize}
        ), removed AS (
          UPDATE ${table} AS r SET custom_fields = r.custom_fields - ${key}::text
          FROM batch WHERE r.workspace_id = ${workspaceId} AND r.id = batch.id AND r.custom_fields ? ${key}::text
          RETURNING r.id
        )
        SELECT (SELECT id::text FROM batch ORDER BY id DESC LIMIT 1) AS last, (SELECT count(*) FROM removed) AS removed`,
    );
    return row?.last ?? null;
  });
}
