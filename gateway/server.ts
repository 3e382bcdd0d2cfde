import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { Logger } from "pino";
import { runMigrationsInChildProcess } from "../prisma/run-migrations.ts";
import { seedDatabase } from "../prisma/seed.ts";
import { ensureAdmin } from "../schema/auth/admin-bootstrap.ts";
import { createDatabase, type Database } from "../schema/db.ts";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { createLogger } from "./logger.ts";
import { startEmbeddedPostgres } from "./database/embedded-postgres.ts";
import { schedulePurge } from "./purge-schedule.ts";
import { resolveSessionSecret } from "./startup/session-secret.ts";

const SHUTDOWN_TIMEOUT_MS = 10_000;

type Running = {
  server?: Server;
  db?: Database;
  stopPostgres?: () => Promise<void>;
  stopPurging?: () => void;
};

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function start(config: Config, log: Logger, running: Running) {
  const sessionSecret = await resolveSessionSecret(config.sessionSecret, config.dataDir);
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log: (message) => log.info(message) });
    running.stopPostgres = embedded.stop;
    databaseUrl = embedded.url;
  }
  await runMigrationsInChildProcess(databaseUrl);
  const db = createDatabase(databaseUrl);
  running.db = db;
  await ensureAdmin(db, config.admin, log);
  await seedDatabase(db);
  running.stopPurging = schedulePurge(db, log);

  const server = createServer();
  running.server = server;
  server.listen(config.port, config.host);
  await once(server, "listening");
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  const appUrl = config.appUrl ?? `http://${host}:${port}`;
  const app = buildApp({
    db,
    log,
    config: { ...config, appUrl, sessionSecret },
  });
  server.on("request", app);
  log.info(`Bramble CRM is running at http://${host}:${port} (links in e-mails use ${appUrl})`);
}

/** Stops in dependency order: no new requests, then the database client, then PostgreSQL itself. */
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
  await running.db?.$disconnect();
  await running.stopPostgres?.();
}

const config = readConfig();
const log = createLogger(config.logLevel);
const running: Running = {};
let stopping = false;

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received, shutting down`);
    void stop(running, log).then(() => process.exit(0));
  });
}

try {
  await start(config, log, running);
} catch (error) {
  log.fatal({ err: error }, `Bramble CRM could not start: ${(error as Error).message}`);
  await stop(running, log);
  process.exit(1);
}
