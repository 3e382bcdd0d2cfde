import type { Prisma } from "../../prisma/generated/prisma/client.ts";
import { requireWorkspace } from "../auth/guards.ts";
import type { Context } from "../context.ts";
import { assertCustomerExists } from "../customers/customers.service.ts";
import { NotFoundError } from "../errors.ts";
import { checkId } from "../ids.ts";
import { paginate } from "../pagination.ts";
import { parseInput } from "../validation.ts";
import { activityFilter, activityInput, type ActivityListInput } from "./activities.validation.ts";

const ACTIVITY_NOT_FOUND = "Activity not found";

/** Newest first: the timeline reads from the latest activity back. */
export async function listActivities(ctx: Context, input: ActivityListInput) {
  const { db } = requireWorkspace(ctx);
  const { type, customerId } = parseInput(activityFilter, input.filter) ?? {};
  const where: Prisma.ActivityWhereInput = {
    ...(type ? { type } : {}),
    ...(customerId ? { customerId: checkId(customerId, "Customer not found") } : {}),
  };
  return paginate(
    input,
    () => db.activity.count({ where }),
    (window) => db.activity.findMany({ where, orderBy: [{ occurredAt: "desc" }, { id: "desc" }], ...window }),
  );
}

export async function createActivity(ctx: Context, input: unknown) {
  const { db, viewer } = requireWorkspace(ctx);
  const { occurredAt, ...data } = parseInput(activityInput, input);
  if (data.customerId) await assertCustomerExists(ctx, data.customerId);
  return db.activity.create({ data: { ...data, occurredAt: occurredAt ?? undefined, authorId: viewer.id } });
}

export async function updateActivity(ctx: Context, id: string, input: unknown) {
  const { db } = requireWorkspace(ctx);
  const { occurredAt, ...data } = parseInput(activityInput, input);
  if (data.customerId) await assertCustomerExists(ctx, data.customerId);
  const { count } = await db.activity.updateMany({
    where: { id: checkId(id, ACTIVITY_NOT_FOUND) },
    data: { ...data, occurredAt: occurredAt ?? undefined },
  });
  if (count === 0) throw new NotFoundError(ACTIVITY_NOT_FOUND);
  return db.activity.findUniqueOrThrow({ where: { id } });
}

export async function deleteActivity(ctx: Context, id: string) {
  const { db } = requireWorkspace(ctx);
  const { count } = await db.activity.deleteMany({ where: { id: checkId(id, ACTIVITY_NOT_FOUND) } });
  if (count === 0) throw new NotFoundError(ACTIVITY_NOT_FOUND);
  return { id };
}
