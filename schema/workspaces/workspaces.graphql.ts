import type { User } from "#prisma/generated/prisma/client.ts";
import { builder, MessagePayload } from "#core/builder.ts";
import { DeletePayload } from "#core/payloads.graphql.ts";
import { limitedList } from "#core/lists/list-size.ts";
import { DateTimeScalar } from "#core/scalars.ts";
import { SiteRole } from "#core/access/site-role.graphql.ts";
import { workspaceSingleSignOnMissing, workspaceTwoFactorMissing } from "#core/access/guards.ts";
import { createExportLink } from "./export.service.ts";
import {
  acceptInvitation,
  inviteMember,
  listInvitations,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
} from "./invitations.service.ts";
import { changeMemberRole, leaveWorkspace, listMembers, listTeamMembers, removeMember } from "./members.service.ts";
import { countSampleRows, removeSampleData, sampleRowsKept, type SampleRowsKept } from "./sample-data.service.ts";
import {
  createWorkspace,
  currentWorkspace,
  deleteWorkspace,
  listMemberships,
  renameWorkspace,
  switchWorkspace,
} from "./workspaces.service.ts";
import {
  setWorkspaceSingleSignOnRequirement,
  setWorkspaceTimeZone,
  setAutoLinkCompanies,
  setWorkspaceCurrency,
  setWorkspaceTwoFactorRequirement,
} from "./two-factor-requirement.service.ts";
import { WORKSPACE_ROLES } from "./workspaces.rules.ts";

export const WorkspaceRole = builder.enumType("WorkspaceRole", { values: WORKSPACE_ROLES });

builder.prismaObject("Workspace", {
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    createdAt: t.expose("createdAt", { type: DateTimeScalar }),
  }),
});

builder.prismaObject("Membership", {
  fields: (t) => ({
    role: t.expose("role", { type: WorkspaceRole }),
    joinedAt: t.expose("createdAt", { type: DateTimeScalar }),
    workspace: t.relation("workspace"),
    user: t.relation("user"),
  }),
});

const SampleRowsKeptType = builder.objectRef<SampleRowsKept>("SampleRowsKept").implement({
  description:
    "Rows a workspace started with as samples that are real now (someone changed what they say, or attached a real row), which removing the samples keeps.",
  fields: (t) => ({
    customersEdited: t.exposeInt("customersEdited"),
    customersWithOwnRows: t.exposeInt("customersWithOwnRows", {
      description: "Sample customers a real deal, task or activity was attached to.",
    }),
    companies: t.exposeInt("companies", {
      description: "Sample companies someone edited, or that a real person, deal, task or activity is linked to.",
    }),
    deals: t.exposeInt("deals", { description: "Sample deals someone edited." }),
    tasks: t.exposeInt("tasks", { description: "Sample tasks someone edited." }),
    activities: t.exposeInt("activities", { description: "Sample activities someone edited." }),
  }),
});

const CurrentWorkspace = builder
  .objectRef<NonNullable<ReturnType<typeof currentWorkspace>>>("CurrentWorkspace")
  .implement({
    description: "The workspace the viewer is working in, with their role there.",
    fields: (t) => ({
      id: t.exposeID("id"),
      name: t.exposeString("name"),
      role: t.expose("role", { type: WorkspaceRole }),
      requireTwoFactor: t.exposeBoolean("requireTwoFactor", {
        description: "Whether its members need a second factor to see its data (an owner's setting).",
      }),
      requireSingleSignOn: t.exposeBoolean("requireSingleSignOn", {
        description:
          "Whether its members must sign in with single sign-on to see its data (an owner's setting; enforced while the site has single sign-on).",
      }),
      timeZone: t.exposeString("timeZone", {
        description: "The IANA time zone its exports and reports give dates in (an owner's setting; UTC at first).",
      }),
      autoLinkCompanies: t.exposeBoolean("autoLinkCompanies", {
        description:
          "Whether a person created without a company is linked to the company owning their e-mail's domain (free mail excepted; an owner's setting, on at first).",
      }),
      currency: t.exposeString("currency", {
        description:
          "The ISO 4217 code of every amount in the workspace, built-in values and custom money fields alike (an owner's setting; USD at first).",
      }),
      sampleRowCount: t.int({
        description: "Sample rows (customers, deals, tasks, activities) not yet removed or made real.",
        resolve: (_workspace, _args, ctx) => countSampleRows(ctx),
      }),
      sampleRowsKept: t.field({
        type: SampleRowsKeptType,
        description: "The rows it started with as samples that are real now, so removing the samples keeps them.",
        resolve: (_workspace, _args, ctx) => sampleRowsKept(ctx),
      }),
    }),
  });

export const Viewer = builder.objectRef<User>("Viewer").implement({
  description: "The signed-in person, their workspaces and the one they are working in.",
  fields: (t) => ({
    id: t.exposeID("id"),
    username: t.exposeString("username"),
    email: t.exposeString("email"),
    role: t.expose("role", { type: SiteRole }),
    memberships: t.prismaField({
      type: ["Membership"],
      ...limitedList(t.arg),
      resolve: (query, _viewer, { first }, ctx) => listMemberships(ctx, { first }, query),
    }),
    currentWorkspace: t.field({
      type: CurrentWorkspace,
      nullable: true,
      resolve: (_viewer, _args, ctx) => currentWorkspace(ctx),
    }),
    twoFactorSetupRequired: t.boolean({
      description:
        "True while the current workspace requires a second factor the viewer has not set up: its data is refused (TWO_FACTOR_REQUIRED) until they set one up in Settings → Security.",
      resolve: (_viewer, _args, ctx) => workspaceTwoFactorMissing(ctx),
    }),
    singleSignOnRequired: t.boolean({
      description:
        "True while the current workspace requires single sign-on and this session was signed in otherwise: its data is refused (SINGLE_SIGN_ON_REQUIRED) until the person signs in with single sign-on.",
      resolve: (_viewer, _args, ctx) => workspaceSingleSignOnMissing(ctx),
    }),
    workspaceNotice: t.string({
      nullable: true,
      description: "Why the workspace the session remembers is no longer available.",
      resolve: (_viewer, _args, ctx) => ctx.workspaceNotice,
    }),
  }),
});

builder.prismaObject("Invitation", {
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    role: t.expose("role", { type: WorkspaceRole }),
    createdAt: t.expose("createdAt", { type: DateTimeScalar }),
    expiresAt: t.expose("expiresAt", { type: DateTimeScalar }),
    expired: t.boolean({ resolve: (invitation) => invitation.expiresAt <= new Date() }),
    invitedBy: t.relation("invitedBy", { nullable: true }),
  }),
});

const InvitationPreview = builder
  .objectRef<Awaited<ReturnType<typeof previewInvitation>>>("InvitationPreview")
  .implement({
    fields: (t) => ({
      workspaceName: t.exposeString("workspaceName"),
      email: t.exposeString("email"),
      role: t.expose("role", { type: WorkspaceRole }),
      invitedBy: t.exposeString("invitedBy", { nullable: true }),
      expiresAt: t.expose("expiresAt", { type: DateTimeScalar }),
    }),
  });

const SampleDataRemoval = builder
  .objectRef<Awaited<ReturnType<typeof removeSampleData>>>("SampleDataRemoval")
  .implement({
    description: "How many sample rows of each kind were removed, and which rows it kept.",
    fields: (t) => ({
      customers: t.exposeInt("customers"),
      companies: t.exposeInt("companies"),
      deals: t.exposeInt("deals"),
      tasks: t.exposeInt("tasks"),
      activities: t.exposeInt("activities"),
      kept: t.field({ type: SampleRowsKeptType, resolve: (removal) => removal.kept }),
    }),
  });

const WorkspaceExport = builder.objectRef<Awaited<ReturnType<typeof createExportLink>>>("WorkspaceExport").implement({
  description: "A link to download the workspace's export, a zip streamed as it is read.",
  fields: (t) => ({
    filename: t.exposeString("filename"),
    url: t.exposeString("url", {
      description:
        "GET it for a zip archive: one CSV per record type plus workspace.json with everything. Works once, until `expiresAt`, for the owner who asked (signed in or not).",
    }),
    expiresAt: t.expose("expiresAt", { type: DateTimeScalar }),
  }),
});

const WorkspaceNameInput = builder.inputType("WorkspaceNameInput", {
  fields: (t) => ({ name: t.string({ required: true }) }),
});

const InviteMemberInput = builder.inputType("InviteMemberInput", {
  fields: (t) => ({ email: t.string({ required: true }), role: t.field({ type: WorkspaceRole }) }),
});

const WorkspaceTwoFactorInput = builder.inputType("WorkspaceTwoFactorInput", {
  fields: (t) => ({
    requireTwoFactor: t.boolean({
      required: true,
      description: "Whether members need a second factor to see the workspace's data.",
    }),
  }),
});

const WorkspaceSingleSignOnInput = builder.inputType("WorkspaceSingleSignOnInput", {
  fields: (t) => ({
    requireSingleSignOn: t.boolean({
      required: true,
      description: "Whether members must sign in with single sign-on to see the workspace's data.",
    }),
  }),
});

const DeleteWorkspaceInput = builder.inputType("DeleteWorkspaceInput", {
  fields: (t) => ({
    confirmName: t.string({ required: true, description: "The workspace's name, typed to confirm." }),
  }),
});

builder.queryFields((t) => ({
  viewer: t.field({
    type: Viewer,
    nullable: true,
    resolve: (_root, _args, ctx) => ctx.viewer,
  }),
  members: t.prismaField({
    type: ["Membership"],
    description: "The current workspace's members, in the order they joined.",
    ...limitedList(t.arg),
    resolve: (query, _root, { first }, ctx) => listMembers(ctx, { first }, query),
  }),
  teamMembers: t.prismaField({
    type: ["User"],
    description: "The current workspace's members, for assigning tasks.",
    ...limitedList(t.arg),
    resolve: (query, _root, { first }, ctx) => listTeamMembers(ctx, { first }, query),
  }),
  invitations: t.prismaField({
    type: ["Invitation"],
    description: "Pending invitations to the current workspace, newest first. Owners only.",
    ...limitedList(t.arg),
    resolve: (query, _root, { first }, ctx) => listInvitations(ctx, { first }, query),
  }),
  invitation: t.field({
    type: InvitationPreview,
    description: "What an invitation link offers; open to anyone holding the link.",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => previewInvitation(ctx, token),
  }),
}));

builder.mutationFields((t) => ({
  createWorkspace: t.field({
    type: CurrentWorkspace,
    args: { input: t.arg({ type: WorkspaceNameInput, required: true }) },
    resolve: (_root, { input }, ctx) => createWorkspace(ctx, input),
  }),
  switchWorkspace: t.field({
    type: CurrentWorkspace,
    args: { workspaceId: t.arg.id({ required: true }) },
    resolve: (_root, { workspaceId }, ctx) => switchWorkspace(ctx, workspaceId),
  }),
  renameWorkspace: t.field({
    type: CurrentWorkspace,
    args: { input: t.arg({ type: WorkspaceNameInput, required: true }) },
    resolve: (_root, { input }, ctx) => renameWorkspace(ctx, input),
  }),
  setWorkspaceTwoFactorRequirement: t.field({
    type: CurrentWorkspace,
    description:
      "Requires (or stops requiring) a second factor of the workspace's members. Owners only, and only once they have one themselves. API keys keep working.",
    args: { input: t.arg({ type: WorkspaceTwoFactorInput, required: true }) },
    resolve: (_root, { input }, ctx) => setWorkspaceTwoFactorRequirement(ctx, input),
  }),
  setWorkspaceSingleSignOnRequirement: t.field({
    type: CurrentWorkspace,
    description:
      "Requires (or stops requiring) single sign-on of the workspace's members. Owners only, while the site has single sign-on, and only from a single sign-on session. API keys keep working.",
    args: { input: t.arg({ type: WorkspaceSingleSignOnInput, required: true }) },
    resolve: (_root, { input }, ctx) => setWorkspaceSingleSignOnRequirement(ctx, input),
  }),
  setWorkspaceTimeZone: t.field({
    type: CurrentWorkspace,
    description:
      "Sets the IANA time zone (like Europe/Paris) the workspace's exports and reports give dates in. Owners only.",
    args: { timeZone: t.arg.string({ required: true }) },
    resolve: (_root, { timeZone }, ctx) => setWorkspaceTimeZone(ctx, { timeZone }),
  }),
  setWorkspaceCurrency: t.field({
    type: CurrentWorkspace,
    description:
      "Sets the currency (an ISO 4217 code, like EUR) of every amount in the workspace: the built-in values and custom money fields. Amounts stay as they are, in whole cents. Owners only.",
    args: { currency: t.arg.string({ required: true }) },
    resolve: (_root, { currency }, ctx) => setWorkspaceCurrency(ctx, { currency }),
  }),
  setAutoLinkCompanies: t.field({
    type: CurrentWorkspace,
    description:
      "Turns on or off the automatic link of a new person (created without a company) to the company owning their e-mail's domain. Owners only.",
    args: { enabled: t.arg.boolean({ required: true }) },
    resolve: (_root, { enabled }, ctx) => setAutoLinkCompanies(ctx, { autoLinkCompanies: enabled }),
  }),
  removeSampleData: t.field({ type: SampleDataRemoval, resolve: (_root, _args, ctx) => removeSampleData(ctx) }),
  exportWorkspace: t.field({
    type: WorkspaceExport,
    description: "A short-lived link to the workspace's export (GET /api/workspace/export). Owners only.",
    resolve: (_root, _args, ctx) => createExportLink(ctx),
  }),
  deleteWorkspace: t.field({
    type: MessagePayload,
    args: { input: t.arg({ type: DeleteWorkspaceInput, required: true }) },
    resolve: (_root, { input }, ctx) => deleteWorkspace(ctx, input),
  }),
  inviteMember: t.prismaField({
    type: "Invitation",
    args: { input: t.arg({ type: InviteMemberInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => inviteMember(ctx, input, query),
  }),
  resendInvitation: t.prismaField({
    type: "Invitation",
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) => resendInvitation(ctx, id, query),
  }),
  revokeInvitation: t.prismaField({
    type: "Invitation",
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) => revokeInvitation(ctx, id, query),
  }),
  acceptInvitation: t.field({
    type: CurrentWorkspace,
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => acceptInvitation(ctx, token),
  }),
  changeMemberRole: t.prismaField({
    type: "Membership",
    args: { userId: t.arg.id({ required: true }), role: t.arg({ type: WorkspaceRole, required: true }) },
    resolve: (query, _root, { userId, role }, ctx) => changeMemberRole(ctx, userId, role, query),
  }),
  removeMember: t.field({
    type: DeletePayload,
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, { userId }, ctx) => removeMember(ctx, userId),
  }),
  leaveWorkspace: t.field({ type: MessagePayload, resolve: (_root, _args, ctx) => leaveWorkspace(ctx) }),
}));
