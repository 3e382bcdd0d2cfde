import { pino } from "pino";
import supertest from "supertest";
import { buildApp, type AppConfig } from "#gateway/app.ts";
import { DEFAULT_SESSION_LIFETIMES } from "#gateway/session.ts";
import { Prisma } from "#prisma/generated/prisma/client.ts";
import { seedDatabase } from "#prisma/seed.ts";
import { applyStatementTimeout } from "#prisma/statement-timeout.ts";
import { createDatabase, type Database, type DatabaseOptions } from "#core/db/db.ts";
import { accountMailTaskList } from "#schema/job-list.ts";
import { startJobWorker, type JobWorker } from "#core/jobs/job-worker.ts";
import { WEBHOOK_TIMEOUT_MS } from "#schema/webhooks/webhook-delivery.job.ts";
import { createMailer, type Mailer, type OutgoingMail } from "#core/mail/mailer.ts";
import type { ReadRouting } from "#core/replica/read-routing.ts";
import { checkedAgainstDocument } from "./openapi-contract.ts";
import { createTestDatabase } from "./test-database.ts";

/** The database client's options, and the statement timeout (DATABASE_STATEMENT_TIMEOUT_MS; none unless given). */
export type TestDatabaseOptions = DatabaseOptions & { statementTimeoutMs?: number };

export const TEST_APP_URL = "http://crm.test";
export const TEST_SESSION_SECRET = "test-session-secret-that-is-long-enough-1234";

export type TestApp = {
  app: ReturnType<typeof buildApp>;
  db: Database;
  /** The database's connection string, for a job worker on it. */
  databaseUrl: string;
  /** Sends into `outbox`. */
  mailer: Mailer;
  /** The configuration the app was built with, to build a second "process" on the same database. */
  config: AppConfig;
  /** Every mail the app sent, oldest first: a request's mail is queued, and here once deliverMail() ran. */
  outbox: OutgoingMail[];
  /**
   * Runs, once, the account mails queued so far (as the server's job worker would), sending them into
   * `outbox` (or through SMTP when the app was started with an smtpUrl). A mail that fails stays queued
   * for its retry. Not beside a test's own job worker (startTestWorker), which sends them itself:
   * wait for it with jobsDone().
   */
  deliverMail(): Promise<void>;
  /** A client whose every `/api` answer is checked against the OpenAPI document. */
  request: () => ReturnType<typeof supertest>;
  /** A client that keeps cookies, like a browser; its `/api` answers are checked the same way. */
  agent: () => ReturnType<typeof supertest.agent>;
  close(): Promise<void>;
};

/**
 * Resolves once no mail job is due or running: each was sent (and deleted), or failed and waits for
 * its retry.
 */
async function mailSettled(db: Database, tasks: string[]): Promise<void> {
  for (;;) {
    const [{ pending }] = await db.$queryRaw<[{ pending: number }]>(
      Prisma.sql`SELECT count(*)::int AS pending FROM graphile_worker.jobs
                 WHERE task_identifier = ANY(${tasks}::text[]) AND (locked_at IS NOT NULL OR run_at <= now())`,
    );
    if (pending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The real app on its own fresh PostgreSQL database. Mail goes to an in-memory outbox so a test can
 * follow the verification link the way a user follows it from their inbox.
 */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  log = pino({ level: "silent" }),
  { statementTimeoutMs, ...databaseOptions }: TestDatabaseOptions = {},
  readRouting?: (db: Database) => ReadRouting,
): Promise<TestApp> {
  const database = await createTestDatabase();
  // As the server does at start, before the pool opens its first connection.
  if (statementTimeoutMs !== undefined) await applyStatementTimeout(database.url, statementTimeoutMs);
  const db = createDatabase(database.url, databaseOptions);
  await seedDatabase(db);
  const outbox: OutgoingMail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      outbox.push(mail);
    },
  };
  const config: AppConfig = {
    appUrl: TEST_APP_URL,
    sessionSecret: TEST_SESSION_SECRET,
    authRateLimit: 1000,
    apiRateLimit: 1000,
    trustProxy: 0,
    demoData: false,
    // The tests' webhook receivers listen on 127.0.0.1.
    webhooksAllowPrivateUrls: true,
    ...overrides,
  };
  const app = buildApp({ db, ...(readRouting ? { readRouting: readRouting(db) } : {}), config, log });
  const mailTasks = accountMailTaskList({
    db,
    // With an SMTP_URL under test, the real SMTP mailer is used instead of the outbox.
    mailer: overrides.smtpUrl ? createMailer({ smtpUrl: overrides.smtpUrl, from: "no-reply@crm.test", log }) : mailer,
    log,
    appUrl: config.appUrl,
    timeZone: "UTC",
    reminderHour: 7,
    sessionLifetimes: config.sessionLifetimes ?? DEFAULT_SESSION_LIFETIMES,
    webhooks: {
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      retryBaseMs: 5,
      allowPrivateAddresses: true,
      onOutcome: () => undefined,
    },
  });
  // Started by the first deliverMail(), and kept: graphile-worker started and stopped again and again
  // in one process was seen to hang. One job at a time, so `outbox` holds the mails in the order they
  // were queued, as tests read it (two at a time sent a sign-up's mail and a later one's in either order).
  let mailWorker: Promise<JobWorker> | undefined;
  return {
    app,
    db,
    databaseUrl: database.url,
    mailer,
    config,
    outbox,
    async deliverMail() {
      mailWorker ??= startJobWorker({
        connectionString: database.url,
        taskList: mailTasks,
        crontab: "",
        log,
        concurrency: 1,
      });
      await mailWorker;
      await mailSettled(db, Object.keys(mailTasks));
    },
    request: () => checkedAgainstDocument(supertest(app)),
    agent: () => checkedAgainstDocument(supertest.agent(app)),
    async close() {
      if (mailWorker) await (await mailWorker).stop();
      await db.$disconnect();
      await database.drop();
    },
  };
}
