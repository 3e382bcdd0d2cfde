import { z } from "zod";
import { emailAddress, requiredText } from "#core/text.rules.ts";
import { CURRENCY_MESSAGE, currencyCode } from "#core/currency.rules.ts";
import { TIME_ZONE_MESSAGE, timeZoneName } from "#core/time-zone.rules.ts";
import type { WorkspaceRoleName } from "./workspaces.text.ts";

// Rules and messages of teams, shared by the services and the web forms (no server imports here).

export const WORKSPACE_ROLES = ["owner", "member"] as const satisfies readonly WorkspaceRoleName[];

export const INVITATION_TTL_DAYS = 7;
/** A deleted workspace is kept this long (the legal pages promise deletion after 90 days), then purged. */
export const PURGE_AFTER_DAYS = 90;
export const DAY_MS = 24 * 60 * 60 * 1000;

export const NO_LONGER_A_MEMBER = "You are no longer a member of this workspace.";
export const WORKSPACE_DELETED = "This workspace has been deleted.";
export const LAST_OWNER = "A workspace must keep at least one owner";
export const MEMBER_NOT_FOUND = "Member not found";
export const WORKSPACE_NOT_FOUND = "Workspace not found";
export const INVITATION_NOT_FOUND = "Invitation not found";
export const DELETE_CONFIRMATION_MISMATCH = "Type the workspace's name to confirm";
/** How long the link exportWorkspace answers with can start its download (once). */
export const EXPORT_LINK_MINUTES = 5;
export const INVALID_EXPORT_LINK =
  "This export link is invalid, has expired or has already been used. Export the workspace again from Settings.";
export const EXPORT_LINK_NOT_YOURS = "This export link was made for another person";

export const OWN_TWO_FACTOR_FIRST =
  "Turn on two-factor authentication for your own account (Settings → Security) before requiring it of the workspace";
export const REQUIRE_TWO_FACTOR_MESSAGE = "requireTwoFactor must be true or false";
export const REQUIRE_SINGLE_SIGN_ON_MESSAGE = "requireSingleSignOn must be true or false";
export const SINGLE_SIGN_ON_NOT_CONFIGURED =
  "Single sign-on is not set up on this site (OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET), so it cannot be required";
export const OWN_SINGLE_SIGN_ON_FIRST =
  "Sign in with single sign-on yourself before requiring it of the workspace, so you cannot lock yourself out";

export const MAX_WORKSPACE_NAME_LENGTH = 100;
export const workspaceName = requiredText("Workspace name", MAX_WORKSPACE_NAME_LENGTH);

export const workspaceNameInput = z.object({ name: workspaceName }, { error: "Workspace name is required" });

const role = z.enum(WORKSPACE_ROLES, { error: "Role must be owner or member" });

export const invitationInput = z.object(
  { email: emailAddress("Email", "Please enter a valid email address"), role: role.default("member") },
  { error: "Email is required" },
);

export const roleInput = role;

export const deleteWorkspaceInput = z.object(
  { confirmName: z.string({ error: DELETE_CONFIRMATION_MISMATCH }) },
  { error: DELETE_CONFIRMATION_MISMATCH },
);

/** An owner's choice: whether the workspace's members need a second factor to see its data. */
export const twoFactorRequirementInput = z.object(
  { requireTwoFactor: z.boolean({ error: REQUIRE_TWO_FACTOR_MESSAGE }) },
  { error: REQUIRE_TWO_FACTOR_MESSAGE },
);

/** An owner's choice: whether the workspace's members must sign in with single sign-on to see its data. */
export const singleSignOnRequirementInput = z.object(
  { requireSingleSignOn: z.boolean({ error: REQUIRE_SINGLE_SIGN_ON_MESSAGE }) },
  { error: REQUIRE_SINGLE_SIGN_ON_MESSAGE },
);

export const AUTO_LINK_COMPANIES_MESSAGE = "Automatic company links must be true or false";

/** An owner's choice: whether new people are linked to the company owning their e-mail's domain. */
export const autoLinkCompaniesInput = z.object(
  { autoLinkCompanies: z.boolean({ error: AUTO_LINK_COMPANIES_MESSAGE }) },
  { error: AUTO_LINK_COMPANIES_MESSAGE },
);

/** An owner's choice: the currency of every amount in the workspace (ISO 4217). */
export const currencyInput = z.object({ currency: currencyCode }, { error: CURRENCY_MESSAGE });

/** An owner's choice: the time zone the workspace's exports and reports give dates in. */
export const timeZoneInput = z.object({ timeZone: timeZoneName }, { error: TIME_ZONE_MESSAGE });

/** The workspace's sign-in requirements and time zone, any of them (PATCH /api/workspace). */
export const workspaceSettingsInput = z
  .object(
    {
      requireTwoFactor: z.boolean({ error: REQUIRE_TWO_FACTOR_MESSAGE }).optional(),
      requireSingleSignOn: z.boolean({ error: REQUIRE_SINGLE_SIGN_ON_MESSAGE }).optional(),
      timeZone: timeZoneName.optional(),
      autoLinkCompanies: z.boolean({ error: AUTO_LINK_COMPANIES_MESSAGE }).optional(),
      currency: currencyCode.optional(),
    },
    { error: REQUIRE_TWO_FACTOR_MESSAGE },
  )
  .refine(
    (input) =>
      input.requireTwoFactor !== undefined ||
      input.requireSingleSignOn !== undefined ||
      input.timeZone !== undefined ||
      input.autoLinkCompanies !== undefined ||
      input.currency !== undefined,
    { message: REQUIRE_TWO_FACTOR_MESSAGE, path: ["requireTwoFactor"] },
  );
