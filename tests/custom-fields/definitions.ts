import type { WorkspaceAccess } from "#core/context.ts";
import type {
  CustomFieldOption,
  CustomFieldRecordType,
  CustomFieldType,
} from "#schema/custom-fields/custom-field-values.rules.ts";

export type TestFieldOptions = {
  label?: string;
  required?: boolean;
  unique?: boolean;
  defaultValue?: unknown;
  options?: CustomFieldOption[];
  archived?: boolean;
};

let position = 0;

/**
 * A field defined straight in the database (the definitions' service is another slice's): label from
 * the key unless given ("seats" → "Seats"), placed after the fields made before it.
 */
export async function defineField(
  workspace: WorkspaceAccess,
  recordType: CustomFieldRecordType,
  key: string,
  type: CustomFieldType,
  { label, defaultValue, options = [], ...flags }: TestFieldOptions = {},
) {
  position += 1;
  return workspace.db.customField.create({
    data: {
      recordType,
      key,
      type,
      label: label ?? key[0]!.toUpperCase() + key.slice(1),
      position,
      options,
      ...(defaultValue === undefined ? {} : { defaultValue: defaultValue as never }),
      ...flags,
    },
  });
}

/** Options of a select, keyed by their lower-cased labels. */
export function selectOptions(...labels: string[]): CustomFieldOption[] {
  return labels.map((label) => ({ key: label.toLowerCase(), label, color: "blue", archived: false }));
}
