import type { CustomField } from "#prisma/generated/prisma/client.ts";
import type { WorkspaceDatabase, WorkspaceWriter } from "#core/db/db.ts";
import type { CustomFieldDefinition, CustomFieldOption, CustomFieldRecordType } from "./custom-field-values.rules.ts";

/** A definition as the writes need it: the validator's shape, and whether its values are unique. */
export type StoredFieldDefinition = CustomFieldDefinition & { unique: boolean };

/** A definition's options as stored (jsonb, [{ key, label, color, archived }] in order). */
export function optionsOf(field: Pick<CustomField, "options">): CustomFieldOption[] {
  return Array.isArray(field.options) ? (field.options as CustomFieldOption[]) : [];
}

/** A stored definition as the one validator of values (and the writes' unique check) reads it. */
export function definitionOf(field: CustomField): StoredFieldDefinition {
  return {
    key: field.key,
    label: field.label,
    type: field.type,
    required: field.required,
    unique: field.unique,
    defaultValue: field.defaultValue,
    options: optionsOf(field),
    archived: field.archived,
  };
}

/**
 * The record type's fields as the validator of values reads them: every field (archived ones too,
 * whose values are kept), in position order.
 */
export async function fieldDefinitionsOf(
  db: WorkspaceDatabase | WorkspaceWriter,
  recordType: CustomFieldRecordType,
): Promise<StoredFieldDefinition[]> {
  const fields = await db.customField.findMany({
    where: { recordType },
    orderBy: [{ position: "asc" }, { id: "asc" }],
  });
  return fields.map(definitionOf);
}
