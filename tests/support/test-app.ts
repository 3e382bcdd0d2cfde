import { pino } from "pino";
import supertest from "supertest";
import { buildApp, type AppConfig } from "../../gateway/app.ts";
import { seedDatabase } from "../../prisma/seed.ts";
import { applyStatementTimeout } from "../../prisma/statement-timeout.ts";
import { createDatabase, type Database, type DatabaseOptions } from "../../schema/db.ts";
import type { Mailer, OutgoingMail } from "../../schema/mail/mailer.ts";
import type { ReadRouting } from "../../schema/replica/read-routing.ts";
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
  /** Every mail the app sent, oldest first. */
  outbox: OutgoingMail[];
  /** A client whose every `/api` answer is checked against the OpenAPI document. */
  request: () => ReturnType<typeof supertest>;
  /** A client that keeps cookies, like a browser; its `/api` answers are checked the same way. */
  agent: () => ReturnType<typeof supertest.agent>;
  close(): Promise<void>;
};

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
  const app = buildApp({
    db,
    ...(readRouting ? { readRouting: readRouting(db) } : {}),
    config,
    // With an SMTP_URL under test, the real SMTP mailer is used instead of the outbox.
    mailer: overrides.smtpUrl ? undefined : mailer,
    log,
  });
  return {
    app,
    db,
    databaseUrl: database.url,
    mailer,
    config,
    outbox,
    request: () => checkedAgainstDocument(supertest(app)),
    agent: () => checkedAgainstDocument(supertest.agent(app)),
    async close() {
      await db.$disconnect();
      await database.drop();
    },
  };
}
