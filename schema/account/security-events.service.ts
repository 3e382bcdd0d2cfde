import { requireOwner, requireSessionViewer } from "#core/access/guards.ts";
import { describeSecurityEvent, type SecurityEventDetail } from "#core/access/security-events.text.ts";
import type { Context } from "#core/context.ts";
import { listPage, type PageArgs } from "#core/lists/list-page.ts";
import { NEWEST_FIRST } from "#core/lists/sort-keys.ts";
import { exactTotal } from "#core/lists/totals.ts";
import { describeUserAgent } from "./user-agent.ts";

/** Someone an event names: who did it, or whom it concerns. */
export type SecurityEventPerson = { id: string; username: string };

/** One entry of the security log as its readers see it. */
export type SecurityEventView = {
  id: string;
  kind: string;
  createdAt: Date;
  actor: SecurityEventPerson | null;
  user: SecurityEventPerson;
  ip: string;
  userAgent: string;
  browser: string;
  os: string;
  detail: SecurityEventDetail;
  /** What happened, as a sentence. */
  description: string;
};

type EventRow = Omit<SecurityEventView, "browser" | "os" | "description" | "detail"> & { detail: unknown };

const PERSON = { select: { id: true, username: true } } as const;
const WITH_PEOPLE = { actor: PERSON, user: PERSON } as const;

function toView(row: EventRow): SecurityEventView {
  const detail = (row.detail ?? {}) as SecurityEventDetail;
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.createdAt,
    actor: row.actor,
    user: row.user,
    ip: row.ip,
    userAgent: row.userAgent,
    ...describeUserAgent(row.userAgent),
    detail,
    description: describeSecurityEvent(row.kind, detail),
  };
}

/**
 * The current workspace's security log, newest first: its members' sign-ins and failed sign-ins and
 * second-factor changes while they were members, and its team, key, webhook and export changes.
 * Owners only; an API key acts as a member, so it is refused too.
 */
export async function listWorkspaceSecurityEvents(ctx: Context, args: PageArgs = {}) {
  const { db } = requireOwner(ctx);
  return listPage(
    args,
    NEWEST_FIRST,
    {},
    async (query) => (await db.securityEvent.findMany({ ...query, include: WITH_PEOPLE })).map(toView),
    exactTotal(() => db.securityEvent.count()),
  );
}

/** The signed-in person's own account's security log, newest first. Not for API keys. */
export async function listMySecurityEvents(ctx: Context, args: PageArgs = {}) {
  const viewer = requireSessionViewer(ctx);
  const events = ctx.db.$accountSecurityEvents(viewer.id);
  return listPage(
    args,
    NEWEST_FIRST,
    {},
    async (query) => (await events.findMany(query)).map(toView),
    exactTotal(() => events.count()),
  );
}
