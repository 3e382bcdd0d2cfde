import type { Prisma } from "../../prisma/generated/prisma/client.ts";
import { requireWorkspace } from "../auth/guards.ts";
import type { Context } from "../context.ts";
import { assertCustomerExists } from "../customers/customers.service.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { checkId } from "../ids.ts";
import { isMember } from "../workspaces/members.service.ts";
import { paginate } from "../pagination.ts";
import { parseInput } from "../validation.ts";
import { taskFilter, taskInput, taskOrder, type TaskListInput } from "./tasks.validation.ts";

const TASK_NOT_FOUND = "Task not found";

export async function listTasks(ctx: Context, input: TaskListInput) {
  const { db } = requireWorkspace(ctx);
  const { status, priority, customerId } = parseInput(taskFilter, input.filter) ?? {};
  const where: Prisma.TaskWhereInput = {
    ...(status ? { completedAt: status === "completed" ? { not: null } : null } : {}),
    ...(priority ? { priority } : {}),
    ...(customerId ? { customerId: checkId(customerId, "Customer not found") } : {}),
  };
  const order = parseInput(taskOrder, input.orderBy) ?? { field: "dueAt", direction: "asc" };
  return paginate(
    input,
    () => db.task.count({ where }),
    (window) =>
      db.task.findMany({
        where,
        orderBy: [{ [order.field]: { sort: order.direction, nulls: "last" } }, { id: "asc" }],
        ...window,
      }),
  );
}

async function checkLinks(ctx: Context, links: { assigneeId?: string | null; customerId?: string | null }) {
  if (links.customerId) await assertCustomerExists(ctx, links.customerId);
  // Only the workspace's members can be assigned: someone from another team is "not found".
  if (links.assigneeId && !(await isMember(requireWorkspace(ctx), links.assigneeId))) {
    throw new ValidationError("Assignee not found");
  }
}

export async function createTask(ctx: Context, input: unknown) {
  const { db } = requireWorkspace(ctx);
  const data = parseInput(taskInput, input);
  await checkLinks(ctx, data);
  return db.task.create({ data });
}

export async function updateTask(ctx: Context, id: string, input: unknown) {
  const { db } = requireWorkspace(ctx);
  const data = parseInput(taskInput, input);
  await checkLinks(ctx, data);
  const { count } = await db.task.updateMany({ where: { id: checkId(id, TASK_NOT_FOUND) }, data });
  if (count === 0) throw new NotFoundError(TASK_NOT_FOUND);
  return db.task.findUniqueOrThrow({ where: { id } });
}

/** Completing keeps the first completion time; reopening clears it. */
export async function setTaskCompleted(ctx: Context, id: string, completed: boolean) {
  const { db } = requireWorkspace(ctx);
  const task = await db.task.findUnique({ where: { id: checkId(id, TASK_NOT_FOUND) } });
  if (!task) throw new NotFoundError(TASK_NOT_FOUND);
  const completedAt = completed ? (task.completedAt ?? new Date()) : null;
  return db.task.update({ where: { id }, data: { completedAt } });
}

export async function deleteTask(ctx: Context, id: string) {
  const { db } = requireWorkspace(ctx);
  const { count } = await db.task.deleteMany({ where: { id: checkId(id, TASK_NOT_FOUND) } });
  if (count === 0) throw new NotFoundError(TASK_NOT_FOUND);
  return { id };
}
