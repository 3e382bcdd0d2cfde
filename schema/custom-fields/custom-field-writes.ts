import { Prisma } from "#prisma/generated/prisma/client.ts";
import type { WorkspaceWriter } from "#core/db/db.ts";
import { ValidationError } from "#core/errors.ts";
import { fieldDefinitionsOf, type StoredFieldDefinition } from "./custom-field-definitions.ts";
import {
  checkCustomFields,
  CUSTOM_FIELD_MESSAGES,
  type CustomFieldProblem,
  type CustomFieldRecordType,
  type CustomFieldValues,
} from "./custom-field-values.rules.ts";

// The seam every writer of a record's custom fields goes through (the services of customers, companies,
// deals and tasks, whichever transport called them, and the imports): the one validator, then what it
// cannot know alone, the workspace's members and the other records' values.

const TABLES: Record<CustomFieldRecordType, Prisma.Sql> = {
  customer: Prisma.sql`customers`,
  company: Prisma.sql`companies`,
  deal: Prisma.sql`deals`,
  task: Prisma.sql`tasks`,
};

/** A unique field's value another record of the type already holds. */
export function uniqueValueTaken(label: string, recordType: CustomFieldRecordType): string {
  return `${label} must be unique: another ${recordType} has this value`;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The fields whose value the write sets (or changes): only those need the members and other records looked at. */
function changedFields(
  definitions: readonly StoredFieldDefinition[],
  values: CustomFieldValues,
  current: CustomFieldValues | undefined,
) {
  return definitions.filter(
    (definition) =>
      values[definition.key] !== undefined && !sameValue(values[definition.key], current?.[definition.key]),
  );
}

/** Member fields must name members of the workspace (the validator checked they are ids). */
async function memberProblems(
  db: WorkspaceWriter,
  fields: readonly StoredFieldDefinition[],
  values: CustomFieldValues,
): Promise<CustomFieldProblem[]> {
  const members = fields.filter((definition) => definition.type === "member");
  if (members.length === 0) return [];
  const ids = [...new Set(members.map((definition) => String(values[definition.key])))];
  const found = await db.$queryWorkspace<{ id: string }>(
    (workspaceId) => Prisma.sql`SELECT user_id::text AS id FROM memberships
      WHERE workspace_id = ${workspaceId} AND user_id = ANY(${ids}::uuid[])`,
  );
  const known = new Set(found.map((row) => row.id));
  return members
    .filter((definition) => !known.has(String(values[definition.key])))
    .map((definition) => ({
      field: `customFields.${definition.key}`,
      message: CUSTOM_FIELD_MESSAGES.member(definition.label),
    }));
}

/**
 * Unique fields must hold a value no other record of the type holds. Each field's check runs under a
 * lock of its own (workspace, record type, key) held until the transaction ends, taken in key order,
 * so two writers of the same value cannot both find it free. The record being written still holds its
 * previous value, never the new one, so it never finds itself.
 */
async function uniqueProblems(
  db: WorkspaceWriter,
  recordType: CustomFieldRecordType,
  fields: readonly StoredFieldDefinition[],
  values: CustomFieldValues,
): Promise<CustomFieldProblem[]> {
  const unique = fields.filter((definition) => definition.unique).sort((a, b) => a.key.localeCompare(b.key));
  const problems: CustomFieldProblem[] = [];
  for (const definition of unique) {
    const lockName = `:${recordType}:${definition.key}`;
    await db.$executeWorkspace(
      (workspaceId) =>
        Prisma.sql`SELECT pg_advisory_xact_lock(hashtextextended('custom-field-unique:' || ${workspaceId}::text || ${lockName}, 0))`,
    );
    const held = JSON.stringify({ [definition.key]: values[definition.key] });
    const [taken] = await db.$queryWorkspace<{ found: number }>(
      (workspaceId) => Prisma.sql`SELECT 1 AS found FROM ${TABLES[recordType]}
        WHERE workspace_id = ${workspaceId} AND custom_fields @> ${held}::jsonb LIMIT 1`,
    );
    if (taken) {
      problems.push({
        field: `customFields.${definition.key}`,
        message: uniqueValueTaken(definition.label, recordType),
      });
    }
  }
  return problems;
}

function refuse(problems: readonly CustomFieldProblem[]): never {
  const [first] = problems;
  throw new ValidationError(first?.message ?? CUSTOM_FIELD_MESSAGES.notAnObject, problems);
}

/**
 * The custom fields to store for a record: what the writer sent (`input`, the `customFields` of its
 * body) checked against the record type's definitions, merged over `current` (an update) or filled with
 * the defaults (a create: `current` undefined). Throws ValidationError naming every bad field
 * (`customFields.<key>`). Call it in the write's transaction: a unique field's lock lasts until it ends.
 */
export async function checkRecordCustomFields(
  db: WorkspaceWriter,
  recordType: CustomFieldRecordType,
  input: unknown,
  current?: CustomFieldValues,
): Promise<CustomFieldValues> {
  const definitions = await fieldDefinitionsOf(db, recordType);
  const checked = checkCustomFields(definitions, input, current);
  if (!checked.ok) refuse(checked.problems);
  const changed = changedFields(definitions, checked.values, current);
  const problems = [
    ...(await memberProblems(db, changed, checked.values)),
    ...(await uniqueProblems(db, recordType, changed, checked.values)),
  ];
  if (problems.length > 0) refuse(problems);
  return checked.values;
}

/**
 * An update's custom fields: undefined when the writer left them out (null too: the values stay as they
 * are); else the record's values, locked until the transaction ends (two writers of one record's fields
 * merge one after the other), with the input checked and merged over them. Undefined as well when the
 * workspace has no such record: the caller's own lookup answers "not found".
 */
export async function checkRecordCustomFieldsUpdate(
  db: WorkspaceWriter,
  recordType: CustomFieldRecordType,
  id: string,
  input: unknown,
): Promise<CustomFieldValues | undefined> {
  if (input === undefined || input === null) return undefined;
  const [row] = await db.$queryWorkspace<{ custom_fields: CustomFieldValues }>(
    (workspaceId) => Prisma.sql`SELECT custom_fields FROM ${TABLES[recordType]}
      WHERE workspace_id = ${workspaceId} AND id = ${id}::uuid FOR UPDATE`,
  );
  if (!row) return undefined;
  return checkRecordCustomFields(db, recordType, input, row.custom_fields);
}

/**
 * The values a record created without any (a company made from a person's company text, an imported
 * row whose file has no column for them) starts with: each field's default. Unique and member fields
 * are not looked up again: their defaults were checked when the field was defined.
 */
export async function customFieldDefaults(
  db: WorkspaceWriter,
  recordType: CustomFieldRecordType,
): Promise<CustomFieldValues> {
  const checked = checkCustomFields(await fieldDefinitionsOf(db, recordType), undefined);
  return checked.ok ? checked.values : {};
}
