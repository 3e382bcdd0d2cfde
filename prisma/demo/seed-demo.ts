import type { Database } from "../../schema/db.ts";
import { generateHistory } from "./generated-history.ts";
import {
  DAY,
  HOUR,
  SAMPLE_ACTIVITIES,
  SAMPLE_CUSTOMERS,
  SAMPLE_DEALS,
  SAMPLE_TASKS,
  type SampleCustomerKey,
} from "./sample-rows.ts";

/**
 * Fills a brand-new installation with the demo CRM: the spec's sample customers, tasks and
 * activities, plus generated history. Owned by, and assigned to, the first admin.
 */
export async function seedDemoData(db: Database, now: Date = new Date()) {
  const admin = await db.user.findFirst({ where: { role: "admin" }, orderBy: { createdAt: "asc" } });
  const ownerId = admin?.id ?? null;
  await db.$transaction(
    async (tx) => {
      const sampleIds = new Map<SampleCustomerKey, string>();
      for (const { key, ageDays, ...customer } of SAMPLE_CUSTOMERS) {
        const created = await tx.customer.create({
          data: { ...customer, ownerId, createdAt: new Date(now.getTime() - ageDays * DAY) },
        });
        sampleIds.set(key, created.id);
      }
      const customerId = (key: SampleCustomerKey) => sampleIds.get(key) ?? null;
      await tx.task.createMany({
        data: SAMPLE_TASKS.map(({ dueInDays, completed, customer, ...task }) => ({
          ...task,
          dueAt: new Date(now.getTime() + dueInDays * DAY),
          completedAt: completed ? new Date(now.getTime() - DAY) : null,
          createdAt: new Date(now.getTime() - 10 * DAY),
          assigneeId: ownerId,
          customerId: customerId(customer),
        })),
      });
      await tx.deal.createMany({
        data: SAMPLE_DEALS.flatMap(({ ageDays, closedDaysAgo, customer, ...deal }) => {
          const id = customerId(customer);
          if (!id) return [];
          const createdAt = new Date(now.getTime() - ageDays * DAY);
          const closedAt = closedDaysAgo === null ? null : new Date(now.getTime() - closedDaysAgo * DAY);
          return [{ ...deal, customerId: id, createdAt, closedAt }];
        }),
      });
      await tx.activity.createMany({
        data: SAMPLE_ACTIVITIES.map(({ hoursAgo, customer, ...activity }) => ({
          ...activity,
          occurredAt: new Date(now.getTime() - hoursAgo * HOUR),
          authorId: ownerId,
          customerId: customerId(customer),
        })),
      });
      for (const { deals, activities, ...customer } of generateHistory(now)) {
        await tx.customer.create({
          data: {
            ...customer,
            ownerId,
            deals: { create: deals },
            activities: { create: activities.map((activity) => ({ ...activity, authorId: ownerId })) },
          },
        });
      }
    },
    { timeout: 60_000 },
  );
}
