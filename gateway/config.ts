import path from "node:path";
import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "#schema/auth/auth.rules.ts";
import { DEFAULT_POOL_SIZE } from "#core/db/pool-size.ts";
import type { SingleSignOnSettings } from "#core/context.ts";
import { DEFAULT_SINGLE_SIGN_ON_LABEL } from "#schema/auth/single-sign-on.text.ts";
import { DEFAULT_SESSION_LIFETIMES, type SessionLifetimes } from "./session.ts";

/** Empty variables count as unset, so `PORT=` in a .env file means "use the default". */
const unsetIfEmpty = (value: unknown) => (value === "" ? undefined : value);

const HOUR_MS = 60 * 60 * 1000;
const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
const LIFETIME_HOURS = DEFAULT_SESSION_LIFETIMES.absoluteMs / HOUR_MS;

/** A whole number from `min` to `max`, refused with `error` whatever is wrong with it. */
const wholeNumber = (error: string, min: number, max: number) =>
  z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });

/** Idle timeouts in whole hours, up to the sessions' absolute lifetime (beyond it they would mean nothing). */
const idleHours = (name: string, defaultMs: number) =>
  z.preprocess(
    unsetIfEmpty,
    wholeNumber(`${name} must be a whole number of hours from 1 to ${LIFETIME_HOURS}`, 1, LIFETIME_HOURS).default(
      defaultMs / HOUR_MS,
    ),
  );

const urlWithProtocols = (name: string, protocols: string[]) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .refine(
        (value) => URL.canParse(value) && protocols.includes(new URL(value).protocol),
        `${name} must be a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(" or ")}`,
      )
      .optional(),
  );

/** Loopback hosts, the only ones an http:// OpenID issuer may be on (a provider on the same machine, in tests). */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export const OIDC_ISSUER_RULE =
  "OIDC_ISSUER must be a URL starting with https:// (http:// only on a loopback host: localhost, 127.0.0.1 or [::1])";

const oidcIssuer = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .refine((value) => {
      if (!URL.canParse(value)) return false;
      const { protocol, hostname } = new URL(value);
      return protocol === "https:" || (protocol === "http:" && LOOPBACK_HOSTS.has(hostname));
    }, OIDC_ISSUER_RULE)
    .optional(),
);

const environment = z
  .object({
    NODE_ENV: z.preprocess(unsetIfEmpty, z.enum(["development", "production", "test"]).default("development")),
    PORT: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(unsetIfEmpty, z.string().default("127.0.0.1")),
    DATA_DIR: z.preprocess(unsetIfEmpty, z.string().default("./data")),
    DATABASE_URL: urlWithProtocols("DATABASE_URL", ["postgres:", "postgresql:"]),
    DATABASE_DIRECT_URL: urlWithProtocols("DATABASE_DIRECT_URL", ["postgres:", "postgresql:"]),
    DATABASE_REPLICA_URL: urlWithProtocols("DATABASE_REPLICA_URL", ["postgres:", "postgresql:"]),
    DATABASE_POOL_SIZE: z.preprocess(
      unsetIfEmpty,
      wholeNumber("DATABASE_POOL_SIZE must be a whole number from 1 to 1000", 1, 1000).default(DEFAULT_POOL_SIZE),
    ),
    DATABASE_STATEMENT_TIMEOUT_MS: z.preprocess(
      unsetIfEmpty,
      wholeNumber(
        "DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds from 0 to 3600000",
        0,
        3_600_000,
      ).default(DEFAULT_STATEMENT_TIMEOUT_MS),
    ),
    METRICS_TOKEN: z.preprocess(
      unsetIfEmpty,
      z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
    ),
    DRAIN_DELAY_MS: z.preprocess(
      unsetIfEmpty,
      wholeNumber("DRAIN_DELAY_MS must be a whole number of milliseconds from 0 to 60000", 0, 60_000).optional(),
    ),
    SESSION_SECRET: z.preprocess(
      unsetIfEmpty,
      z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
    ),
    APP_URL: urlWithProtocols("APP_URL", ["http:", "https:"]),
    ADMIN_USERNAME: z.preprocess(unsetIfEmpty, z.string().optional()),
    ADMIN_PASSWORD: z.preprocess(
      unsetIfEmpty,
      z
        .string()
        .min(MIN_PASSWORD_LENGTH, `ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters`)
        .optional(),
    ),
    SMTP_URL: urlWithProtocols("SMTP_URL", ["smtp:", "smtps:"]),
    MAIL_FROM: z.preprocess(unsetIfEmpty, z.string().default("Bramble CRM <no-reply@localhost>")),
    LOG_LEVEL: z.preprocess(
      unsetIfEmpty,
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ),
    AUTH_RATE_LIMIT: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).default(10)),
    SESSION_IDLE_HOURS: idleHours("SESSION_IDLE_HOURS", DEFAULT_SESSION_LIFETIMES.idleMs),
    ADMIN_SESSION_IDLE_HOURS: idleHours("ADMIN_SESSION_IDLE_HOURS", DEFAULT_SESSION_LIFETIMES.adminIdleMs),
    API_RATE_LIMIT: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).default(1000)),
    TRUST_PROXY: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).default(0)),
    TASK_REMINDER_HOUR: z.preprocess(
      unsetIfEmpty,
      z.coerce.number().int().min(0).max(23, { error: "TASK_REMINDER_HOUR must be an hour from 0 to 23" }).default(7),
    ),
    DEMO_DATA: z.preprocess(
      unsetIfEmpty,
      z.enum(["true", "false"], { error: "DEMO_DATA must be true or false" }).default("true"),
    ),
    ADMIN_REQUIRE_2FA: z.preprocess(
      unsetIfEmpty,
      z.enum(["true", "false"], { error: "ADMIN_REQUIRE_2FA must be true or false" }).default("false"),
    ),
    WEBHOOKS_ALLOW_PRIVATE_URLS: z.preprocess(
      unsetIfEmpty,
      z.enum(["true", "false"], { error: "WEBHOOKS_ALLOW_PRIVATE_URLS must be true or false" }).optional(),
    ),
    OIDC_ISSUER: oidcIssuer,
    OIDC_CLIENT_ID: z.preprocess(unsetIfEmpty, z.string().optional()),
    OIDC_CLIENT_SECRET: z.preprocess(unsetIfEmpty, z.string().optional()),
    OIDC_BUTTON_LABEL: z.preprocess(
      unsetIfEmpty,
      z
        .string()
        .max(60, { error: "OIDC_BUTTON_LABEL must be at most 60 characters" })
        .default(DEFAULT_SINGLE_SIGN_ON_LABEL),
    ),
    OIDC_CREATE_ACCOUNTS: z.preprocess(
      unsetIfEmpty,
      z.enum(["true", "false"], { error: "OIDC_CREATE_ACCOUNTS must be true or false" }).default("true"),
    ),
    WEBHOOK_RETRY_BASE_MS: z.preprocess(
      unsetIfEmpty,
      z.coerce
        .number()
        .int()
        .min(1, { error: "WEBHOOK_RETRY_BASE_MS must be a whole number of milliseconds, at least 1" })
        .default(30_000),
    ),
  })
  .refine((env) => Boolean(env.ADMIN_USERNAME) === Boolean(env.ADMIN_PASSWORD), {
    message: "ADMIN_USERNAME and ADMIN_PASSWORD must be set together",
    path: ["ADMIN_USERNAME"],
  })
  .refine((env) => new Set([env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].map(Boolean)).size === 1, {
    message: "OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together",
    path: ["OIDC_ISSUER"],
  })
  .refine((env) => env.DATABASE_URL || !(env.DATABASE_DIRECT_URL || env.DATABASE_REPLICA_URL), {
    message:
      "DATABASE_URL must be set with DATABASE_DIRECT_URL or DATABASE_REPLICA_URL, which are other ways to the same database",
    path: ["DATABASE_URL"],
  });

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** The primary, as the app's queries reach it (through PgBouncer in a cluster); unset: the embedded database. */
  databaseUrl: string | undefined;
  /**
   * The primary without a transaction-mode pooler in between, for what such a pooler cannot carry: the
   * migrations and the job queue's LISTEN. Defaults to databaseUrl.
   */
  databaseDirectUrl: string | undefined;
  /** A streaming replica of the primary, for reads that tolerate a little lag. */
  databaseReplicaUrl: string | undefined;
  /** Connections each database client of this process keeps at most. */
  databasePoolSize: number;
  /**
   * How long one SQL statement of the request work may run before PostgreSQL cancels it (0: no limit);
   * the migrations, backups and the job queue lift it on their own connections.
   */
  databaseStatementTimeoutMs: number;
  /** The bearer token /metrics asks for; unset, /metrics is off. */
  metricsToken: string | undefined;
  /**
   * On SIGTERM, how long the gateway answers /healthz with 503 while still serving, so a load balancer
   * stops sending it requests before it closes: 5 s in production, 0 elsewhere.
   */
  drainDelayMs: number;
  sessionSecret: string | undefined;
  appUrl: string | undefined;
  admin: { username: string; password: string } | undefined;
  /** The site admin must set up a second factor before the admin pages work. */
  adminRequireTwoFactor: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  /**
   * Per 15 minutes: failed password checks per IP and per account (login and password changes, admin
   * login), and attempts per IP at sign-up, the contact form, password reset requests and verification
   * or e-mail change links.
   */
  authRateLimit: number;
  /** How long a session may go unused (the site admin's, and everyone else's) within its absolute lifetime. */
  sessionLifetimes: SessionLifetimes;
  /** How many reverse proxies sit in front of the app (for the client IP behind a load balancer). */
  /** Requests per API key per hour. */
  apiRateLimit: number;
  trustProxy: number;
  /** Fill a brand-new database with the demo CRM. */
  demoData: boolean;
  /** The hour (0-23, server time) at which each user gets the day's task reminder. */
  taskReminderHour: number;
  /**
   * Whether webhooks may reach loopback, private and link-local addresses. Off unless set, whatever
   * NODE_ENV says (server-side request forgery); on for a receiver on this machine in development.
   */
  webhooksAllowPrivateUrls: boolean;
  /** The wait before a failed webhook delivery's first retry; each later one waits twice as long (up to 6 h). */
  webhookRetryBaseMs: number;
  /** Single sign-on with an OpenID provider (OIDC_*); unset, there is none. */
  singleSignOn: SingleSignOnSettings | undefined;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    databaseDirectUrl: value.DATABASE_DIRECT_URL,
    databaseReplicaUrl: value.DATABASE_REPLICA_URL,
    databasePoolSize: value.DATABASE_POOL_SIZE,
    databaseStatementTimeoutMs: value.DATABASE_STATEMENT_TIMEOUT_MS,
    metricsToken: value.METRICS_TOKEN,
    drainDelayMs: value.DRAIN_DELAY_MS ?? (value.NODE_ENV === "production" ? 5000 : 0),
    sessionSecret: value.SESSION_SECRET,
    appUrl: value.APP_URL?.replace(/\/+$/, ""),
    admin:
      value.ADMIN_USERNAME && value.ADMIN_PASSWORD
        ? { username: value.ADMIN_USERNAME, password: value.ADMIN_PASSWORD }
        : undefined,
    adminRequireTwoFactor: value.ADMIN_REQUIRE_2FA === "true",
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    logLevel: value.LOG_LEVEL,
    authRateLimit: value.AUTH_RATE_LIMIT,
    sessionLifetimes: {
      idleMs: value.SESSION_IDLE_HOURS * HOUR_MS,
      adminIdleMs: value.ADMIN_SESSION_IDLE_HOURS * HOUR_MS,
      absoluteMs: DEFAULT_SESSION_LIFETIMES.absoluteMs,
    },
    apiRateLimit: value.API_RATE_LIMIT,
    trustProxy: value.TRUST_PROXY,
    demoData: value.DEMO_DATA === "true",
    taskReminderHour: value.TASK_REMINDER_HOUR,
    webhooksAllowPrivateUrls: value.WEBHOOKS_ALLOW_PRIVATE_URLS === "true",
    webhookRetryBaseMs: value.WEBHOOK_RETRY_BASE_MS,
    singleSignOn:
      value.OIDC_ISSUER && value.OIDC_CLIENT_ID && value.OIDC_CLIENT_SECRET
        ? {
            issuer: value.OIDC_ISSUER,
            clientId: value.OIDC_CLIENT_ID,
            clientSecret: value.OIDC_CLIENT_SECRET,
            buttonLabel: value.OIDC_BUTTON_LABEL,
            createAccounts: value.OIDC_CREATE_ACCOUNTS === "true",
          }
        : undefined,
  };
}
