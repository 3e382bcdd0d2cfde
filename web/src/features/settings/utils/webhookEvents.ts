import {
  WEBHOOK_ACTIONS,
  WEBHOOK_EVENTS,
  WEBHOOK_RESOURCES,
  type WebhookResource,
} from "#schema/webhooks/webhooks.rules.ts";

const RESOURCE_LABELS: Record<WebhookResource, string> = {
  customer: "Customers",
  deal: "Deals",
  task: "Tasks",
  activity: "Activities",
};

const ACTION_LABELS: Record<(typeof WEBHOOK_ACTIONS)[number], string> = {
  created: "Created",
  updated: "Updated",
  deleted: "Deleted",
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
  options: WEBHOOK_ACTIONS.map((action) => ({ value: `${resource}.${action}`, label: ACTION_LABELS[action] })),
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
