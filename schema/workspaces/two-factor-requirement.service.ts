import { requireOwner } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import { ConflictError } from "#core/errors.ts";
import { parseInput } from "#core/validation.ts";
import { describeWorkspace } from "./workspaces.service.ts";
import {
  OWN_SINGLE_SIGN_ON_FIRST,
  OWN_TWO_FACTOR_FIRST,
  SINGLE_SIGN_ON_NOT_CONFIGURED,
  singleSignOnRequirementInput,
  timeZoneInput,
  autoLinkCompaniesInput,
  currencyInput,
  twoFactorRequirementInput,
  workspaceSettingsInput,
} from "./workspaces.rules.ts";

/**
 * An owner sets the workspace's sign-in requirements (and its time zone); from the members' next request the check is
 * requireWorkspace's:
 * - a second factor: a member without one is refused the workspace's data until they set one up. The
 *   owner must have one first.
 * - single sign-on (only while the site has it configured): a member whose session was signed in
 *   otherwise is refused its data until they sign in with it. The owner must be signed in with it now.
 * Either way, requiring it never locks the owner out. API keys are not people signing in: they keep working.
 */
export async function updateWorkspaceSettings(ctx: Context, input: unknown) {
  const access = requireOwner(ctx);
  const { requireTwoFactor, requireSingleSignOn, timeZone, autoLinkCompanies, currency } = parseInput(
    workspaceSettingsInput,
    input,
  );
  if (requireTwoFactor && !ctx.viewerHasTwoFactor) throw new ConflictError(OWN_TWO_FACTOR_FIRST);
  if (requireSingleSignOn && !ctx.singleSignOn) throw new ConflictError(SINGLE_SIGN_ON_NOT_CONFIGURED);
  if (requireSingleSignOn && !ctx.sessionFromSingleSignOn) throw new ConflictError(OWN_SINGLE_SIGN_ON_FIRST);
  await ctx.db.workspace.update({
    where: { id: access.id },
    data: { requireTwoFactor, requireSingleSignOn, timeZone, autoLinkCompanies, currency },
  });
  ctx.workspace = {
    ...access,
    requiresTwoFactor: requireTwoFactor ?? access.requiresTwoFactor,
    requiresSingleSignOn: requireSingleSignOn ?? access.requiresSingleSignOn,
    timeZone: timeZone ?? access.timeZone,
    autoLinkCompanies: autoLinkCompanies ?? access.autoLinkCompanies,
    currency: currency ?? access.currency,
  };
  return describeWorkspace(ctx.workspace);
}

/** Requires (or stops requiring) a second factor of the members: see updateWorkspaceSettings. */
export function setWorkspaceTwoFactorRequirement(ctx: Context, input: unknown) {
  requireOwner(ctx);
  return updateWorkspaceSettings(ctx, parseInput(twoFactorRequirementInput, input));
}

/** Sets the time zone the workspace's exports and reports give dates in: see updateWorkspaceSettings. */
export function setWorkspaceTimeZone(ctx: Context, input: unknown) {
  requireOwner(ctx);
  return updateWorkspaceSettings(ctx, parseInput(timeZoneInput, input));
}

/** Turns the automatic company links of new people on or off: see updateWorkspaceSettings. */
export function setAutoLinkCompanies(ctx: Context, input: unknown) {
  requireOwner(ctx);
  return updateWorkspaceSettings(ctx, parseInput(autoLinkCompaniesInput, input));
}

/** Sets the currency of every amount in the workspace (ISO 4217): see updateWorkspaceSettings. */
export function setWorkspaceCurrency(ctx: Context, input: unknown) {
  requireOwner(ctx);
  return updateWorkspaceSettings(ctx, parseInput(currencyInput, input));
}

/** Requires (or stops requiring) single sign-on of the members: see updateWorkspaceSettings. */
export function setWorkspaceSingleSignOnRequirement(ctx: Context, input: unknown) {
  requireOwner(ctx);
  return updateWorkspaceSettings(ctx, parseInput(singleSignOnRequirementInput, input));
}
