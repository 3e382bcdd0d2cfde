import { builder } from "#core/builder.ts";
import { connectionType, pageArgs } from "#core/lists/lists.graphql.ts";
import { DateTimeScalar } from "#core/scalars.ts";
import { SiteRole } from "#core/access/site-role.graphql.ts";
import { purgeDate } from "#schema/workspaces/workspaces.service.ts";
import { listUsers, listWorkspaces, restoreWorkspace, setUserDisabled } from "./admin.service.ts";

const AdminWorkspace = builder.prismaObject("Workspace", {
  variant: "AdminWorkspace",
  description: "A workspace as the site admin sees it: its size, never its data.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    createdAt: t.expose("createdAt", { type: DateTimeScalar }),
    deletedAt: t.expose("deletedAt", { type: DateTimeScalar, nullable: true }),
    purgeAt: t.field({
      type: DateTimeScalar,
      nullable: true,
      description: "When a deleted workspace is purged for good; it can be restored until then.",
      resolve: (workspace) => (workspace.deletedAt ? purgeDate(workspace.deletedAt) : null),
    }),
    memberCount: t.relationCount("memberships"),
    customerCount: t.relationCount("customers"),
  }),
});

const AdminUser = builder.prismaObject("User", {
  variant: "AdminUser",
  fields: (t) => ({
    id: t.exposeID("id"),
    username: t.exposeString("username"),
    email: t.exposeString("email"),
    role: t.expose("role", { type: SiteRole }),
    emailVerified: t.boolean({ resolve: (user) => user.emailVerifiedAt !== null }),
    disabledAt: t.expose("disabledAt", { type: DateTimeScalar, nullable: true }),
    createdAt: t.expose("createdAt", { type: DateTimeScalar }),
    workspaceCount: t.relationCount("memberships"),
  }),
});

const AdminWorkspaceConnection = connectionType("AdminWorkspace", AdminWorkspace);
const AdminUserConnection = connectionType("AdminUser", AdminUser);

builder.queryFields((t) => ({
  workspaces: t.field({
    type: AdminWorkspaceConnection,
    description: "Every workspace, newest first. Site admins only.",
    args: pageArgs(t.arg),
    resolve: (_root, args, ctx) => listWorkspaces(ctx, args),
  }),
  users: t.field({
    type: AdminUserConnection,
    description: "Every account, newest first. Site admins only.",
    args: pageArgs(t.arg),
    resolve: (_root, args, ctx) => listUsers(ctx, args),
  }),
}));

builder.mutationFields((t) => ({
  setUserDisabled: t.prismaField({
    type: AdminUser,
    args: { userId: t.arg.id({ required: true }), disabled: t.arg.boolean({ required: true }) },
    resolve: (query, _root, { userId, disabled }, ctx) => setUserDisabled(ctx, userId, disabled, query),
  }),
  restoreWorkspace: t.prismaField({
    type: AdminWorkspace,
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) => restoreWorkspace(ctx, id, query),
  }),
}));
