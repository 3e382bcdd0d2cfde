import type { z } from "zod";
import type { Prisma } from "#prisma/generated/prisma/client.ts";
import { requireWorkspace } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import type { WorkspaceDatabase } from "#core/db/db.ts";
import { assertCompanyExists } from "#schema/companies/companies.service.ts";
import { assertCustomerExists, assertCustomerFound } from "#schema/customers/customers.service.ts";
import { ConflictError, NotFoundError } from "#core/errors.ts";
import { checkId } from "#core/ids.ts";
import { listPage } from "#core/lists/list-page.ts";
import { andFilterTree, filterWhere } from "#core/lists/filter-where.ts";
import type { SortKey } from "#core/lists/sort-keys.ts";
import { workspaceRowCount } from "#core/lists/row-counts.ts";
import { cappedTotal, exactTotal, WITHIN_WORKSPACE } from "#core/lists/totals.ts";
import type { Selection } from "#core/selection.ts";
import { parseInput } from "#core/validation.ts";
import { activityListInput, type ActivityListArgs } from "./activities.list.rules.ts";
import { ACTIVITY_MESSAGES, activityInput, activityPatch } from "./activities.rules.ts";

/**
 * The list's input as a transport hands it over, unchecked: `{ first, after, offset, filter, filterTree }`
 * (REST's numbers may still be text). The service checks all of it in one parse.
 */
export type ActivityListInput = Record<string, unknown>;

export const ACTIVITY_NOT_FOUND = "Activity not found";

const NEWEST_FIRST: SortKey[] = [{ field: "occurredAt", direction: "desc", kind: "date" }];

/** Newest first: the timeline reads from the latest activity back. */
export async function listActivities(ctx: Context, input: ActivityListInput, selection: ActivitySelection = {}) {
  const { readDb: db } = requireWorkspace(ctx);
  return listCheckedActivities(db, parseInput(activityListInput, input), selection);
}

/** A page of a list whose input listActivities (or the export) has checked. */
export async function listCheckedActivities(
  db: WorkspaceDatabase,
  input: ActivityListArgs,
  selection: ActivitySelection = {},
) {
  const { type, customerId, companyId } = input.filter ?? {};
  const tree = input.filterTree && filterWhere(input.filterTree);
  const filters: Prisma.ActivityWhereInput = {
    ...(type ? { type } : {}),
    ...(customerId ? { customerId } : {}),
    ...(companyId ? { companyId } : {}),
  };
  const where = andFilterTree(filters, tree);
  const total =
    type || customerId || companyId || tree
      ? cappedTotal((limit) => db.activity.count({ where, take: limit, orderBy: WITHIN_WORKSPACE }))
      : exactTotal(() => workspaceRowCount(db, "activities"));
  return listPage(input, NEWEST_FIRST, where, (query) => db.activity.findMany({ ...selection, ...query }), total);
}

/** An activity's customer and company must be the workspace's: another team's are "not found". */
async function checkLinks(ctx: Context, links: { customerId?: string | null; companyId?: string | null }) {
  if (links.customerId) await assertCustomerExists(ctx, links.customerId);
  if (links.companyId) await assertCompanyExists(ctx, links.companyId);
}

type ActivitySelection = Selection<Prisma.ActivityFindManyArgs>;

export async function createActivity(ctx: Context, input: unknown, selection: ActivitySelection = {}) {
  const { db, viewer } = requireWorkspace(ctx);
  const { occurredAt, ...data } = parseInput(activityInput, input);
  await checkLinks(ctx, data);
  return db.activity.create({
    ...selection,
    data: { ...data, occurredAt: occurredAt ?? undefined, authorId: viewer.id },
  });
}

/** Replaces the activity's type and title; optional fields left out are kept. */
export async function updateActivity(ctx: Context, id: string, input: unknown, selection: ActivitySelection = {}) {
  requireWorkspace(ctx);
  return writeActivity(ctx, id, parseInput(activityInput, input), selection);
}

/** Changes only the fields given; the rest are kept. */
export async function patchActivity(ctx: Context, id: string, input: unknown, selection: ActivitySelection = {}) {
  requireWorkspace(ctx);
  return writeActivity(ctx, id, parseInput(activityPatch, input), selection);
}

async function writeActivity(
  ctx: Context,
  id: string,
  { occurredAt, ...data }: z.output<typeof activityPatch>,
  selection: ActivitySelection,
) {
  const { db } = requireWorkspace(ctx);
  await assertUserEntry(db, id, ACTIVITY_MESSAGES.systemNotEditable);
  await checkLinks(ctx, data);
  const { count } = await db.activity.updateMany({
    where: { id, kind: "user" },
    data: { ...data, occurredAt: occurredAt ?? undefined },
  });
  if (count === 0) throw new NotFoundError(ACTIVITY_NOT_FOUND);
  return db.activity.findUniqueOrThrow({ ...selection, where: { id } });
}

/** The activity exists and a person logged it: the app's own entries (stage changes) are a record, not notes. */
async function assertUserEntry(db: WorkspaceDatabase, id: string, refusal: string) {
  const activity = await db.activity.findUnique({
    where: { id: checkId(id, ACTIVITY_NOT_FOUND) },
    select: { kind: true },
  });
  if (!activity) throw new NotFoundError(ACTIVITY_NOT_FOUND);
  if (activity.kind === "system") throw new ConflictError(refusal);
}

export async function getActivity(ctx: Context, id: string, selection: ActivitySelection = {}) {
  const { db } = requireWorkspace(ctx);
  const activity = await db.activity.findUnique({ ...selection, where: { id: checkId(id, ACTIVITY_NOT_FOUND) } });
  if (!activity) throw new NotFoundError(ACTIVITY_NOT_FOUND);
  return activity;
}

/**
 * One customer's timeline, filtered as the list (its input checked first, as the list checks it); a
 * customer the workspace does not have is "not found".
 */
export async function listCustomerActivities(ctx: Context, customerId: string, input: ActivityListInput) {
  const { readDb: db } = requireWorkspace(ctx);
  const checked = parseInput(activityListInput, input);
  await assertCustomerFound(ctx, customerId);
  return listCheckedActivities(db, { ...checked, filter: { ...checked.filter, customerId } });
}

export async function deleteActivity(ctx: Context, id: string) {
  const { db } = requireWorkspace(ctx);
  await assertUserEntry(db, id, ACTIVITY_MESSAGES.systemNotDeletable);
  const { count } = await db.activity.deleteMany({ where: { id, kind: "user" } });
  if (count === 0) throw new NotFoundError(ACTIVITY_NOT_FOUND);
  return { id };
}
