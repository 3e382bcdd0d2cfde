import { z } from "zod";
import { apiId } from "#core/api/api-types.ts";
import { OWNERS_ONLY } from "#core/access/access.text.ts";
import { updateWorkspaceSettings } from "#schema/workspaces/two-factor-requirement.service.ts";
import { OWN_TWO_FACTOR_FIRST, workspaceSettingsInput } from "#schema/workspaces/workspaces.rules.ts";
import { workspaceSettings } from "#schema/workspaces/workspaces.service.ts";
import { defineRoute, ok } from "./route.ts";

const workspaceSchema = z
  .strictObject({
    id: apiId,
    name: z.string(),
    role: z.enum(["owner", "member"]).meta({ description: "The caller's role in the workspace." }),
    requireTwoFactor: z.boolean().meta({ description: "Whether members need a second factor to see its data." }),
    requireSingleSignOn: z
      .boolean()
      .meta({ description: "Whether members must sign in with single sign-on to see its data." }),
    timeZone: z.string().meta({ description: "The IANA time zone its exports and reports give dates in." }),
    autoLinkCompanies: z.boolean().meta({
      description:
        "Whether a person created without a company is linked to the company owning their e-mail's domain (free mail excepted).",
    }),
    currency: z.string().meta({
      description:
        "The ISO 4217 code of every amount in the workspace: the built-in values and custom money fields (USD at first).",
    }),
  })
  .meta({ title: "CurrentWorkspace" });

const workspaceExample = {
  id: "0194f39f-0d0d-7a00-8e00-1a2b3c4d5e70",
  name: "Acme sales",
  role: "owner",
  requireTwoFactor: true,
  requireSingleSignOn: false,
  timeZone: "Europe/Paris",
  autoLinkCompanies: true,
  currency: "EUR",
} as const;

export const workspaceSettingsRoutes = [
  defineRoute({
    method: "get",
    path: "/workspace",
    operationId: "getWorkspaceSettings",
    tag: "Workspace",
    summary: "Read the workspace's settings",
    description:
      "The workspace the caller works in (an API key's own), with the caller's role and the owners' settings: sign-in requirements, time zone, automatic company links and currency.",
    access: "workspace",
    answer: {
      status: 200,
      description: "The workspace and its settings.",
      schema: workspaceSchema,
      example: workspaceExample,
    },
    handler: ({ ctx }) => ok(workspaceSettings(ctx)),
  }),
  defineRoute({
    method: "patch",
    path: "/workspace",
    operationId: "updateWorkspaceSettings",
    tag: "Workspace",
    summary:
      "Require a second factor or single sign-on of the members, set the time zone, the automatic company links or the currency",
    description:
      "With `requireTwoFactor: true`, members without a second factor are refused the workspace's data (403, code `TWO_FACTOR_REQUIRED`) until they set one up; their own account stays reachable. Owners only, once they have a second factor themselves. With `requireSingleSignOn: true` (only while the site has single sign-on configured), members whose session was not signed in with single sign-on are refused its data (403, code `SINGLE_SIGN_ON_REQUIRED`); owners only, from a single sign-on session of their own. With `timeZone` (an IANA name, like `Europe/Paris`; UTC at first), the workspace's exports and reports give dates in that zone. With `autoLinkCompanies: false`, a person created without a company is no longer linked to the company owning their e-mail's domain (on at first; free-mail domains such as gmail.com never link). With `currency` (an ISO 4217 code, like `EUR`; USD at first), every amount of the workspace (built-in values and custom money fields) is in that currency; amounts stay as they are, in whole cents. Any of the fields may be sent alone. API keys are not people signing in: they keep working under both.",
    access: "workspace",
    body: workspaceSettingsInput,
    bodyExample: { requireTwoFactor: true },
    answer: {
      status: 200,
      description: "The workspace as it now is.",
      schema: workspaceSchema,
      example: workspaceExample,
    },
    errors: { 403: OWNERS_ONLY, 409: OWN_TWO_FACTOR_FIRST },
    handler: async ({ ctx, body }) => ok(await updateWorkspaceSettings(ctx, body)),
  }),
];
