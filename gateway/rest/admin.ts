import { z } from "zod";
import { loginInput } from "#schema/auth/auth.rules.ts";
import { adminLogin, INVALID_CREDENTIALS } from "#schema/auth/login.service.ts";
import { getAdminSession, logout } from "#schema/auth/session.service.ts";
import { heroInput, siteSettingsInput } from "#schema/content/content.rules.ts";
import { updateHero, updateSiteSettings } from "#schema/content/content.service.ts";
import { RateLimitedError } from "#core/errors.ts";
import { NOT_WITH_API_KEY } from "#core/access/access.text.ts";
import { messageSchema } from "./answers.ts";
import { heroAnswer, siteSettingsAnswer } from "./content.ts";
import { defineRoute, ok } from "./route.ts";
import { signInAnswer, signInBody } from "./two-factor.ts";

const ADMIN_ONLY = "Admin access required";

export const adminRoutes = [
  defineRoute({
    method: "post",
    path: "/admin/login",
    operationId: "adminLogin",
    tag: "Site administration",
    summary: "Sign in as the site administrator",
    description: "Signs an administrator in and sets the session cookie.",
    access: "public",
    body: loginInput,
    bodyExample: { username: "admin", password: "the admin password" },
    answer: signInAnswer,
    errors: {
      401: INVALID_CREDENTIALS,
      403: ADMIN_ONLY,
      429: new RateLimitedError().message,
    },
    handler: async ({ ctx, body }) => ok(signInBody(await adminLogin(ctx, body))),
  }),
  defineRoute({
    method: "get",
    path: "/admin/session",
    operationId: "getAdminSession",
    tag: "Site administration",
    summary: "Whether an administrator is signed in",
    description: "Whether the cookie belongs to someone, and whether they administer the site.",
    access: "public",
    answer: {
      status: 200,
      description: "The session.",
      schema: z.strictObject({ isAuthenticated: z.boolean(), isAdmin: z.boolean() }),
      example: { isAuthenticated: true, isAdmin: true },
    },
    // The spec's two fields; whether the admin must set up a second factor first is GraphQL's adminSession's.
    handler: ({ ctx }) => {
      const { isAuthenticated, isAdmin } = getAdminSession(ctx);
      return ok({ isAuthenticated, isAdmin });
    },
  }),
  defineRoute({
    method: "post",
    path: "/admin/logout",
    operationId: "adminLogout",
    tag: "Site administration",
    summary: "Sign the administrator out",
    description: "Ends this session; the administrator's other sessions stay signed in.",
    access: "public",
    answer: {
      status: 200,
      description: "Signed out.",
      schema: messageSchema,
      example: { message: "Logged out successfully" },
    },
    errors: { 403: NOT_WITH_API_KEY },
    handler: async ({ ctx }) => ok(await logout(ctx)),
  }),
  defineRoute({
    method: "put",
    path: "/admin/hero",
    operationId: "updateHero",
    tag: "Site administration",
    summary: "Update the landing page's hero",
    description: "Replaces the hero's texts and demo video.",
    access: "admin",
    body: heroInput,
    answer: heroAnswer,
    handler: async ({ ctx, body }) => ok(await updateHero(ctx, body)),
  }),
  defineRoute({
    method: "put",
    path: "/admin/settings",
    operationId: "updateSiteSettings",
    tag: "Site administration",
    summary: "Update the company's details",
    description: "Replaces the company's name, e-mail, phone and address.",
    access: "admin",
    body: siteSettingsInput,
    answer: siteSettingsAnswer,
    handler: async ({ ctx, body }) => ok(await updateSiteSettings(ctx, body)),
  }),
];
