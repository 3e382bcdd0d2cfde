import { SiteRole } from "#core/access/site-role.graphql.ts";
import { builder, MessagePayload } from "#core/builder.ts";
import { adminLogin, login } from "./login.service.ts";
import { register } from "./register.service.ts";
import { getAdminSession, getSession, logout } from "./session.service.ts";

builder.prismaObject("User", {
  fields: (t) => ({
    id: t.exposeID("id"),
    username: t.exposeString("username"),
    email: t.exposeString("email"),
    role: t.expose("role", { type: SiteRole }),
    emailVerified: t.boolean({ resolve: (user) => user.emailVerifiedAt !== null }),
  }),
});

const Session = builder.objectRef<ReturnType<typeof getSession>>("Session").implement({
  fields: (t) => ({
    isAuthenticated: t.exposeBoolean("isAuthenticated"),
    userId: t.exposeID("userId", { nullable: true }),
  }),
});

const AdminSession = builder.objectRef<ReturnType<typeof getAdminSession>>("AdminSession").implement({
  fields: (t) => ({
    isAuthenticated: t.exposeBoolean("isAuthenticated"),
    isAdmin: t.exposeBoolean("isAdmin"),
  }),
});

const RegisterPayload = builder.objectRef<Awaited<ReturnType<typeof register>>>("RegisterPayload").implement({
  fields: (t) => ({
    message: t.exposeString("message"),
    verificationRequired: t.exposeBoolean("verificationRequired"),
  }),
});

const LoginPayload = builder.objectRef<Awaited<ReturnType<typeof login>>>("LoginPayload").implement({
  fields: (t) => ({
    message: t.exposeString("message"),
    user: t.prismaField({ type: "User", resolve: (_query, payload) => payload.user }),
  }),
});

const RegisterInput = builder.inputType("RegisterInput", {
  fields: (t) => ({
    username: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    invitationToken: t.string({ description: "The token of the invitation link the person signs up through." }),
  }),
});

const LoginInput = builder.inputType("LoginInput", {
  fields: (t) => ({
    username: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});

builder.queryFields((t) => ({
  session: t.field({ type: Session, resolve: (_root, _args, ctx) => getSession(ctx) }),
  adminSession: t.field({ type: AdminSession, resolve: (_root, _args, ctx) => getAdminSession(ctx) }),
}));

builder.mutationFields((t) => ({
  register: t.field({
    type: RegisterPayload,
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    resolve: (_root, { input }, ctx) => register(ctx, input),
  }),
  login: t.field({
    type: LoginPayload,
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: (_root, { input }, ctx) => login(ctx, input),
  }),
  adminLogin: t.field({
    type: LoginPayload,
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: (_root, { input }, ctx) => adminLogin(ctx, input),
  }),
  logout: t.field({ type: MessagePayload, resolve: (_root, _args, ctx) => logout(ctx) }),
  adminLogout: t.field({ type: MessagePayload, resolve: (_root, _args, ctx) => logout(ctx) }),
}));
