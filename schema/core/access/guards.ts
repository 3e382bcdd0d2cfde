import type { User } from "#prisma/generated/prisma/client.ts";
import type { Context, WorkspaceAccess } from "../context.ts";
import {
  ForbiddenError,
  SingleSignOnRequiredError,
  TwoFactorRequiredError,
  UnauthenticatedError,
  WorkspaceRequiredError,
} from "../errors.ts";
import {
  ADMIN_TWO_FACTOR_REQUIRED,
  NO_WORKSPACE,
  NOT_WITH_API_KEY,
  OWNERS_ONLY,
  WORKSPACE_SINGLE_SIGN_ON_REQUIRED,
  WORKSPACE_TWO_FACTOR_REQUIRED,
} from "./access.text.ts";

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

/**
 * Whether the person must set up a second factor before the current workspace's data opens: its owner
 * requires one and they have none. An API key is not a person signing in, and keeps working.
 */
export function workspaceTwoFactorMissing(ctx: Context): boolean {
  return Boolean(ctx.workspace?.requiresTwoFactor) && ctx.apiKeyId === null && !ctx.viewerHasTwoFactor;
}

/**
 * Whether the person must sign in with single sign-on before the current workspace's data opens: its
 * owner requires it (while the site has single sign-on configured) and this session was signed in
 * otherwise. API keys keep working, as under the second-factor requirement.
 */
export function workspaceSingleSignOnMissing(ctx: Context): boolean {
  return (
    Boolean(ctx.workspace?.requiresSingleSignOn) &&
    ctx.singleSignOn !== null &&
    ctx.apiKeyId === null &&
    !ctx.sessionFromSingleSignOn
  );
}

/** Whether the site admin must set up a second factor before the admin's operations open (ADMIN_REQUIRE_2FA). */
export function adminTwoFactorMissing(ctx: Context): boolean {
  return ctx.viewer?.role === "admin" && ctx.adminRequiresTwoFactor && !ctx.viewerHasTwoFactor;
}

/** Site administration: a separate power from any workspace role, never open to API keys. */
export function requireAdmin(ctx: Context): User {
  const viewer = requireViewer(ctx);
  if (viewer.role !== "admin") throw new ForbiddenError("Admin access required");
  if (adminTwoFactorMissing(ctx)) throw new TwoFactorRequiredError(ADMIN_TWO_FACTOR_REQUIRED);
  return viewer;
}

/**
 * The caller's current workspace: every read and write of CRM data goes through its `db`. The one
 * check of a workspace's single sign-on and second-factor requirements lives here, so no route or field can forget it;
 * the person's own account and sessions do not pass through it and stay reachable.
 */
export function requireWorkspace(ctx: Context): WorkspaceAccess & { viewer: User } {
  const viewer = requireViewer(ctx);
  if (!ctx.workspace) throw new WorkspaceRequiredError(ctx.workspaceNotice ?? NO_WORKSPACE);
  if (workspaceSingleSignOnMissing(ctx)) throw new SingleSignOnRequiredError(WORKSPACE_SINGLE_SIGN_ON_REQUIRED);
  if (workspaceTwoFactorMissing(ctx)) throw new TwoFactorRequiredError(WORKSPACE_TWO_FACTOR_REQUIRED);
  return { ...ctx.workspace, viewer };
}

export function requireOwner(ctx: Context): WorkspaceAccess & { viewer: User } {
  const access = requireWorkspace(ctx);
  if (access.role !== "owner") throw new ForbiddenError(OWNERS_ONLY);
  return access;
}
