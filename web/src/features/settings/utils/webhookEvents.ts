import {
  WEBHOOK_EVENTS,
  WEBHOOK_RESOURCE_ACTIONS,
  WEBHOOK_RESOURCES,
  type WebhookAction,
  type WebhookResource,
} from "#schema/webhooks/webhooks.rules.ts";

const RESOURCE_LABELS: Record<WebhookResource, string> = {
  customer: "Customers",
  company: "Companies",
  deal: "Deals",
  task: "Tasks",
  activity: "Activities",
  custom_field: "Custom fields",
};

const ACTION_LABELS: Record<WebhookAction, string> = {
  created: "Created",
  updated: "Updated",
  deleted: "Deleted",
  company_linked: "Linked to a company",
  company_unlinked: "Unlinked from a company",
};

export type WebhookEventGroup = {
  resource: WebhookResource;
  label: string;
  options: { value: string; label: string }[];
};

/** The event checkboxes, one group per resource. */
export const WEBHOOK_EVENT_GROUPS: WebhookEventGroup[] = WEBHOOK_RESOURCES.map((resource) => ({
  resource,
  label: RESOURCE_LABELS[resource],
  options: WEBHOOK_RESOURCE_ACTIONS[resource].map((action) => ({
    value: `${resource}.${action}`,
    label: ACTION_LABELS[action],
  })),
}));

export { WEBHOOK_EVENTS };

/** An endpoint's events in a few words: "All events", or "Customers: created, deleted; Deals: updated". */
export function describeWebhookEvents(events: readonly string[]): string {
  if (WEBHOOK_EVENTS.every((event) => events.includes(event))) return "All events";
  return WEBHOOK_EVENT_GROUPS.flatMap(({ label, options }) => {
    const chosen = options.filter((option) => events.includes(option.value));
    return chosen.length === 0 ? [] : [`${label}: ${chosen.map((option) => option.label.toLowerCase()).join(", ")}`];
  }).join("; ");
}
