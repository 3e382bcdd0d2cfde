import type { Logger } from "pino";
import type { Database } from "#core/db/db.ts";
import { purgeDeletedWorkspaces } from "#schema/workspaces/workspaces.service.ts";

const PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Purges workspaces deleted more than 90 days ago, at start and every six hours. Several gateway
 * processes may run it at once: the delete is idempotent. Returns a function that stops it.
 */
export function schedulePurge(db: Database, log: Logger): () => void {
  const purge = () =>
    purgeDeletedWorkspaces(db).then(
      (count) => count > 0 && log.info(`Purged ${count} workspace(s) deleted more than 90 days ago`),
      (error: unknown) => log.error({ err: error }, "purging deleted workspaces failed"),
    );
  void purge();
  const timer = setInterval(purge, PURGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
