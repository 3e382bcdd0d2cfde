import type { Logger } from "pino";
import type { Database } from "../db.ts";
import type { Mailer } from "../mail/mailer.ts";

/** What the jobs run with: the gateway process's own database client, mailer and settings. */
export type JobDeps = {
  db: Database;
  mailer: Mailer;
  log: Logger;
  /** Base URL for links in e-mails. */
  appUrl: string;
  /** The server's time zone, which mails show dates in. */
  timeZone: string;
};
