/** The eight integrations the public site names (the spec's list), in the landing page's order. */
export const INTEGRATION_NAMES = [
  "Gmail",
  "Trello",
  "Slack",
  "Zoom",
  "Google Calendar",
  "Mailchimp",
  "Zapier",
  "Stripe",
] as const;

export type IntegrationName = (typeof INTEGRATION_NAMES)[number];

/** The slug of an integration's help article: connect-google-calendar. */
export function integrationSlug(name: IntegrationName): string {
  return `connect-${name.toLowerCase().replace(/\s+/g, "-")}`;
}

/** The address of an integration's help article: /help-center/connect-google-calendar. */
export function integrationArticlePath(name: IntegrationName): string {
  return `/help-center/${integrationSlug(name)}`;
}
