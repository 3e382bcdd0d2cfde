import type {
  Activity,
  Company,
  Customer,
  CustomerCompany,
  CustomField,
  Deal,
  Task,
} from "#prisma/generated/prisma/client.ts";
import { getDatamodel } from "#prisma/generated/pothos-types.ts";
import { activityApiJson } from "#schema/activities/activities.api.ts";
import { companyApiJson } from "#schema/companies/companies.api.ts";
import { customFieldEventJson } from "#schema/custom-fields/custom-fields.api.ts";
import { customerCompanyLinkApiJson } from "#schema/customers/customer-companies.api.ts";
import { customerApiJson } from "#schema/customers/customers.api.ts";
import { dealApiJson } from "#schema/deals/deals.api.ts";
import { taskApiJson } from "#schema/tasks/tasks.api.ts";
import { CUSTOMER_LINK_EVENTS, type WebhookResource } from "./webhooks.rules.ts";

/** The Prisma model of the row a trigger saved: each resource's own, and a person's company link. */
type SnapshotModel = "Customer" | "Company" | "Deal" | "Task" | "Activity" | "CustomerCompany" | "CustomField";

const MODEL_NAMES: Record<WebhookResource, SnapshotModel> = {
  customer: "Customer",
  company: "Company",
  deal: "Deal",
  task: "Task",
  activity: "Activity",
  custom_field: "CustomField",
};

let dateFields: Map<string, ReadonlySet<string>> | undefined;

/** Each model's DateTime fields, from the schema Prisma generated (so a new column needs no change here). */
function dateFieldsOf(model: SnapshotModel): ReadonlySet<string> {
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
export function snapshotToModel(model: SnapshotModel, snapshot: Record<string, unknown>): Record<string, unknown> {
  const dates = dateFieldsOf(model);
  return Object.fromEntries(
    Object.entries(snapshot).map(([column, value]) => {
      const field = camelCase(column);
      return [field, dates.has(field) && typeof value === "string" ? new Date(`${value}Z`) : value];
    }),
  );
}

/** The resource as the REST API returns it, its amounts in the workspace's `currency`. */
function resourceApiJson(resource: WebhookResource, snapshot: Record<string, unknown>, currency: string): object {
  const model = snapshotToModel(MODEL_NAMES[resource], snapshot);
  switch (resource) {
    case "customer":
      return customerApiJson(model as Customer, currency);
    case "company":
      return companyApiJson(model as Company);
    case "deal":
      return dealApiJson(model as Deal, currency);
    case "task":
      return taskApiJson(model as Task);
    case "activity":
      return activityApiJson(model as Activity);
    case "custom_field":
      return customFieldEventJson(model as CustomField);
  }
}

/** An event's data: the resource as the REST API returns it, or for a link event the link. */
export function eventApiJson(eventType: string, snapshot: Record<string, unknown>, currency: string): object {
  if (CUSTOMER_LINK_EVENTS.includes(eventType)) {
    return customerCompanyLinkApiJson(snapshotToModel("CustomerCompany", snapshot) as CustomerCompany);
  }
  return resourceApiJson(eventType.slice(0, eventType.indexOf(".")) as WebhookResource, snapshot, currency);
}

export type WebhookEventRecord = { eventType: string; createdAt: Date; payload: unknown };

/**
 * The body every endpoint receives: the event's type and time, and the resource (or the link), its
 * amounts in the workspace's currency as it is when the delivery is sent.
 */
export function webhookBody({ eventType, createdAt, payload }: WebhookEventRecord, currency: string): string {
  return JSON.stringify({
    type: eventType,
    timestamp: createdAt.toISOString(),
    data: eventApiJson(eventType, payload as Record<string, unknown>, currency),
  });
}
