import { once } from "node:events";
import { createServer, type Server } from "node:http";
import module from "node:module";
import path from "node:path";
import type { Logger } from "pino";
import { fromProjectRoot } from "#prisma/project-root.ts";
import type { Database } from "#core/db/db.ts";
import type { JobWorker } from "#core/jobs/job-worker.ts";
import type { ReadRouting } from "#core/replica/read-routing.ts";
import type { Config } from "./config.ts";
import type { Readiness } from "./health.ts";

// First, before any other of our modules or packages is loaded (hence dynamic imports below): Node
// keeps the code it compiles in this folder, keyed by each file's content, and a warm start reuses
// it. Loading modules is most of a warm start. NODE_COMPILE_CACHE, if set, names another folder.
const compileCache = module.enableCompileCache(fromProjectRoot("node_modules", ".cache", "node-compile-cache"));
// Our child processes (the PostgreSQL watchdog, the migrations) start from it too.
if (compileCache.directory) process.env.NODE_COMPILE_CACHE ||= compileCache.directory;

const SHUTDOWN_TIMEOUT_MS = 10_000;
/** What can sign in or act on a session: held while the admin account is being set up. */
const ACCOUNT_PATHS = ["/api", "/graphql"];

type Running = {
  readiness: Readiness;
  server?: Server;
  db?: Database;
  readRouting?: ReadRouting;
  stopPostgres?: () => Promise<void>;
  stopPurging?: () => void;
  jobWorker?: JobWorker;
};

async function readConfig(): Promise<Config> {
  const { ConfigError, loadConfig } = await import("./config.ts");
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Starts loading now, to be awaited later; a failure surfaces there, not as an unhandled rejection. */
function preload<Loaded>(loading: Promise<Loaded>): Promise<Loaded> {
  loading.catch(() => {});
  return loading;
}

async function start(config: Config, log: Logger, running: Running) {
  // The application's modules load while PostgreSQL starts and the migrations are checked.
  const databaseModules = preload(
    Promise.all([
      import("#core/db/db.ts"),
      import("#schema/auth/admin-bootstrap.ts"),
      import("#prisma/seed.ts"),
      import("#core/replica/read-routing.ts"),
      import("./metrics/registry.ts"),
    ]),
  );
  const appModules = preload(
    Promise.all([
      import("./app.ts"),
      import("./purge-schedule.ts"),
      import("./startup/hold-requests.ts"),
      import("#core/mail/mailer.ts"),
      import("#schema/job-list.ts"),
      import("#schema/webhooks/webhook-delivery.job.ts"),
    ]),
  );
  const jobWorkerModule = preload(import("#core/jobs/job-worker.ts"));

  const { resolveSessionSecret } = await import("./startup/session-secret.ts");
  const sessionSecret = await resolveSessionSecret(config.sessionSecret, config.dataDir);
  let databaseUrl = config.databaseUrl;
  // Backups before an upgrade are the embedded database's: one given by URL is someone else's to back up.
  let backupDir: string | undefined;
  if (!databaseUrl) {
    const { startEmbeddedPostgres } = await import("#prisma/postgres/embedded-postgres.ts");
    const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log: (message) => log.info(message) });
    running.stopPostgres = embedded.stop;
    databaseUrl = embedded.url;
    backupDir = path.join(config.dataDir, "backups");
  }
  // What a transaction-mode pooler cannot carry goes straight to the primary: the migrations, and the
  // job queue, whose worker waits for new jobs with LISTEN.
  const directUrl = config.databaseDirectUrl ?? databaseUrl;
  const { applyPendingMigrations } = await import("#prisma/run-migrations.ts");
  await applyPendingMigrations(directUrl, { log: (line) => log.info(line), backupDir });
  const { installJobQueue, startJobWorker } = await jobWorkerModule;
  await installJobQueue(directUrl, log);
  // Before the app's pools open their connections, which take it as they open.
  const { applyStatementTimeout } = await import("#prisma/statement-timeout.ts");
  await applyStatementTimeout(directUrl, config.databaseStatementTimeoutMs);

  const [
    { createDatabase },
    { ensureAdmin },
    { seedDatabase },
    { createReadRouting },
    { countRead, countWebhookDelivery },
  ] = await databaseModules;
  // LOG_LEVEL=trace logs every SQL statement with its time: what one request costs the database.
  const databaseOptions = {
    poolSize: config.databasePoolSize,
    ...(log.isLevelEnabled("trace")
      ? { onQuery: (sql: string, durationMs: number) => log.trace({ sql, durationMs }, "sql") }
      : {}),
  };
  const db = createDatabase(databaseUrl, databaseOptions);
  running.db = db;
  const replica = config.databaseReplicaUrl ? createDatabase(config.databaseReplicaUrl, databaseOptions) : undefined;
  const readRouting = createReadRouting({ primary: db, replica, log, onRead: countRead });
  running.readRouting = readRouting;
  // Checking ADMIN_PASSWORD against the stored hash takes most of a second of scrypt, on another
  // thread: the server listens meanwhile, and holds the requests that could sign in or act on a
  // session until the admin account is ready.
  const adminReady = preload(
    ensureAdmin(db, config.admin, log, {
      dataDir: config.dataDir,
      interactive: process.stdout.isTTY,
      show: (text) => process.stdout.write(text),
    }),
  );
  await seedDatabase(db);
  const [
    { buildApp },
    { schedulePurge },
    { holdRequestsUntil },
    { createMailer },
    { jobTaskList, JOB_CRONTAB },
    { WEBHOOK_TIMEOUT_MS },
  ] = await appModules;

  const { SERVER_TIMEOUTS } = await import("./server-timeouts.ts");
  const { answerClientError } = await import("./client-errors.ts");
  const server = createServer(SERVER_TIMEOUTS);
  server.on("clientError", answerClientError);
  running.server = server;
  server.listen(config.port, config.host);
  await once(server, "listening");
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const { browserHost } = await import("./browser-host.ts");
  const host = browserHost(config.host);
  const appUrl = config.appUrl ?? `http://${host}:${port}`;
  // Only the jobs send mail: a request queues it (see schema/job-list.ts).
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  const app = buildApp({
    db,
    readRouting,
    log,
    readiness: running.readiness,
    config: { ...config, appUrl, sessionSecret },
  });
  server.on("request", holdRequestsUntil(adminReady, ACCOUNT_PATHS, app));
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const jobWorker = preload(
    startJobWorker({
      connectionString: directUrl,
      taskList: jobTaskList({
        db,
        mailer,
        log,
        appUrl,
        timeZone,
        reminderHour: config.taskReminderHour,
        sessionLifetimes: config.sessionLifetimes,
        webhooks: {
          timeoutMs: WEBHOOK_TIMEOUT_MS,
          retryBaseMs: config.webhookRetryBaseMs,
          allowPrivateAddresses: config.webhooksAllowPrivateUrls,
          onOutcome: countWebhookDelivery,
        },
      }),
      crontab: JOB_CRONTAB,
      log,
    }),
  );
  await adminReady;
  running.jobWorker = await jobWorker;
  log.info(`Bramble CRM is running at http://${host}:${port} (links in e-mails use ${appUrl})`);
  // Not before: Prisma compiles each new kind of query on the main thread, which the first requests need.
  running.stopPurging = schedulePurge(db, log);
  // Written now rather than at exit, so a server that is killed still leaves it for the next start.
  module.flushCompileCache();
}

/**
 * Turns unready (/healthz answers 503) and keeps serving for `delayMs`, so the load balancer's health
 * checks see it and send new requests elsewhere before the listener closes.
 */
async function drain(running: Running, delayMs: number, log: Logger) {
  running.readiness.draining = true;
  if (delayMs === 0) return;
  log.info(`draining: /healthz answers 503 for ${delayMs} ms, then the listener closes`);
  await new Promise((resolve) => setTimeout(resolve, delayMs));
}

/**
 * Stops in dependency order: no new requests, then the jobs (those running finish), then the database
 * client, then PostgreSQL itself.
 */
async function stop(running: Running, log: Logger) {
  const timer = setTimeout(() => {
    log.error("shutdown took too long; exiting");
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  running.stopPurging?.();
  if (running.server?.listening) {
    running.server.closeIdleConnections();
    await new Promise((resolve) => running.server?.close(resolve));
  }
  await running.jobWorker?.stop();
  await running.readRouting?.stop();
  await running.db?.$disconnect();
  await running.stopPostgres?.();
}

const config = await readConfig();
const { createLogger } = await import("./logger.ts");
const log = createLogger(config.logLevel);
const running: Running = { readiness: { draining: false } };
let stopping = false;

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received, shutting down`);
    // Ctrl-C in a terminal stops at once; SIGTERM (systemd, an orchestrator) drains first.
    void drain(running, signal === "SIGTERM" ? config.drainDelayMs : 0, log)
      .then(() => stop(running, log))
      .then(() => process.exit(0));
  });
}

try {
  await start(config, log, running);
} catch (error) {
  log.fatal({ err: error }, `Bramble CRM could not start: ${(error as Error).message}`);
  await stop(running, log);
  process.exit(1);
}
