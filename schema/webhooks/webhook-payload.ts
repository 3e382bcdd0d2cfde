import type { Activity, Customer, Deal, Task } from "#prisma/generated/prisma/client.ts";
import { getDatamodel } from "#prisma/generated/pothos-types.ts";
import { activityApiJson } from "#schema/activities/activities.api.ts";
import { customerApiJson } from "#schema/customers/customers.api.ts";
import { dealApiJson } from "#schema/deals/deals.api.ts";
import { taskApiJson } from "#schema/tasks/tasks.api.ts";
import type { WebhookResource } from "./webhooks.rules.ts";

const MODEL_NAMES = { customer: "Customer", deal: "Deal", task: "Task", activity: "Activity" } as const;

let dateFields: Map<string, ReadonlySet<string>> | undefined;

/** Each model's DateTime fields, from the schema Prisma generated (so a new column needs no change here). */
function dateFieldsOf(model: string): ReadonlySet<string> {
  dateFields ??= new Map(
    Object.entries(getDatamodel().datamodel.models).map(([name, { fields }]) => [
      name,
      new Set(fields.filter((field) => field.type === "DateTime").map((field) => field.name)),
    ]),
  );
  return dateFields.get(model) ?? new Set();
}

const camelCase = (column: string) => column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/**
 * The row the trigger saved (PostgreSQL's to_jsonb: snake_case columns, UTC timestamps without a zone)
 * as the Prisma model it is: camelCase fields, timestamps as Dates.
 */
export function snapshotToModel(resource: WebhookResource, snapshot: Record<string, unknown>): Record<string, unknown> {
  const dates = dateFieldsOf(MODEL_NAMES[resource]);
  return Object.fromEntries(
    Object.entries(snapshot).map(([column, value]) => {
      const field = camelCase(column);
      return [field, dates.has(field) && typeof value === "string" ? new Date(`${value}Z`) : value];
    }),
  );
}

/** The resource as the REST API returns it. */
export function resourceApiJson(resource: WebhookResource, snapshot: Record<string, unknown>): object {
  const model = snapshotToModel(resource, snapshot);
  switch (resource) {
    case "customer":
      return customerApiJson(model as Customer);
    case "deal":
      return dealApiJson(model as Deal);
    case "task":
      return taskApiJson(model as Task);
    case "activity":
      return activityApiJson(model as Activity);
  }
}

export type WebhookEventRecord = { eventType: string; createdAt: Date; payload: unknown };

/** The body every endpoint receives: the event's type and time, and the resource. */
export function webhookBody({ eventType, createdAt, payload }: WebhookEventRecord): string {
  const resource = eventType.slice(0, eventType.indexOf(".")) as WebhookResource;
  return JSON.stringify({
    type: eventType,
    timestamp: createdAt.toISOString(),
    data: resourceApiJson(resource, payload as Record<string, unknown>),
  });
}
