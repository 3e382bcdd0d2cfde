import type { Prisma, User } from "#prisma/generated/prisma/client.ts";
import { seedSampleData } from "#prisma/demo/seed-demo.ts";
import { requireOwner, requireSessionViewer, requireWorkspace } from "#core/access/guards.ts";
import type { Context, WorkspaceAccess } from "#core/context.ts";
import { withoutStatementTimeout, type Database } from "#core/db/db.ts";
import { NotFoundError, ValidationError } from "#core/errors.ts";
import { isUuid } from "#core/ids.ts";
import type { Selection } from "#core/selection.ts";
import { defaultWorkspaceName } from "./workspaces.text.ts";
import { parseInput } from "#core/validation.ts";
import { enterWorkspace, workspaceAccess } from "./access.ts";
import {
  DAY_MS,
  DELETE_CONFIRMATION_MISMATCH,
  deleteWorkspaceInput,
  PURGE_AFTER_DAYS,
  WORKSPACE_NOT_FOUND,
  workspaceNameInput,
} from "./workspaces.rules.ts";
import { listLimit, type LimitArgs } from "#core/lists/list-size.ts";

const LIVE = { deletedAt: null };

/** A new workspace with `owner` as its owner, starting with the sample CRM when demo data is on. */
async function createOwnedWorkspace(db: Database, owner: User, name: string, demoData: boolean) {
  const workspace = await db.workspace.create({
    data: { name, memberships: { create: { userId: owner.id, role: "owner" } } },
  });
  const access = workspaceAccess(db, workspace, "owner");
  if (demoData) await seedSampleData(access.db, owner.id);
  return access;
}

/**
 * On sign-in: the workspace the session starts in, the earliest one the person joined; a person with
 * no workspace gets one of their own, so the CRM is never a dead end. The session remembers it, so
 * losing it later (removed, deleted) is refused with the reason instead of silently showing another
 * workspace's data.
 */
export async function ensureWorkspaceFor(ctx: Context, user: User): Promise<string> {
  const membership = await ctx.db.membership.findFirst({
    where: { userId: user.id, workspace: LIVE },
    select: { workspaceId: true },
    orderBy: { createdAt: "asc" },
  });
  if (membership) return membership.workspaceId;
  const access = await createOwnedWorkspace(ctx.db, user, defaultWorkspaceName(user.username), ctx.demoData);
  return access.id;
}

export async function createWorkspace(ctx: Context, input: unknown) {
  const viewer = requireSessionViewer(ctx);
  const { name } = parseInput(workspaceNameInput, input);
  const access = await createOwnedWorkspace(ctx.db, viewer, name, ctx.demoData);
  await enterWorkspace(ctx, access);
  return describeWorkspace(access);
}

/** The viewer's workspaces, oldest membership first. */
export async function listMemberships(
  ctx: Context,
  { first }: LimitArgs = {},
  query: Selection<Prisma.MembershipFindManyArgs> = {},
) {
  if (!ctx.viewer) return [];
  return ctx.db.membership.findMany({
    ...query,
    where: { userId: ctx.viewer.id, workspace: LIVE },
    orderBy: [{ createdAt: "asc" }, { workspaceId: "asc" }],
    take: listLimit(first),
  });
}

/** What the API tells about a workspace the viewer is in (never its client). */
export function describeWorkspace(access: WorkspaceAccess) {
  const { id, name, role, requiresTwoFactor, requiresSingleSignOn, timeZone, autoLinkCompanies, currency } = access;
  return {
    id,
    name,
    role,
    requireTwoFactor: requiresTwoFactor,
    requireSingleSignOn: requiresSingleSignOn,
    timeZone,
    autoLinkCompanies,
    currency,
  };
}

/** The caller's workspace with its settings (GET /api/workspace): members and keys may read it. */
export function workspaceSettings(ctx: Context) {
  return describeWorkspace(requireWorkspace(ctx));
}

export function currentWorkspace(ctx: Context) {
  return ctx.workspace ? describeWorkspace(ctx.workspace) : null;
}

export async function switchWorkspace(ctx: Context, workspaceId: string) {
  const viewer = requireSessionViewer(ctx);
  const membership = isUuid(workspaceId)
    ? await ctx.db.membership.findFirst({
        where: { userId: viewer.id, workspaceId, workspace: LIVE },
        include: { workspace: true },
      })
    : null;
  if (!membership) throw new NotFoundError(WORKSPACE_NOT_FOUND);
  const access = workspaceAccess(ctx.db, membership.workspace, membership.role);
  await enterWorkspace(ctx, access);
  return describeWorkspace(access);
}

export async function renameWorkspace(ctx: Context, input: unknown) {
  const access = requireOwner(ctx);
  const { name } = parseInput(workspaceNameInput, input);
  await ctx.db.workspace.update({ where: { id: access.id }, data: { name } });
  ctx.workspace = { ...access, name };
  return describeWorkspace(ctx.workspace);
}

/** The workspace disappears for its members at once; its data is kept until purged (see below). */
export async function deleteWorkspace(ctx: Context, input: unknown) {
  const access = requireOwner(ctx);
  const { confirmName } = parseInput(deleteWorkspaceInput, input);
  if (confirmName.trim() !== access.name) throw new ValidationError(DELETE_CONFIRMATION_MISMATCH);
  await ctx.db.workspace.update({ where: { id: access.id }, data: { deletedAt: new Date() } });
  ctx.workspace = null;
  ctx.session.workspaceId = undefined;
  await ctx.session.save();
  return { message: `Workspace "${access.name}" was deleted` };
}

export function purgeDate(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + PURGE_AFTER_DAYS * DAY_MS);
}

/**
 * Removes workspaces deleted more than 90 days ago, with everything in them (the schema cascades): one
 * statement that may run long for a large workspace, so the requests' statement timeout is lifted.
 */
export async function purgeDeletedWorkspaces(db: Database, now: Date = new Date()) {
  const { count } = await withoutStatementTimeout(db, (tx) =>
    tx.workspace.deleteMany({ where: { deletedAt: { lt: new Date(now.getTime() - PURGE_AFTER_DAYS * DAY_MS) } } }),
  );
  return count;
}
