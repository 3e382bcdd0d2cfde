import type { Prisma } from "../../prisma/generated/prisma/client.ts";
import { requireViewer } from "../auth/guards.ts";
import type { Context } from "../context.ts";
import { assertCustomerExists } from "../customers/customers.service.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { checkId, isUuid } from "../ids.ts";
import { pageWindow, toConnection } from "../pagination.ts";
import { parseInput } from "../validation.ts";
import { taskFilter, taskInput, taskOrder, type TaskListInput } from "./tasks.validation.ts";

const TASK_NOT_FOUND = "Task not found";

export async function listTasks(ctx: Context, input: TaskListInput) {
  requireViewer(ctx);
  const { status, priority, customerId } = parseInput(taskFilter, input.filter) ?? {};
  const where: Prisma.TaskWhereInput = {
    ...(status ? { completedAt: status === "completed" ? { not: null } : null } : {}),
    ...(priority ? { priority } : {}),
    ...(customerId ? { customerId: checkId(customerId, "Customer not found") } : {}),
  };
  const order = parseInput(taskOrder, input.orderBy) ?? { field: "dueAt", direction: "asc" };
  const window = pageWindow(input);
  const [totalCount, rows] = await Promise.all([
    ctx.db.task.count({ where }),
    ctx.db.task.findMany({
      where,
      orderBy: [{ [order.field]: { sort: order.direction, nulls: "last" } }, { id: "asc" }],
      skip: window.skip,
      take: window.take + 1,
    }),
  ]);
  return toConnection(rows, totalCount, window);
}

async function checkLinks(ctx: Context, links: { assigneeId?: string | null; customerId?: string | null }) {
  if (links.customerId) await assertCustomerExists(ctx, links.customerId);
  if (links.assigneeId) {
    const assignee = isUuid(links.assigneeId)
      ? await ctx.db.user.count({ where: { id: links.assigneeId, emailVerifiedAt: { not: null } } })
      : 0;
    if (assignee === 0) throw new ValidationError("Assignee not found");
  }
}

export async function createTask(ctx: Context, input: unknown) {
  requireViewer(ctx);
  const data = parseInput(taskInput, input);
  await checkLinks(ctx, data);
  return ctx.db.task.create({ data });
}

export async function updateTask(ctx: Context, id: string, input: unknown) {
  requireViewer(ctx);
  const data = parseInput(taskInput, input);
  await checkLinks(ctx, data);
  const { count } = await ctx.db.task.updateMany({ where: { id: checkId(id, TASK_NOT_FOUND) }, data });
  if (count === 0) throw new NotFoundError(TASK_NOT_FOUND);
  return ctx.db.task.findUniqueOrThrow({ where: { id } });
}

/** Completing keeps the first completion time; reopening clears it. */
export async function setTaskCompleted(ctx: Context, id: string, completed: boolean) {
  requireViewer(ctx);
  const task = await ctx.db.task.findUnique({ where: { id: checkId(id, TASK_NOT_FOUND) } });
  if (!task) throw new NotFoundError(TASK_NOT_FOUND);
  const completedAt = completed ? (task.completedAt ?? new Date()) : null;
  return ctx.db.task.update({ where: { id }, data: { completedAt } });
}

export async function deleteTask(ctx: Context, id: string) {
  requireViewer(ctx);
  const { count } = await ctx.db.task.deleteMany({ where: { id: checkId(id, TASK_NOT_FOUND) } });
  if (count === 0) throw new NotFoundError(TASK_NOT_FOUND);
  return { id };
}
