import { requireOwner } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import { ConflictError } from "#core/errors.ts";
import { parseInput } from "#core/validation.ts";
import { describeWorkspace } from "./workspaces.service.ts";
import { OWN_TWO_FACTOR_FIRST, twoFactorRequirementInput } from "./workspaces.rules.ts";

/**
 * An owner requires (or stops requiring) a second factor of the workspace's members: from their next
 * request, a member without one is refused the workspace's data until they set one up (the check is
 * requireWorkspace's). An owner must have one first, so requiring it never locks the owner out.
 */
export async function setWorkspaceTwoFactorRequirement(ctx: Context, input: unknown) {
  const access = requireOwner(ctx);
  const { requireTwoFactor } = parseInput(twoFactorRequirementInput, input);
  if (requireTwoFactor && !ctx.viewerHasTwoFactor) throw new ConflictError(OWN_TWO_FACTOR_FIRST);
  await ctx.db.workspace.update({ where: { id: access.id }, data: { requireTwoFactor } });
  ctx.workspace = { ...access, requiresTwoFactor: requireTwoFactor };
  return describeWorkspace(ctx.workspace);
}
