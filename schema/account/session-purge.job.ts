import { purgeExpiredSessions } from "#core/access/account-sessions.ts";
import { purgeExpiredTrustedBrowsers } from "#core/access/trusted-browsers.ts";
import type { JobDeps } from "#core/jobs/job-deps.ts";

/** Deletes the rows of sessions whose cookies have expired, and of browsers whose trust has. */
export const SESSION_PURGE = "session_purge";

/**
 * Every hour, at half past: graphile-worker adds each tick's job once, whichever gateway processes run
 * the cron. A cookie is refused by its own timestamps the moment it expires; its row only lingers in
 * the owner's list of sessions until the next run.
 */
export const SESSION_PURGE_CRONTAB = `30 * * * * ${SESSION_PURGE}`;

export function purgeSessions({ db, log, sessionLifetimes }: Pick<JobDeps, "db" | "log" | "sessionLifetimes">) {
  return async () => {
    const count = await purgeExpiredSessions(db, sessionLifetimes);
    if (count > 0) log.info(`Purged ${count} expired session(s)`);
    const trusted = await purgeExpiredTrustedBrowsers(db);
    if (trusted > 0) log.info(`Purged ${trusted} expired trusted browser(s)`);
  };
}
