import type { Prisma } from "../../prisma/generated/prisma/client.ts";
import { requireAdmin } from "../auth/guards.ts";
import type { Context } from "../context.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { checkId } from "../ids.ts";
import { listPage, type PageArgs } from "../lists/list-page.ts";
import { NEWEST_FIRST } from "../lists/sort-keys.ts";
import { exactTotal } from "../lists/totals.ts";
import type { Selection } from "../selection.ts";
import { WORKSPACE_NOT_FOUND } from "../workspaces/workspaces.rules.ts";

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
 * Disabling ends the user's sessions (their version moves on), stops their keys (key access checks
 * the creator) and refuses their sign-in; enabling lets them sign in again.
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
  const user = await ctx.db.user.findUnique({ ...selection, where: { id } });
  if (!user) throw new NotFoundError(USER_NOT_FOUND);
  if ((user.disabledAt !== null) === disabled) return user;
  return ctx.db.user.update({
    ...selection,
    where: { id },
    data: disabled ? { disabledAt: new Date(), sessionVersion: { increment: 1 } } : { disabledAt: null },
  });
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
