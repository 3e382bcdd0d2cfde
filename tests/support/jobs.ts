import type { WorkerEvents } from "graphile-worker";
import { pino } from "pino";
import { Prisma } from "#prisma/generated/prisma/client.ts";
import type { Database } from "#core/db/db.ts";
import { JOB_CRONTAB, jobTaskList } from "#schema/job-list.ts";
import { startJobWorker, type JobWorker } from "#core/jobs/job-worker.ts";
import type { WebhookDeliverySettings } from "#core/jobs/job-deps.ts";
import { WEBHOOK_TIMEOUT_MS } from "#schema/webhooks/webhook-delivery.job.ts";
import { countWebhookDelivery } from "#gateway/metrics/registry.ts";
import { DEFAULT_SESSION_LIFETIMES } from "#gateway/session.ts";
import type { TestApp } from "./test-app.ts";

/** The server's time zone, as the server resolves it: the test process's. */
export const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A job worker as a gateway process runs it, on the test app's database and sending into its outbox. */
export function startTestWorker(
  t: TestApp,
  {
    reminderHour = 7,
    webhooks = {},
    events,
  }: { reminderHour?: number; webhooks?: Partial<WebhookDeliverySettings>; events?: WorkerEvents } = {},
): Promise<JobWorker> {
  const log = pino({ level: "silent" });
  return startJobWorker({
    connectionString: t.databaseUrl,
    taskList: jobTaskList({
      db: t.db,
      mailer: t.mailer,
      log,
      appUrl: t.config.appUrl,
      timeZone: TIME_ZONE,
      reminderHour,
      sessionLifetimes: t.config.sessionLifetimes ?? DEFAULT_SESSION_LIFETIMES,
      // Webhooks reach the tests' receivers on 127.0.0.1 and retry within milliseconds unless a test says otherwise.
      webhooks: {
        timeoutMs: WEBHOOK_TIMEOUT_MS,
        retryBaseMs: 5,
        allowPrivateAddresses: true,
        onOutcome: countWebhookDelivery,
        ...webhooks,
      },
    }),
    crontab: JOB_CRONTAB,
    log,
    events,
  });
}

type QueuedJob = { task_identifier: string; last_error: string | null };

/**
 * Resolves once the queue is empty: every job queued so far, and every job those queued, has run
 * (graphile-worker deletes a job when it succeeds). A job that failed is reported at once instead of
 * waiting for its retry.
 */
export async function jobsDone(db: Database): Promise<void> {
  for (;;) {
    const jobs = await db.$queryRaw<QueuedJob[]>(
      Prisma.sql`SELECT task_identifier, last_error FROM graphile_worker.jobs`,
    );
    const failed = jobs.find((job) => job.last_error !== null);
    if (failed) throw new Error(`job ${failed.task_identifier} failed: ${failed.last_error}`);
    if (jobs.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
