import { z } from "zod";
import type { JobDeps } from "#core/jobs/job-deps.ts";
import { enqueueJob, pendingJobKeys, type SqlRunner } from "#core/jobs/job-queue.ts";
import { CUSTOM_FIELD_RECORD_TYPES, type CustomFieldRecordType } from "./custom-field-values.rules.ts";
import { removeStoredValues } from "./custom-field-storage.ts";

/** The task a deleted field's values are removed under, in batches, after its definition is gone. */
export const CUSTOM_FIELD_REMOVAL = "custom_field_removal";

const payloadSchema = z.object({
  workspaceId: z.uuid(),
  recordType: z.enum(CUSTOM_FIELD_RECORD_TYPES),
  key: z.string().min(1),
});

type Removal = z.infer<typeof payloadSchema>;

const removalKeyPrefix = (workspaceId: string, recordType: CustomFieldRecordType) =>
  `custom-field-removal:${workspaceId}:${recordType}:`;

/** Queues the removal of a deleted field's values, in the transaction that deletes the definition. */
export async function enqueueValueRemoval(tx: SqlRunner, removal: Removal): Promise<void> {
  const jobKey = `${removalKeyPrefix(removal.workspaceId, removal.recordType)}${removal.key}`;
  await enqueueJob(tx, CUSTOM_FIELD_REMOVAL, removal, { jobKey });
}

/**
 * The keys of the record type's deleted fields whose values are still being removed: a new field
 * must not take one, or the removal would take its values too.
 */
export async function keysBeingRemoved(
  db: Parameters<typeof pendingJobKeys>[0],
  workspaceId: string,
  recordType: CustomFieldRecordType,
): Promise<string[]> {
  const prefix = removalKeyPrefix(workspaceId, recordType);
  return (await pendingJobKeys(db, prefix)).map((jobKey) => jobKey.slice(prefix.length));
}

/**
 * Removes the values batch by batch, each batch its own short transaction (writers of the records wait
 * for a batch at most), announcing nothing per record: the field's `custom_field.deleted` said it.
 */
export function removeCustomFieldValues({ db }: Pick<JobDeps, "db">) {
  return async (payload: unknown) => {
    const { workspaceId, recordType, key } = payloadSchema.parse(payload);
    const workspaceDb = db.$forWorkspace(workspaceId);
    let after: string | null = null;
    do {
      after = await removeStoredValues(workspaceDb, recordType, key, after);
    } while (after !== null);
  };
}
