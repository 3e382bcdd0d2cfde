import type { Logger } from "pino";
import type { Database } from "./db.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { User } from "../prisma/generated/prisma/client.ts";

/** What the signed-in user's cookie holds. Sealed by iron-session; checked against the database. */
export type SessionData = {
  userId?: string;
  sessionVersion?: number;
};

export type Session = SessionData & {
  save(): Promise<void>;
  destroy(): void;
};

/** Throttle buckets the services ask for; the gateway decides the limits. */
export type RateLimitBucket = "login" | "register" | "adminLogin" | "contact";

export type Context = {
  db: Database;
  /** The signed-in user, or null. Only set when the cookie's session version matches the database. */
  viewer: User | null;
  session: Session;
  requestId: string;
  log: Logger;
  mailer: Mailer;
  /** Base URL for links in e-mails. */
  appUrl: string;
  /** Throws RateLimitedError when the caller has used up the bucket. */
  rateLimit(bucket: RateLimitBucket): Promise<void>;
};
