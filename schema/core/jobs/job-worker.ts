import {
  Logger as WorkerLogger,
  run,
  runMigrations,
  type LogLevel,
  type TaskList,
  type WorkerEvents,
} from "graphile-worker";
import pg from "pg";
import type { Logger } from "pino";
import { WITHOUT_STATEMENT_TIMEOUT } from "#prisma/pg-client.ts";

/**
 * Jobs at once per gateway process. Mails wait on SMTP, not on this process's CPU; every gateway runs
 * a worker, so the whole installation sends a few times this many at once.
 */
const CONCURRENCY = 2;
/** Worker connections: the concurrent jobs, plus one to listen for new jobs and one for the cron. */
const MAX_POOL_SIZE = CONCURRENCY + 2;

const PINO_LEVELS = { error: "error", warning: "warn", info: "debug", debug: "trace" } as const;

/**
 * graphile-worker's messages go to our log. Its info lines ("Completed task 12 …") come for every
 * job, so they are our debug lines.
 */
function workerLogger(log: Logger): WorkerLogger {
  const jobLog = log.child({ component: "jobs" });
  return new WorkerLogger(() => (level: LogLevel, message: string) => jobLog[PINO_LEVELS[level]](message));
}

/**
 * Our own pool rather than one graphile-worker makes: it ends its pool without waiting and drops its
 * error handlers first, so a connection still closing when PostgreSQL stops crashed the process.
 * This one is ended, and awaited, before the server stops PostgreSQL.
 */
function jobPool(connectionString: string, log: Logger, max: number): pg.Pool {
  // Long-running work: the queue's own statements are not held to the requests' statement timeout.
  const pool = new pg.Pool({ connectionString, max, options: WITHOUT_STATEMENT_TIMEOUT });
  const onError = (error: Error) => log.warn({ err: error, component: "jobs" }, "job queue connection failed");
  pool.on("error", onError);
  pool.on("connect", (client) => client.on("error", onError));
  return pool;
}

export type JobWorkerOptions = {
  connectionString: string;
  taskList: TaskList;
  /** graphile-worker crontab lines (https://worker.graphile.org/docs/cron). */
  crontab: string;
  log: Logger;
  /** Where graphile-worker emits its events; given by a caller that must hear the first ones (cron:started). */
  events?: WorkerEvents;
  /** Jobs at once; CONCURRENCY unless given (tests run one at a time, so mails go out in the order queued). */
  concurrency?: number;
};

export type JobWorker = {
  /** Lets the jobs that are running finish, then closes the worker's connections. */
  stop(): Promise<void>;
  /** graphile-worker's events (job:success, job:failed, …). */
  events: WorkerEvents;
};

/**
 * Installs or upgrades graphile-worker's schema (graphile_worker). Before the server takes requests:
 * enqueuing a job, which requests do, needs its add_job function.
 */
export async function installJobQueue(connectionString: string, log: Logger): Promise<void> {
  const pgPool = jobPool(connectionString, log, 1);
  try {
    await runMigrations({ pgPool, logger: workerLogger(log) });
  } finally {
    await pgPool.end();
  }
}

/** Starts running jobs, and adding the crontab's, in this process until stop(). */
export async function startJobWorker({
  connectionString,
  taskList,
  crontab,
  log,
  events,
  concurrency = CONCURRENCY,
}: JobWorkerOptions): Promise<JobWorker> {
  const pgPool = jobPool(connectionString, log, MAX_POOL_SIZE);
  const runner = await run({
    pgPool,
    concurrency,
    taskList,
    crontab,
    logger: workerLogger(log),
    events,
    // The server owns shutdown: it stops the worker after the HTTP server and before the database.
    noHandleSignals: true,
  });
  log.info(`Job worker started (${concurrency} at a time; tasks: ${Object.keys(taskList).join(", ")})`);
  return {
    async stop() {
      await runner.stop();
      await pgPool.end();
      log.info("Job worker stopped");
    },
    events: runner.events,
  };
}
