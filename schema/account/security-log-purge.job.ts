import { SECURITY_LOG_RETENTION_DAYS } from "#core/access/security-events.text.ts";
import { purgeSecurityEventsBefore } from "#core/db/security-events.ts";
import type { JobDeps } from "#core/jobs/job-deps.ts";

/** Deletes the security log's events older than SECURITY_LOG_RETENTION_DAYS. */
export const SECURITY_LOG_PURGE = "security_log_purge";

/** Every day at 03:15: graphile-worker adds each tick's job once, whichever gateway processes run the cron. */
export const SECURITY_LOG_PURGE_CRONTAB = `15 3 * * * ${SECURITY_LOG_PURGE}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment before which events are purged. */
export function securityLogCutoff(now = Date.now()): Date {
  return new Date(now - SECURITY_LOG_RETENTION_DAYS * DAY_MS);
}

export function purgeSecurityLog({ db, log }: Pick<JobDeps, "db" | "log">) {
  return async () => {
    const count = await purgeSecurityEventsBefore(db, securityLogCutoff());
    if (count > 0) log.info(`Purged ${count} security event(s) older than ${SECURITY_LOG_RETENTION_DAYS} days`);
  };
}
