import { z } from "zod";

// Isomorphic (zod only): the service validates with these and the Settings form imports them.

export const WEBHOOK_RESOURCES = ["customer", "company", "deal", "task", "activity", "custom_field"] as const;
export const WEBHOOK_ACTIONS = ["created", "updated", "deleted"] as const;
/**
 * What happens to a person's company links: one made, or its role or primary mark changed
 * (`customer.company_linked`), and one removed (`customer.company_unlinked`).
 */
export const CUSTOMER_LINK_ACTIONS = ["company_linked", "company_unlinked"] as const;
export type WebhookResource = (typeof WEBHOOK_RESOURCES)[number];
export type WebhookAction = (typeof WEBHOOK_ACTIONS)[number] | (typeof CUSTOMER_LINK_ACTIONS)[number];

/** The actions each resource announces, in the order the Settings form lists them. */
export const WEBHOOK_RESOURCE_ACTIONS: Record<WebhookResource, readonly WebhookAction[]> = {
  customer: [...WEBHOOK_ACTIONS, ...CUSTOMER_LINK_ACTIONS],
  company: WEBHOOK_ACTIONS,
  deal: WEBHOOK_ACTIONS,
  task: WEBHOOK_ACTIONS,
  activity: WEBHOOK_ACTIONS,
  // A field's definition; its values' changes are announced as their records' own.
  custom_field: WEBHOOK_ACTIONS,
};

/** Every event an endpoint can subscribe to, e.g. "customer.created". */
export const WEBHOOK_EVENTS = WEBHOOK_RESOURCES.flatMap((resource) =>
  WEBHOOK_RESOURCE_ACTIONS[resource].map((action) => `${resource}.${action}`),
);

/** The events whose data is a person's link to a company (see webhook-payload.ts), not the resource itself. */
export const CUSTOMER_LINK_EVENTS: readonly string[] = CUSTOMER_LINK_ACTIONS.map((action) => `customer.${action}`);

export const MAX_WEBHOOK_URL_LENGTH = 2000;
/** Every change is sent once per endpoint: the limit bounds what one write can cost. */
export const MAX_WEBHOOK_ENDPOINTS = 20;

export const WEBHOOK_MESSAGES = {
  urlRequired: "Endpoint URL is required",
  urlTooLong: `Endpoint URL must be at most ${MAX_WEBHOOK_URL_LENGTH} characters`,
  urlInvalid: "Endpoint URL must be a valid URL starting with http:// or https://",
  urlCredentials: "Endpoint URL must not contain a user name or password",
  urlPrivate: (refusal: string) => `Endpoint URL must reach a public address: ${refusal}`,
  eventsRequired: "Choose at least one event",
  eventUnknown: `Events must be among ${WEBHOOK_EVENTS.join(", ")}`,
  enabledInvalid: "Enabled must be true or false",
  endpointNotFound: "Webhook endpoint not found",
  deliveryNotFound: "Webhook delivery not found",
  resendDisabled: "Enable the endpoint before resending its deliveries",
  tooManyEndpoints: `A workspace can have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints`,
} as const;

/** Why an endpoint stopped when the person who created it lost their access, as its owners read it. */
export const CREATOR_GONE_REASONS = {
  removed: (username: string) => `Disabled automatically: ${username}, who created it, was removed from the workspace`,
  left: (username: string) => `Disabled automatically: ${username}, who created it, left the workspace`,
  disabled: (username: string) => `Disabled automatically: ${username}, who created it, had their account disabled`,
} as const;

export type CreatorGone = keyof typeof CREATOR_GONE_REASONS;

/** Only http(s): any other scheme would let an endpoint reach files or internal protocols. */
export function isWebhookUrl(value: string): boolean {
  const url = URL.parse(value);
  return url !== null && (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
}

export const webhookUrl = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(MAX_WEBHOOK_URL_LENGTH, WEBHOOK_MESSAGES.urlTooLong)
  .refine(isWebhookUrl, WEBHOOK_MESSAGES.urlInvalid)
  .refine((value) => {
    const url = URL.parse(value);
    return url === null || (url.username === "" && url.password === "");
  }, WEBHOOK_MESSAGES.urlCredentials);

export const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENTS as [string, ...string[]], { error: WEBHOOK_MESSAGES.eventUnknown }), {
    error: WEBHOOK_MESSAGES.eventsRequired,
  })
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  // Kept in the list's order, once each, so the stored list reads the same however it was ticked.
  .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event)));

export const createWebhookEndpointInput = z.object(
  { url: webhookUrl, events: webhookEvents },
  { error: WEBHOOK_MESSAGES.urlRequired },
);

/** Fields left out keep their value. Enabling again clears the reason it was disabled. */
export const updateWebhookEndpointInput = z.object(
  {
    url: webhookUrl.optional(),
    events: webhookEvents.optional(),
    enabled: z.boolean({ error: WEBHOOK_MESSAGES.enabledInvalid }).optional(),
  },
  { error: WEBHOOK_MESSAGES.urlRequired },
);
