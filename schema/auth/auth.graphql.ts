import { SiteRole } from "#core/access/site-role.graphql.ts";
import { builder, MessagePayload } from "#core/builder.ts";
import { JSONScalar } from "#core/scalars.ts";
import type { User } from "#prisma/generated/prisma/client.ts";
import { adminLogin, login } from "./login.service.ts";
import { loginWithPasskey, startPasskeySecondFactor, startPasskeySignIn } from "./passkey-login.service.ts";
import { register } from "./register.service.ts";
import { getAdminSession, getSession, logout } from "./session.service.ts";
import type { TwoFactorChallenge } from "./two-factor-sign-in.ts";
import { loginTwoFactor } from "./two-factor-login.service.ts";
import type { TwoFactorMethod as Method } from "./two-factor.service.ts";
import { TWO_FACTOR_REQUIRED } from "./two-factor.text.ts";
import { TwoFactorLoginInput } from "./two-factor.graphql.ts";

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
    twoFactorSetupRequired: t.exposeBoolean("twoFactorSetupRequired", {
      description:
        "True while ADMIN_REQUIRE_2FA holds and the admin has no second factor: the admin's operations are refused (TWO_FACTOR_REQUIRED) until they set one up.",
    }),
  }),
});

const RegisterPayload = builder.objectRef<Awaited<ReturnType<typeof register>>>("RegisterPayload").implement({
  fields: (t) => ({
    message: t.exposeString("message"),
    verificationRequired: t.exposeBoolean("verificationRequired"),
    signedIn: t.exposeBoolean("signedIn", {
      description: "Whether the new account is signed in already (a sign-up through an invitation is).",
    }),
  }),
});

const TWO_FACTOR_METHODS = ["totp", "recovery", "passkey"] as const satisfies readonly Method[];

const TwoFactorMethod = builder.enumType("TwoFactorMethod", {
  description: "A second factor that can finish a sign-in: an authenticator's code, a recovery code, or a passkey.",
  values: TWO_FACTOR_METHODS,
});

type LoginResult = { message: string; user: User | null; twoFactorRequired: boolean; methods: Method[] };

/** A sign-in's answer: signed in, or waiting for a second factor (then without a user, and no session yet). */
function loginResult(result: TwoFactorChallenge | { message: string; user: User }): LoginResult {
  return "twoFactorRequired" in result
    ? { message: TWO_FACTOR_REQUIRED, user: null, twoFactorRequired: true, methods: result.methods }
    : { ...result, twoFactorRequired: false, methods: [] };
}

const LoginPayload = builder.objectRef<LoginResult>("LoginPayload").implement({
  fields: (t) => ({
    message: t.exposeString("message"),
    user: t.prismaField({
      type: "User",
      nullable: true,
      description: "Null while the sign-in waits for its second factor.",
      resolve: (_query, payload) => payload.user,
    }),
    twoFactorRequired: t.exposeBoolean("twoFactorRequired", {
      description: "True when the password was right and a second factor must finish the sign-in (loginTwoFactor).",
    }),
    methods: t.field({
      type: [TwoFactorMethod],
      description: "The second factors that can finish the sign-in; empty once signed in.",
      resolve: (payload) => payload.methods,
    }),
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

const PasskeyLoginInput = builder.inputType("PasskeyLoginInput", {
  fields: (t) => ({
    credential: t.field({
      type: JSONScalar,
      required: true,
      description: "The browser's answer to startPasskeySignIn's options (AuthenticationResponseJSON).",
    }),
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
    resolve: async (_root, { input }, ctx) => loginResult(await login(ctx, input)),
  }),
  loginTwoFactor: t.field({
    type: LoginPayload,
    description: "Finishes a sign-in (or admin sign-in) that answered twoFactorRequired, within 5 minutes.",
    args: { input: t.arg({ type: TwoFactorLoginInput, required: true }) },
    resolve: async (_root, { input }, ctx) => loginResult(await loginTwoFactor(ctx, input)),
  }),
  startPasskeySignIn: t.field({
    type: JSONScalar,
    description:
      "Options for signing in with a passkey alone (PublicKeyCredentialRequestOptionsJSON, user verification required); the challenge is this browser's, for 5 minutes, once.",
    resolve: (_root, _args, ctx) => startPasskeySignIn(ctx),
  }),
  loginWithPasskey: t.field({
    type: LoginPayload,
    description: "Signs in with a passkey alone, answering startPasskeySignIn's challenge: no second step follows.",
    args: { input: t.arg({ type: PasskeyLoginInput, required: true }) },
    resolve: async (_root, { input }, ctx) => loginResult(await loginWithPasskey(ctx, input)),
  }),
  startPasskeySecondFactor: t.field({
    type: JSONScalar,
    description:
      "Options for finishing a sign-in that answered twoFactorRequired with one of the account's passkeys (then loginTwoFactor with `passkey`).",
    resolve: (_root, _args, ctx) => startPasskeySecondFactor(ctx),
  }),
  adminLogin: t.field({
    type: LoginPayload,
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: async (_root, { input }, ctx) => loginResult(await adminLogin(ctx, input)),
  }),
  logout: t.field({ type: MessagePayload, resolve: (_root, _args, ctx) => logout(ctx) }),
  adminLogout: t.field({ type: MessagePayload, resolve: (_root, _args, ctx) => logout(ctx) }),
}));
