import type { Logger } from "pino";
import type { Database } from "../db/db.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { WebhookDeliverySettings } from "#schema/webhooks/webhook-delivery.job.ts";

/** What the jobs run with: the gateway process's own database client, mailer and settings. */
export type JobDeps = {
  db: Database;
  mailer: Mailer;
  log: Logger;
  /** Base URL for links in e-mails. */
  appUrl: string;
  /** The server's time zone: the reminder hour and the day's due tasks are counted in it. */
  timeZone: string;
  /** The hour (0-23) at which each user gets the day's task reminder. */
  reminderHour: number;
  webhooks: WebhookDeliverySettings;
};
