import { Prisma, type WorkspaceRole } from "#prisma/generated/prisma/client.ts";
import { requireOwner, requireSessionViewer, requireWorkspace } from "#core/access/guards.ts";
import { recordWorkspaceEvent } from "#core/access/security-log.ts";
import type { Context, WorkspaceAccess } from "#core/context.ts";
import { ConflictError, NotFoundError } from "#core/errors.ts";
import { isUuid } from "#core/ids.ts";
import type { Selection } from "#core/selection.ts";
import { parseInput } from "#core/validation.ts";
import { disableEndpointsCreatedBy } from "#schema/webhooks/webhooks.service.ts";
import type { CreatorGone } from "#schema/webhooks/webhooks.rules.ts";
import { revokeInvitationsSentBy } from "./invitations.service.ts";
import { LAST_OWNER, MEMBER_NOT_FOUND, roleInput } from "./workspaces.rules.ts";
import { listLimit, type LimitArgs } from "#core/lists/list-size.ts";

/** The workspace's members, in the order they joined. */
export async function listMembers(
  ctx: Context,
  { first }: LimitArgs = {},
  query: Selection<Prisma.MembershipFindManyArgs> = {},
) {
  const { id } = requireWorkspace(ctx);
  return ctx.db.membership.findMany({
    ...query,
    where: { workspaceId: id },
    orderBy: [{ createdAt: "asc" }, { userId: "asc" }],
    take: listLimit(first),
  });
}

/** The people tasks can be assigned to: the current workspace's members. */
export async function listTeamMembers(
  ctx: Context,
  { first }: LimitArgs = {},
  query: Selection<Prisma.UserFindManyArgs> = {},
) {
  const { id } = requireWorkspace(ctx);
  return ctx.db.user.findMany({
    ...query,
    where: { memberships: { some: { workspaceId: id } } },
    orderBy: { username: "asc" },
    take: listLimit(first),
  });
}

type WorkspaceTransaction = Parameters<Parameters<WorkspaceAccess["db"]["$transaction"]>[0]>[0];

/**
 * Runs a change to the team with the workspace row locked, so two owners demoting or removing each
 * other at the same moment cannot leave the workspace without an owner.
 */
async function changeTeam<T>(access: WorkspaceAccess, change: (tx: WorkspaceTransaction) => Promise<T>) {
  return access.db.$transaction(async (tx) => {
    await tx.$queryWorkspace(
      (workspaceId) => Prisma.sql`SELECT 1 FROM "workspaces" WHERE "id" = ${workspaceId} FOR UPDATE`,
    );
    return change(tx);
  });
}

async function findMembership(tx: WorkspaceTransaction, workspaceId: string, userId: string) {
  const membership = isUuid(userId)
    ? await tx.membership.findUnique({ where: { workspaceId_userId: { workspaceId, userId } } })
    : null;
  if (!membership) throw new NotFoundError(MEMBER_NOT_FOUND);
  return membership;
}

async function assertAnotherOwner(tx: WorkspaceTransaction, workspaceId: string, role: WorkspaceRole) {
  if (role !== "owner") return;
  const owners = await tx.membership.count({ where: { workspaceId, role: "owner" } });
  if (owners <= 1) throw new ConflictError(LAST_OWNER);
}

export async function changeMemberRole(
  ctx: Context,
  userId: string,
  role: unknown,
  query: Selection<Prisma.MembershipFindManyArgs> = {},
) {
  const access = requireOwner(ctx);
  const newRole = parseInput(roleInput, role);
  return changeTeam(access, async (tx) => {
    const membership = await findMembership(tx, access.id, userId);
    if (newRole === "member") await assertAnotherOwner(tx, access.id, membership.role);
    if (membership.role !== newRole) {
      const { username } = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { username: true } });
      await recordWorkspaceEvent(ctx.client, tx, {
        kind: "role_changed",
        userId,
        actorId: access.viewer.id,
        detail: { username, role: newRole },
      });
    }
    return tx.membership.update({
      ...query,
      where: { workspaceId_userId: { workspaceId: access.id, userId } },
      data: { role: newRole },
    });
  });
}

/**
 * Takes someone out of the workspace: their tasks there are unassigned, their deals and companies left
 * without an owner, their keys there revoked, the webhook endpoints they created there disabled and the
 * invitations they sent there revoked; and since every request reads the membership afresh, their
 * next request is refused on every device. The workspace's security log keeps who took them out.
 */
async function takeOut(
  ctx: Context,
  access: WorkspaceAccess & { viewer: { id: string } },
  userId: string,
  why: Exclude<CreatorGone, "disabled">,
) {
  return changeTeam(access, async (tx) => {
    const membership = await findMembership(tx, access.id, userId);
    await assertAnotherOwner(tx, access.id, membership.role);
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, username: true } });
    await tx.membership.delete({ where: { workspaceId_userId: { workspaceId: access.id, userId } } });
    await tx.task.updateMany({ where: { assigneeId: userId }, data: { assigneeId: null } });
    await tx.deal.updateMany({ where: { ownerId: userId }, data: { ownerId: null } });
    await tx.company.updateMany({ where: { ownerId: userId }, data: { ownerId: null } });
    await tx.apiKey.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
    await disableEndpointsCreatedBy(tx, user, why);
    await revokeInvitationsSentBy(tx, userId, access.id);
    await recordWorkspaceEvent(ctx.client, tx, {
      kind: "member_removed",
      userId,
      actorId: access.viewer.id,
      detail: { username: user.username, ...(why === "left" && { left: true }) },
    });
    return membership;
  });
}

export async function removeMember(ctx: Context, userId: string) {
  const access = requireOwner(ctx);
  await takeOut(ctx, access, userId, "removed");
  return { id: userId };
}

export async function leaveWorkspace(ctx: Context) {
  const access = requireWorkspace(ctx);
  const viewer = requireSessionViewer(ctx);
  await takeOut(ctx, access, viewer.id, "left");
  ctx.workspace = null;
  ctx.session.workspaceId = undefined;
  await ctx.session.save();
  return { message: `You left "${access.name}"` };
}
