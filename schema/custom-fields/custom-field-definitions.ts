import type { WorkspaceDatabase, WorkspaceWriter } from "#core/db/db.ts";
import type { CustomFieldDefinition, CustomFieldOption, CustomFieldRecordType } from "./custom-field-values.rules.ts";

/** A definition as the writes need it: the validator's shape, and whether its values are unique. */
export type StoredFieldDefinition = CustomFieldDefinition & { unique: boolean };

/**
 * The workspace's fields of one record type, in position order, archived ones included: what the one
 * validator (checkCustomFields) checks a record's values against.
 */
export async function fieldDefinitionsOf(
  db: WorkspaceDatabase | WorkspaceWriter,
  recordType: CustomFieldRecordType,
): Promise<StoredFieldDefinition[]> {
  const rows = await db.customField.findMany({
    where: { recordType },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: {
      key: true,
      label: true,
      type: true,
      required: true,
      unique: true,
      defaultValue: true,
      options: true,
      archived: true,
    },
  });
  return rows.map((row) => ({
    key: row.key,
    label: row.label,
    type: row.type,
    required: row.required,
    unique: row.unique,
    defaultValue: row.defaultValue,
    options: row.options as CustomFieldOption[],
    archived: row.archived,
  }));
}
