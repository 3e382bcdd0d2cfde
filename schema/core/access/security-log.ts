import type { Prisma } from "#prisma/generated/prisma/client.ts";
import type { ClientInfo } from "../context.ts";
import type { WorkspaceDatabase } from "../db/db.ts";
import { writeAccountSecurityEvent, writeWorkspaceSecurityEvent } from "../db/security-events.ts";
import {
  SHARED_ACCOUNT_EVENT_KINDS,
  type AccountEventKind,
  type SecurityEventDetail,
  type WorkspaceEventKind,
} from "./security-events.text.ts";

// Recording the security log: every service that makes a change worth logging calls one of these, in
// the transaction of the change when it has one, with the request's client (address and browser).

type Runner = Parameters<typeof writeAccountSecurityEvent>[0];

type AccountEvent = {
  kind: AccountEventKind;
  /** The account it happened to. */
  userId: string;
  /** Who did it: the account itself unless said (null: nobody signed in, a failed sign-in). */
  actorId?: string | null;
  detail?: SecurityEventDetail;
};

type WorkspaceEvent = {
  kind: WorkspaceEventKind;
  /** The account it concerns (the member added, removed or given a role; the key's or webhook's owner). */
  userId: string;
  actorId: string | null;
  detail?: SecurityEventDetail;
};

/** What is kept of a client's User-Agent (as a session row keeps it). */
const USER_AGENT_KEPT = 512;

function row(client: ClientInfo, event: AccountEvent | WorkspaceEvent) {
  return {
    userId: event.userId,
    actorId: event.actorId === undefined ? event.userId : event.actorId,
    kind: event.kind,
    ip: client.ip,
    userAgent: client.userAgent.slice(0, USER_AGENT_KEPT),
    detail: event.detail ?? {},
  };
}

/**
 * An account's event, for its owner; sign-ins, their failures and second-factor changes also for the
 * owners of every workspace the account belongs to now (see writeAccountSecurityEvent).
 */
export function recordAccountEvent(client: ClientInfo, db: Runner, event: AccountEvent) {
  return writeAccountSecurityEvent(db, row(client, event), SHARED_ACCOUNT_EVENT_KINDS.includes(event.kind));
}

/** A workspace's event, through its workspace client (or a transaction of it): the client sets the workspace. */
export async function recordWorkspaceEvent(
  client: ClientInfo,
  db: Pick<WorkspaceDatabase, "securityEvent">,
  event: WorkspaceEvent,
) {
  const { detail, ...fields } = row(client, event);
  await db.securityEvent.create({
    data: { ...fields, detail: detail as Prisma.InputJsonObject },
    select: { id: true },
  });
}

/** Someone joined a workspace by an invitation, in the system transaction that made them a member. */
export function recordJoin(client: ClientInfo, db: Runner, workspaceId: string, event: WorkspaceEvent) {
  return writeWorkspaceSecurityEvent(db, workspaceId, row(client, event));
}
