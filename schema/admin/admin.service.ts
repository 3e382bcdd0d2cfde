import type { Prisma } from "#prisma/generated/prisma/client.ts";
import { requireAdmin } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import { NotFoundError, ValidationError } from "#core/errors.ts";
import { checkId } from "#core/ids.ts";
import { endAccountSessions } from "#core/access/account-sessions.ts";
import { listPage, type PageArgs } from "#core/lists/list-page.ts";
import { NEWEST_FIRST } from "#core/lists/sort-keys.ts";
import { exactTotal } from "#core/lists/totals.ts";
import type { Selection } from "#core/selection.ts";
import { disableEndpointsCreatedBy } from "#schema/webhooks/webhooks.service.ts";
import { revokeInvitationsSentBy } from "#schema/workspaces/invitations.service.ts";
import { WORKSPACE_NOT_FOUND } from "#schema/workspaces/workspaces.rules.ts";

const USER_NOT_FOUND = "User not found";

/**
 * Every workspace, newest first, with its counts. The site admin sees that workspaces exist and how
 * big they are, never what is in them.
 */
export async function listWorkspaces(ctx: Context, input: PageArgs) {
  requireAdmin(ctx);
  return listPage(
    input,
    NEWEST_FIRST,
    {},
    (query) => ctx.db.workspace.findMany(query),
    exactTotal(() => ctx.db.workspace.count()),
  );
}

export async function listUsers(ctx: Context, input: PageArgs) {
  requireAdmin(ctx);
  return listPage(
    input,
    NEWEST_FIRST,
    {},
    (query) => ctx.db.user.findMany(query),
    exactTotal(() => ctx.db.user.count()),
  );
}

/**
 * Disabling ends every session of the user, stops their keys (key access checks
 * the creator), refuses their sign-in, disables the webhook endpoints they created and revokes the
 * invitations they sent; enabling lets them sign in again (what was stopped stays stopped).
 */
export async function setUserDisabled(
  ctx: Context,
  userId: string,
  disabled: boolean,
  selection: Selection<Prisma.UserFindManyArgs> = {},
) {
  const admin = requireAdmin(ctx);
  const id = checkId(userId, USER_NOT_FOUND);
  if (disabled && id === admin.id) throw new ValidationError("You cannot disable your own account");
  const user = await ctx.db.user.findUnique({ where: { id } });
  if (!user) throw new NotFoundError(USER_NOT_FOUND);
  if ((user.disabledAt !== null) !== disabled) {
    await ctx.db.user.update({ where: { id }, data: { disabledAt: disabled ? new Date() : null } });
  }
  // Again when already disabled: what a failure left undone the last time is done now.
  if (disabled) await stopWhatTheyStarted(ctx, user);
  return ctx.db.user.findUniqueOrThrow({ ...selection, where: { id } });
}

/** A disabled user's sessions, the endpoints they created in every workspace they belong to, and the invitations they sent. */
async function stopWhatTheyStarted(ctx: Context, user: { id: string; username: string }) {
  await endAccountSessions(ctx.db, user.id);
  await revokeInvitationsSentBy(ctx.db, user.id);
  const memberships = await ctx.db.membership.findMany({ where: { userId: user.id }, select: { workspaceId: true } });
  for (const { workspaceId } of memberships) {
    await disableEndpointsCreatedBy(ctx.db.$forWorkspace(workspaceId), user, "disabled");
  }
}

/** Undoes a deletion until the workspace is purged. */
export async function restoreWorkspace(
  ctx: Context,
  workspaceId: string,
  selection: Selection<Prisma.WorkspaceFindManyArgs> = {},
) {
  requireAdmin(ctx);
  const id = checkId(workspaceId, WORKSPACE_NOT_FOUND);
  const { count } = await ctx.db.workspace.updateMany({ where: { id }, data: { deletedAt: null } });
  if (count === 0) throw new NotFoundError(WORKSPACE_NOT_FOUND);
  return ctx.db.workspace.findUniqueOrThrow({ ...selection, where: { id } });
}
