import { Prisma } from "#prisma/generated/prisma/client.ts";
import { orderedIds } from "../ids.ts";

/** Anything that runs SQL: the system client, or one of its transactions. */
type Runner = { $executeRaw(query: Prisma.Sql): Prisma.PrismaPromise<number> };

/** One event of the security log as it is written (see the SecurityEvent model). */
export type SecurityEventRow = {
  userId: string;
  actorId: string | null;
  kind: string;
  ip: string;
  userAgent: string;
  detail: object;
};

function values(id: string, workspaceId: string | null, event: SecurityEventRow, at: Date) {
  return Prisma.sql`(${id}::uuid, ${workspaceId}::uuid, ${event.userId}::uuid, ${event.actorId}::uuid, ${event.kind},
    ${event.ip}, ${event.userAgent}, ${JSON.stringify(event.detail)}::jsonb,
    ${at.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
}

/**
 * Writes an account's event: one row without a workspace (the account's own), and, when `shared`, one
 * more for each workspace the account belongs to now (not deleted), which its owners see. Rows are
 * written for the workspaces of the moment, so a workspace joined later never sees what came before,
 * and one left keeps what happened while the person was there. This names an account, never a
 * workspace: the workspaces come from the account's memberships, in the same statement.
 */
export async function writeAccountSecurityEvent(db: Runner, event: SecurityEventRow, shared: boolean) {
  const at = new Date();
  const accountRow = values(orderedIds(1, at.getTime())[0]!, null, event, at);
  const detail = JSON.stringify(event.detail);
  await db.$executeRaw(Prisma.sql`
    INSERT INTO "security_events" ("id", "workspace_id", "user_id", "actor_id", "kind", "ip", "user_agent", "detail", "created_at")
    VALUES ${accountRow}`);
  if (!shared) return;
  // Ids made in SQL from the same time: gen_random_uuid() is random, and ties on created_at are broken
  // by id, which orders these rows among themselves only.
  await db.$executeRaw(Prisma.sql`
    INSERT INTO "security_events" ("id", "workspace_id", "user_id", "actor_id", "kind", "ip", "user_agent", "detail", "created_at")
    SELECT gen_random_uuid(), m."workspace_id", ${event.userId}::uuid, ${event.actorId}::uuid, ${event.kind},
      ${event.ip}, ${event.userAgent}, ${detail}::jsonb,
      ${at.toISOString()}::timestamptz AT TIME ZONE 'UTC'
    FROM "memberships" m JOIN "workspaces" w ON w."id" = m."workspace_id" AND w."deleted_at" IS NULL
    WHERE m."user_id" = ${event.userId}::uuid`);
}

/**
 * Deletes every event older than `before`, in every workspace and account: the log keeps 180 days
 * (SECURITY_LOG_RETENTION_DAYS). It names no workspace. Answers how many rows went.
 */
export function purgeSecurityEventsBefore(db: Runner, before: Date) {
  return db.$executeRaw(Prisma.sql`DELETE FROM "security_events"
    WHERE "created_at" < ${before.toISOString()}::timestamptz AT TIME ZONE 'UTC'`);
}

/**
 * Writes a workspace's event from a system transaction that has just changed that workspace's team
 * (someone joined it by an invitation): the workspace is the one of the row the transaction changed,
 * never one a caller named. Everywhere else a workspace's events go through its workspace client.
 */
export async function writeWorkspaceSecurityEvent(db: Runner, workspaceId: string, event: SecurityEventRow) {
  const at = new Date();
  await db.$executeRaw(Prisma.sql`
    INSERT INTO "security_events" ("id", "workspace_id", "user_id", "actor_id", "kind", "ip", "user_agent", "detail", "created_at")
    VALUES ${values(orderedIds(1, at.getTime())[0]!, workspaceId, event, at)}`);
}
