import type { User } from "#prisma/generated/prisma/client.ts";
import type { Context, WorkspaceAccess } from "../context.ts";
import { ForbiddenError, UnauthenticatedError, WorkspaceRequiredError } from "../errors.ts";
import { NO_WORKSPACE, NOT_WITH_API_KEY, OWNERS_ONLY } from "./access.text.ts";

export function requireViewer(ctx: Context): User {
  if (!ctx.viewer) throw new UnauthenticatedError("Not signed in");
  return ctx.viewer;
}

/** A signed-in person, not an API key: for what changes the account or the session itself. */
export function requireSessionViewer(ctx: Context): User {
  const viewer = requireViewer(ctx);
  if (ctx.apiKeyId) throw new ForbiddenError(NOT_WITH_API_KEY);
  return viewer;
}

/** Site administration: a separate power from any workspace role, never open to API keys. */
export function requireAdmin(ctx: Context): User {
  const viewer = requireViewer(ctx);
  if (viewer.role !== "admin") throw new ForbiddenError("Admin access required");
  return viewer;
}

/** The caller's current workspace: every read and write of CRM data goes through its `db`. */
export function requireWorkspace(ctx: Context): WorkspaceAccess & { viewer: User } {
  const viewer = requireViewer(ctx);
  if (!ctx.workspace) throw new WorkspaceRequiredError(ctx.workspaceNotice ?? NO_WORKSPACE);
  return { ...ctx.workspace, viewer };
}

export function requireOwner(ctx: Context): WorkspaceAccess & { viewer: User } {
  const access = requireWorkspace(ctx);
  if (access.role !== "owner") throw new ForbiddenError(OWNERS_ONLY);
  return access;
}
