import { z } from "zod";
import { Prisma, type CustomField } from "#prisma/generated/prisma/client.ts";
import {
  requireOwner,
  requireWorkspace,
  workspaceSingleSignOnMissing,
  workspaceTwoFactorMissing,
} from "#core/access/guards.ts";
import { isMember } from "#core/access/membership.ts";
import type { Context, WorkspaceAccess } from "#core/context.ts";
import { endBookkeeping, startBookkeeping } from "#core/db/bookkeeping.ts";
import type { WorkspaceTransaction } from "#core/db/db.ts";
import { NotFoundError, ValidationError } from "#core/errors.ts";
import { checkId } from "#core/ids.ts";
import { parseInput } from "#core/validation.ts";
import { optionsOf } from "./custom-field-definitions.ts";
import { enqueueValueRemoval, keysBeingRemoved } from "./custom-field-removal.job.ts";
import { storedValueCount, storedValueCounts, valuesShared } from "./custom-field-storage.ts";
import {
  CUSTOM_FIELD_MESSAGES,
  type CustomFieldProblem,
  type CustomFieldRecordType,
} from "./custom-field-values.rules.ts";
import {
  CUSTOM_FIELD_RULE_MESSAGES,
  customFieldInput,
  customFieldPatch,
  customFieldRecordType,
  fieldKey,
  MAX_CUSTOM_FIELDS,
  settleCustomField,
  type CustomFieldSettings,
} from "./custom-fields.rules.ts";

export const CUSTOM_FIELD_NOT_FOUND = "Custom field not found";

const IN_POSITION_ORDER = [{ position: "asc" }, { id: "asc" }] as const;

function settingsOf(field: CustomField): CustomFieldSettings {
  return {
    label: field.label,
    type: field.type,
    helpText: field.helpText,
    required: field.required,
    unique: field.unique,
    searchable: field.searchable,
    defaultValue: field.defaultValue,
    options: optionsOf(field),
  };
}

function refuse(problems: readonly CustomFieldProblem[]): never {
  throw new ValidationError(problems[0]?.message ?? CUSTOM_FIELD_RULE_MESSAGES.type, problems);
}

/** The record type's fields in position order, archived ones included; every member reads them. */
export async function listCustomFields(ctx: Context, recordType: unknown): Promise<CustomField[]> {
  const { readDb } = requireWorkspace(ctx);
  const checked = parseInput(z.object({ recordType: customFieldRecordType }), { recordType });
  return readDb.customField.findMany({ where: checked, orderBy: [...IN_POSITION_ORDER] });
}

export async function getCustomField(ctx: Context, id: string): Promise<CustomField> {
  const { db } = requireWorkspace(ctx);
  const field = await db.customField.findUnique({ where: { id: checkId(id, CUSTOM_FIELD_NOT_FOUND) } });
  if (!field) throw new NotFoundError(CUSTOM_FIELD_NOT_FOUND);
  return field;
}

/**
 * Every field of the caller's workspace, by record type in position order, for the OpenAPI document a
 * key or session asks for; null when the caller reads no workspace (signed out, in none, or missing the
 * second factor or single sign-on it requires): they get the public document.
 */
export async function customFieldsOfCaller(ctx: Context): Promise<CustomField[] | null> {
  if (!ctx.viewer || !ctx.workspace || workspaceTwoFactorMissing(ctx) || workspaceSingleSignOnMissing(ctx)) {
    return null;
  }
  const { readDb } = requireWorkspace(ctx);
  return readDb.customField.findMany({ orderBy: [{ recordType: "asc" }, ...IN_POSITION_ORDER] });
}

/** How many records hold a value of the field: what deleting it removes (its confirmation says so). */
export async function customFieldValueCount(ctx: Context, id: string): Promise<number> {
  const field = await getCustomField(ctx, id);
  return storedValueCount(requireWorkspace(ctx).db, field.recordType, field.key);
}

/** Each record type's value counts, read once per request however many fields ask (a list's valueCount). */
const countsOfRequest = new WeakMap<Context, Map<CustomFieldRecordType, Promise<Map<string, number>>>>();

/** How many records hold a value of the field, counted with its record type's other fields in one pass. */
export async function valueCountOf(ctx: Context, field: Pick<CustomField, "recordType" | "key">): Promise<number> {
  const { db } = requireWorkspace(ctx);
  const cache = countsOfRequest.get(ctx) ?? new Map<CustomFieldRecordType, Promise<Map<string, number>>>();
  countsOfRequest.set(ctx, cache);
  let counts = cache.get(field.recordType);
  if (!counts) {
    counts = storedValueCounts(db, field.recordType);
    cache.set(field.recordType, counts);
  }
  return (await counts).get(field.key) ?? 0;
}

/** Serialises the writes to one record type's fields (their count, keys and positions) until the transaction ends. */
async function lockFields(tx: WorkspaceTransaction, recordType: CustomFieldRecordType) {
  await tx.$executeWorkspace(
    (workspaceId) =>
      Prisma.sql`SELECT pg_advisory_xact_lock(hashtextextended('custom-fields:' || ${workspaceId}::text || ${`:${recordType}`}, 0))`,
  );
}

/** A member field's default must be a member's id. */
async function checkMemberDefault(access: WorkspaceAccess, settings: CustomFieldSettings) {
  if (settings.type !== "member" || settings.defaultValue === null) return;
  if (!(await isMember(access, String(settings.defaultValue)))) {
    refuse([{ field: "default", message: CUSTOM_FIELD_MESSAGES.member(settings.label) }]);
  }
}

const storedDefault = (value: unknown) => (value === null ? Prisma.DbNull : (value as Prisma.InputJsonValue));

/** A new field, last of its record type, its key derived from its label; owners only. */
export async function createCustomField(ctx: Context, input: unknown): Promise<CustomField> {
  const access = requireOwner(ctx);
  const { recordType, ...change } = parseInput(customFieldInput, input);
  const settled = settleCustomField(null, change);
  if (!settled.ok) refuse(settled.problems);
  const { settings } = settled;
  await checkMemberDefault(access, settings);
  return access.db.$transaction(async (tx) => {
    await lockFields(tx, recordType);
    const fields = await tx.customField.findMany({ where: { recordType }, select: { key: true } });
    if (fields.length >= MAX_CUSTOM_FIELDS)
      refuse([{ field: "recordType", message: CUSTOM_FIELD_RULE_MESSAGES.tooMany }]);
    const removing = await keysBeingRemoved(tx, access.id, recordType);
    const key = fieldKey(settings.label, [...fields.map((field) => field.key), ...removing]);
    return tx.customField.create({
      data: {
        recordType,
        key,
        ...settings,
        defaultValue: storedDefault(settings.defaultValue),
        position: fields.length,
      },
    });
  });
}

/**
 * Changes a field's settings (its key stays), moves it (the fields between shift by one) or archives
 * or restores it; owners only (a field the workspace does not have is "not found" to anyone, as members
 * read the fields anyway). Its type cannot change in place.
 */
export async function updateCustomField(ctx: Context, id: string, patch: unknown): Promise<CustomField> {
  const found = await getCustomField(ctx, id);
  const access = requireOwner(ctx);
  const change = parseInput(customFieldPatch, patch);
  return access.db.$transaction(async (tx) => {
    await lockFields(tx, found.recordType);
    const field = await tx.customField.findUnique({ where: { id: found.id } });
    if (!field) throw new NotFoundError(CUSTOM_FIELD_NOT_FOUND);
    const settled = settleCustomField(settingsOf(field), change);
    if (!settled.ok) refuse(settled.problems);
    const { settings } = settled;
    if (change.default !== undefined) await checkMemberDefault(access, settings);
    if (settings.unique && !field.unique && (await valuesShared(tx, field.recordType, field.key))) {
      refuse([{ field: "unique", message: CUSTOM_FIELD_RULE_MESSAGES.notUnique(settings.label) }]);
    }
    const position = change.position === undefined ? field.position : await moveField(tx, field, change.position);
    return tx.customField.update({
      where: { id: field.id },
      data: {
        ...settings,
        defaultValue: storedDefault(settings.defaultValue),
        position,
        archived: change.archived ?? field.archived,
      },
    });
  });
}

/**
 * Makes room for the field at `wanted` (at most the last place): the fields between its old and new
 * place shift by one, as bookkeeping (only the moved field's change is announced). Answers its place.
 */
async function moveField(tx: WorkspaceTransaction, field: CustomField, wanted: number): Promise<number> {
  const count = await tx.customField.count({ where: { recordType: field.recordType } });
  const position = Math.min(wanted, count - 1);
  if (position === field.position) return position;
  const down = position > field.position;
  await startBookkeeping(tx);
  await tx.customField.updateMany({
    where: {
      recordType: field.recordType,
      id: { not: field.id },
      position: down ? { gt: field.position, lte: position } : { gte: position, lt: field.position },
    },
    data: { position: { increment: down ? -1 : 1 } },
  });
  await endBookkeeping(tx);
  return position;
}

/**
 * Deletes the field at once (the fields after it move up) and queues the removal of its values, which
 * runs in the background in batches and announces nothing per record; owners only.
 */
export async function deleteCustomField(ctx: Context, id: string): Promise<{ id: string }> {
  const found = await getCustomField(ctx, id);
  const access = requireOwner(ctx);
  return access.db.$transaction(async (tx) => {
    await lockFields(tx, found.recordType);
    const field = await tx.customField.findUnique({ where: { id: found.id } });
    if (!field) throw new NotFoundError(CUSTOM_FIELD_NOT_FOUND);
    await tx.customField.delete({ where: { id: field.id } });
    await startBookkeeping(tx);
    await tx.customField.updateMany({
      where: { recordType: field.recordType, position: { gt: field.position } },
      data: { position: { decrement: 1 } },
    });
    await endBookkeeping(tx);
    await enqueueValueRemoval(tx, { workspaceId: access.id, recordType: field.recordType, key: field.key });
    return { id: field.id };
  });
}
