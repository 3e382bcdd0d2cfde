import { integrationSlug, type IntegrationName } from "#web/ui/site/integrations.ts";
import type { HelpArticle } from "./helpTopics.ts";

const NO_BUILT_IN = (name: IntegrationName) =>
  `There is no built-in ${name} connection: nothing to switch on and no account to link. What works today goes through the CRM's REST API (a key from Settings → API keys), its webhooks (Settings → Webhooks) or its CSV files, as below.`;

type IntegrationArticle = { name: IntegrationName; summary: string; how: ReadonlyArray<string> };

const ARTICLES: ReadonlyArray<IntegrationArticle> = [
  {
    name: "Gmail",
    summary: "No built-in connection: log e-mails as activities, by hand or through the API.",
    how: [
      "Log an e-mail on the customer's page or on Activities with Log Activity, kind E-mail. Nothing is read from your mailbox on its own.",
      "To log e-mails automatically, have a script or an automation tool (for example Zapier's Gmail trigger) send POST /api/activities with type email and the customer's id.",
    ],
  },
  {
    name: "Trello",
    summary: "No built-in connection: a webhook and an automation tool can make a card when a deal is won.",
    how: [
      "Add a webhook endpoint for deal.updated under Settings → Webhooks, pointing at an automation tool (for example Webhooks by Zapier) or your own script.",
      "When the payload shows the deal's stage as won, create the Trello card with Trello's own API or the tool's Trello action.",
    ],
  },
  {
    name: "Slack",
    summary: "No built-in connection: relay the CRM's webhooks to a Slack channel.",
    how: [
      "Slack's incoming webhooks expect Slack's own message format, so the CRM's events need a relay: an automation tool (for example Webhooks by Zapier with a Slack action) or a small script of yours.",
      "Add that relay's URL under Settings → Webhooks with the events you want in the channel, such as deal.updated or task.created.",
    ],
  },
  {
    name: "Zoom",
    summary: "No built-in connection: log calls and meetings as activities, by hand or through the API.",
    how: [
      "After a call, log it on the customer's page or on Activities with Log Activity, kind Call or Meeting.",
      "To log meetings automatically, let an automation tool or a script react to Zoom's meeting events and send POST /api/activities with type meeting.",
    ],
  },
  {
    name: "Google Calendar",
    summary: "No sync: a webhook and an automation tool can put task due dates on a calendar.",
    how: [
      "Tasks and their due dates live in the CRM; they are not synced with a calendar.",
      "To see them there, add a webhook endpoint for task.created and task.updated that creates or moves the event through Google Calendar's API or an automation tool's calendar action.",
    ],
  },
  {
    name: "Mailchimp",
    summary: "No built-in connection: export your customers as CSV and import them into an audience.",
    how: [
      "On Customers, choose Export (filter by status first if you want only some) and import the CSV file into a Mailchimp audience.",
      "To keep an audience up to date, send customer.created and customer.updated webhooks to an automation tool with a Mailchimp action.",
    ],
  },
  {
    name: "Zapier",
    summary: "No Zapier app yet: connect through the API key and webhooks with Webhooks by Zapier.",
    how: [
      "To start a Zap when something changes, use Webhooks by Zapier's Catch Hook trigger and add its URL under Settings → Webhooks with the events you want.",
      "To write into the CRM from a Zap, use Webhooks by Zapier's request action against the REST API (the API Reference lists the endpoints) with the header Authorization: Bearer <your API key>.",
    ],
  },
  {
    name: "Stripe",
    summary: "No built-in connection: payments are not shown in the CRM; a script can record them through the API.",
    how: [
      "Payments and subscriptions stay in Stripe. To note them on a customer, have a script or an automation tool react to Stripe's events and log a note with POST /api/activities, or update the customer's value with PUT /api/customers/{id}.",
    ],
  },
];

/** One help article per integration, saying plainly how to connect it today. */
export const INTEGRATION_ARTICLES: ReadonlyArray<HelpArticle> = ARTICLES.map(({ name, summary, how }) => ({
  slug: integrationSlug(name),
  title: `Connect ${name}`,
  summary,
  body: [{ paragraph: NO_BUILT_IN(name) }, { steps: how }],
}));
