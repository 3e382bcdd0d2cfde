import type { z } from "zod";
import type { Prisma } from "#prisma/generated/prisma/client.ts";
import { requireWorkspace } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import type { WorkspaceDatabase } from "#core/db/db.ts";
import { assertCompanyExists, assertCompanyFound } from "#schema/companies/companies.service.ts";
import { assertCustomerExists, assertCustomerFound } from "#schema/customers/customers.service.ts";
import { defaultCompanyOf } from "#schema/customers/customer-companies.service.ts";
import { NotFoundError, ValidationError } from "#core/errors.ts";
import { checkId } from "#core/ids.ts";
import { enqueueAssignmentMail } from "#schema/notifications/task-assigned.job.ts";
import { isMember } from "#core/access/membership.ts";
import { listPage } from "#core/lists/list-page.ts";
import { andFilterTree, filterWhere } from "#core/lists/filter-where.ts";
import type { SortKey } from "#core/lists/sort-keys.ts";
import { workspaceRowCount } from "#core/lists/row-counts.ts";
import { cappedTotal, exactTotal, WITHIN_WORKSPACE } from "#core/lists/totals.ts";
import type { Selection } from "#core/selection.ts";
import { parseInput } from "#core/validation.ts";
import { checkRecordCustomFields, checkRecordCustomFieldsUpdate } from "#schema/custom-fields/custom-field-writes.ts";
import { taskListInput, type TaskListArgs } from "./tasks.list.rules.ts";
import { TASK_PRIORITIES, taskInput, taskPatch, type TaskListOrder } from "./tasks.rules.ts";

/**
 * The list's input as a transport hands it over, unchecked: `{ first, after, offset, filter, filterTree,
 * orderBy }` (REST's numbers may still be text). The service checks all of it in one parse.
 */
export type TaskListInput = Record<string, unknown>;

export const TASK_NOT_FOUND = "Task not found";

const ORDER_COLUMNS: Record<TaskListOrder["field"], Omit<SortKey, "direction">> = {
  dueAt: { field: "dueAt", kind: "date", nulls: "last" },
  priority: { field: "priority", kind: { enum: TASK_PRIORITIES } },
  createdAt: { field: "createdAt", kind: "date" },
};

/** Soonest due first by default; tasks without a due date come last in either direction. */
export async function listTasks(ctx: Context, input: TaskListInput, selection: TaskSelection = {}) {
  const { readDb: db } = requireWorkspace(ctx);
  return listCheckedTasks(db, parseInput(taskListInput, input), selection);
}

/** A page of a list whose input listTasks (or the export) has checked. */
export async function listCheckedTasks(db: WorkspaceDatabase, input: TaskListArgs, selection: TaskSelection = {}) {
  const { status, priority, customerId, companyId, assigneeId, dueFrom, dueBefore } = input.filter ?? {};
  const tree = input.filterTree && filterWhere(input.filterTree);
  const due =
    dueFrom || dueBefore
      ? { dueAt: { ...(dueFrom ? { gte: dueFrom } : {}), ...(dueBefore ? { lt: dueBefore } : {}) } }
      : {};
  const filters: Prisma.TaskWhereInput = {
    ...(status ? { completedAt: status === "completed" ? { not: null } : null } : {}),
    ...(priority ? { priority } : {}),
    ...(customerId ? { customerId } : {}),
    ...(companyId ? { companyId } : {}),
    ...(assigneeId ? { assigneeId } : {}),
    ...due,
  };
  const where = andFilterTree(filters, tree);
  const order = input.orderBy ?? { field: "dueAt", direction: "asc" };
  const total =
    Object.keys(filters).length > 0 || tree
      ? cappedTotal((limit) => db.task.count({ where, take: limit, orderBy: WITHIN_WORKSPACE }))
      : exactTotal(() => workspaceRowCount(db, "tasks"));
  return listPage(
    input,
    [{ ...ORDER_COLUMNS[order.field], direction: order.direction }],
    where,
    (query) => db.task.findMany({ ...selection, ...query }),
    total,
  );
}

async function checkLinks(
  ctx: Context,
  links: { assigneeId?: string | null; customerId?: string | null; companyId?: string | null },
) {
  if (links.customerId) await assertCustomerExists(ctx, links.customerId);
  if (links.companyId) await assertCompanyExists(ctx, links.companyId);
  // Only the workspace's members can be assigned: someone from another team is "not found".
  if (links.assigneeId && !(await isMember(requireWorkspace(ctx), links.assigneeId))) {
    throw new ValidationError("Assignee not found");
  }
}

type TaskSelection = Selection<Prisma.TaskFindManyArgs>;

/**
 * A task created with an assignee mails them (see enqueueAssignmentMail), committed with the task. Left
 * out (not null), the assignee is whoever creates it, when they are a member: a new task is someone's.
 */
export async function createTask(ctx: Context, input: unknown, selection: TaskSelection = {}) {
  const access = requireWorkspace(ctx);
  const { db, id: workspaceId } = access;
  const { customFields, ...given } = parseInput(taskInput, input);
  const creatorId = ctx.viewer?.id;
  const ownTask = given.assigneeId === undefined && creatorId && (await isMember(access, creatorId));
  const assigned = ownTask ? { ...given, assigneeId: creatorId } : given;
  await checkLinks(ctx, assigned);
  const data = { ...assigned, ...(await defaultCompanyOf(ctx, assigned)) };
  return db.$transaction(async (tx) => {
    const values = await checkRecordCustomFields(tx, "task", customFields);
    const task = await tx.task.create({
      ...selection,
      data: { ...data, customFields: values as Prisma.InputJsonObject },
    });
    if (data.assigneeId) {
      const assignedById = ctx.viewer?.id ?? null;
      await enqueueAssignmentMail(tx, { workspaceId, taskId: task.id, assigneeId: data.assigneeId, assignedById });
    }
    return task;
  });
}

/** Replaces the task's title; optional fields left out are kept. */
export async function updateTask(ctx: Context, id: string, input: unknown, selection: TaskSelection = {}) {
  requireWorkspace(ctx);
  return writeTask(ctx, id, parseInput(taskInput, input), selection);
}

/** Changes only the fields given; the rest are kept. `completed` completes (keeping a first completion time) or reopens. */
export async function patchTask(ctx: Context, id: string, input: unknown, selection: TaskSelection = {}) {
  requireWorkspace(ctx);
  return writeTask(ctx, id, parseInput(taskPatch, input), selection);
}

/** Changing the assignee to someone else mails the new one; saving the task again with the same one does not. */
async function writeTask(ctx: Context, id: string, patch: z.output<typeof taskPatch>, selection: TaskSelection) {
  const { db, id: workspaceId } = requireWorkspace(ctx);
  const { completed, customFields, ...data } = patch;
  await checkLinks(ctx, data);
  return db.$transaction(async (tx) => {
    const before = await tx.task.findUnique({
      where: { id: checkId(id, TASK_NOT_FOUND) },
      select: { assigneeId: true, completedAt: true },
    });
    if (!before) throw new NotFoundError(TASK_NOT_FOUND);
    const values = await checkRecordCustomFieldsUpdate(tx, "task", id, customFields);
    const fields = values === undefined ? {} : { customFields: values as Prisma.InputJsonObject };
    const completion = completed === undefined ? {} : { completedAt: completedAt(before.completedAt, completed) };
    const task = await tx.task.update({ ...selection, where: { id }, data: { ...data, ...completion, ...fields } });
    if (data.assigneeId && data.assigneeId !== before.assigneeId) {
      const assignedById = ctx.viewer?.id ?? null;
      await enqueueAssignmentMail(tx, { workspaceId, taskId: id, assigneeId: data.assigneeId, assignedById });
    }
    return task;
  });
}

function completedAt(current: Date | null, completed: boolean): Date | null {
  return completed ? (current ?? new Date()) : null;
}

export async function getTask(ctx: Context, id: string, selection: TaskSelection = {}) {
  const { db } = requireWorkspace(ctx);
  const task = await db.task.findUnique({ ...selection, where: { id: checkId(id, TASK_NOT_FOUND) } });
  if (!task) throw new NotFoundError(TASK_NOT_FOUND);
  return task;
}

/**
 * One customer's tasks, filtered and ordered as the list (its input checked first, as the list checks
 * it); a customer the workspace does not have is "not found".
 */
export async function listCustomerTasks(ctx: Context, customerId: string, input: TaskListInput) {
  const { readDb: db } = requireWorkspace(ctx);
  const checked = parseInput(taskListInput, input);
  await assertCustomerFound(ctx, customerId);
  return listCheckedTasks(db, { ...checked, filter: { ...checked.filter, customerId } });
}

/**
 * One company's tasks, filtered and ordered as the list (its input checked first, as the list checks
 * it); a company the workspace does not have is "not found".
 */
export async function listCompanyTasks(ctx: Context, companyId: string, input: TaskListInput) {
  const { readDb: db } = requireWorkspace(ctx);
  const checked = parseInput(taskListInput, input);
  await assertCompanyFound(ctx, companyId);
  return listCheckedTasks(db, { ...checked, filter: { ...checked.filter, companyId } });
}

/** Completing keeps the first completion time; reopening clears it. */
export async function setTaskCompleted(ctx: Context, id: string, completed: boolean, selection: TaskSelection = {}) {
  const { db } = requireWorkspace(ctx);
  const task = await db.task.findUnique({ where: { id: checkId(id, TASK_NOT_FOUND) } });
  if (!task) throw new NotFoundError(TASK_NOT_FOUND);
  return db.task.update({
    ...selection,
    where: { id },
    data: { completedAt: completedAt(task.completedAt, completed) },
  });
}

export async function deleteTask(ctx: Context, id: string) {
  const { db } = requireWorkspace(ctx);
  const { count } = await db.task.deleteMany({ where: { id: checkId(id, TASK_NOT_FOUND) } });
  if (count === 0) throw new NotFoundError(TASK_NOT_FOUND);
  return { id };
}
