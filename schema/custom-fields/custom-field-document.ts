import type { Context } from "#core/context.ts";
import { requireWorkspace } from "#core/access/guards.ts";
import { DomainError } from "#core/errors.ts";
import { fieldDefinitionsOf, type StoredFieldDefinition } from "./custom-field-definitions.ts";
import { CUSTOM_FIELD_RECORD_TYPES, type CustomFieldRecordType } from "./custom-field-values.rules.ts";

export type WorkspaceFields = {
  currency: string;
  definitions: Record<CustomFieldRecordType, StoredFieldDefinition[]>;
};

/**
 * The caller's workspace's fields of every record type, for the API document a key or a session asks
 * for; null for anyone the workspace's data is closed to (nobody signed in, no workspace, a second
 * factor or single sign-on it requires and the caller lacks): they get the public document.
 */
export async function workspaceFields(ctx: Context): Promise<WorkspaceFields | null> {
  let access: ReturnType<typeof requireWorkspace>;
  try {
    access = requireWorkspace(ctx);
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
  const definitions = await Promise.all(
    CUSTOM_FIELD_RECORD_TYPES.map(
      async (recordType) => [recordType, await fieldDefinitionsOf(access.readDb, recordType)] as const,
    ),
  );
  return {
    currency: access.currency,
    definitions: Object.fromEntries(definitions) as WorkspaceFields["definitions"],
  };
}
