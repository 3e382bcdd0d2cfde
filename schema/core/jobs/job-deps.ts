import type { Logger } from "pino";
import type { SessionLifetimes } from "../context.ts";
import type { Database } from "../db/db.ts";
import type { Mailer } from "../mail/mailer.ts";

/** What became of one delivery job, as /metrics counts it. */
export type WebhookDeliveryOutcome = "delivered" | "retrying" | "failed" | "skipped";

export type WebhookDeliverySettings = {
  /** Loopback, private and link-local addresses may be reached (development, tests, WEBHOOKS_ALLOW_PRIVATE_URLS). */
  allowPrivateAddresses: boolean;
  /** The first retry's wait; then 2, 4, 8… times it. */
  retryBaseMs: number;
  timeoutMs: number;
  /** Told what became of each delivery job (the gateway counts them for /metrics). */
  onOutcome: (outcome: WebhookDeliveryOutcome) => void;
};

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
  /** How long sessions last: the expired ones' rows are purged. */
  sessionLifetimes: SessionLifetimes;
  webhooks: WebhookDeliverySettings;
};
