import { z } from "zod";
import { INVALID_CREDENTIALS, login } from "#schema/auth/login.service.ts";
import { requestPasswordReset, resetPassword } from "#schema/auth/password-reset.service.ts";
import { EMAIL_NOT_VERIFIED_MESSAGE } from "#schema/auth/recovery.text.ts";
import {
  emailLinkRequest,
  PASSWORD_RESET_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  resetPasswordInput,
  VERIFICATION_RESENT_MESSAGE,
} from "#schema/auth/recovery.rules.ts";
import { loginInput, registerInput } from "#schema/auth/auth.rules.ts";
import { verifyEmail } from "#schema/account/verify-email.service.ts";
import { register } from "#schema/auth/register.service.ts";
import { resendVerificationEmail } from "#schema/auth/resend-verification.service.ts";
import { getSession, logout } from "#schema/auth/session.service.ts";
import { RateLimitedError } from "#core/errors.ts";
import { NOT_WITH_API_KEY } from "#core/access/access.text.ts";
import { messageSchema } from "./answers.ts";
import { created, defineRoute, ok } from "./route.ts";
import { signInAnswer, signInBody } from "./two-factor.ts";

const TOO_MANY_ATTEMPTS = new RateLimitedError().message;

/** The body of both e-mail link requests (verification, password reset), named for what it holds. */
const emailAddressRequest = emailLinkRequest.meta({ title: "EmailAddress" });

const message = (description: string, example: string) => ({
  status: 200,
  description,
  schema: messageSchema,
  example: { message: example },
});

export const authRoutes = [
  defineRoute({
    method: "get",
    path: "/auth/session",
    operationId: "getSession",
    tag: "Authentication",
    summary: "Who is signed in",
    description: "Whether the request's cookie (or API key) belongs to someone, and who.",
    access: "public",
    answer: {
      status: 200,
      description: "The session.",
      schema: z.strictObject({ isAuthenticated: z.boolean(), userId: z.uuid().nullable() }),
      example: { isAuthenticated: true, userId: "0194f39f-0d0d-7a00-8e00-1a2b3c4d5e6f" },
    },
    handler: ({ ctx }) => ok(getSession(ctx)),
  }),
  defineRoute({
    method: "post",
    path: "/auth/login",
    operationId: "login",
    tag: "Authentication",
    summary: "Sign in",
    description: "Signs in with username (or e-mail) and password and sets the session cookie.",
    access: "public",
    body: loginInput,
    bodyExample: { username: "ada", password: "correct horse" },
    answer: signInAnswer,
    errors: {
      401: INVALID_CREDENTIALS,
      403: EMAIL_NOT_VERIFIED_MESSAGE,
      429: TOO_MANY_ATTEMPTS,
    },
    handler: async ({ ctx, body }) => ok(signInBody(await login(ctx, body))),
  }),
  defineRoute({
    method: "post",
    path: "/auth/register",
    operationId: "register",
    tag: "Authentication",
    summary: "Create an account",
    description:
      "Creates an account; unless it comes from an invitation, its e-mail address must be verified first. An account made through an invitation is signed in at once (the answer sets the session cookie).",
    access: "public",
    body: registerInput,
    bodyExample: { username: "ada", email: "ada@bramble.example", password: "correct horse" },
    answer: {
      status: 201,
      description: "The account was created.",
      schema: z.strictObject({ message: z.string(), verificationRequired: z.boolean(), signedIn: z.boolean() }),
      example: { message: "Account created successfully", verificationRequired: true, signedIn: false },
    },
    errors: {
      409: "Username is already taken",
      429: TOO_MANY_ATTEMPTS,
    },
    handler: async ({ ctx, body }) => created(await register(ctx, body)),
  }),
  defineRoute({
    method: "get",
    path: "/auth/verify-email",
    operationId: "verifyEmail",
    tag: "Authentication",
    summary: "Verify an e-mail address",
    description: "Follows a verification (or e-mail change) link's token.",
    access: "public",
    // Following the link writes (the address is verified, the token used), though the link is a GET.
    writes: true,
    query: z.object({ token: z.string().optional().meta({ description: "The token from the e-mailed link." }) }),
    answer: message("The address is verified.", "Email verified successfully!"),
    errors: {
      400: "Invalid or expired verification token",
      409: "This email address is already used by another account",
    },
    handler: async ({ ctx, query: { token } }) => ok(await verifyEmail(ctx, token)),
  }),
  defineRoute({
    method: "post",
    path: "/auth/resend-verification",
    operationId: "resendVerification",
    tag: "Authentication",
    summary: "Send a fresh verification link",
    description: "Answers the same whether or not the address has an unverified account, so it reveals nothing.",
    access: "public",
    body: emailAddressRequest,
    bodyExample: { email: "ada@bramble.example" },
    answer: message("Sent if the address has an unverified account.", VERIFICATION_RESENT_MESSAGE),
    errors: { 429: TOO_MANY_ATTEMPTS },
    handler: async ({ ctx, body }) => ok(await resendVerificationEmail(ctx, body)),
  }),
  defineRoute({
    method: "post",
    path: "/auth/forgot-password",
    operationId: "requestPasswordReset",
    tag: "Authentication",
    summary: "Request a password reset link",
    description: "Mails a one-hour reset link; answers the same whether or not the address has an account.",
    access: "public",
    body: emailAddressRequest,
    bodyExample: { email: "ada@bramble.example" },
    answer: message("Sent if the address has an account.", RESET_REQUESTED_MESSAGE),
    errors: { 429: TOO_MANY_ATTEMPTS },
    handler: async ({ ctx, body }) => ok(await requestPasswordReset(ctx, body)),
  }),
  defineRoute({
    method: "post",
    path: "/auth/reset-password",
    operationId: "resetPassword",
    tag: "Authentication",
    summary: "Reset a password",
    description:
      "Sets a new password with a reset link's token, signs the account out everywhere, forgets every browser it trusted and, unless `revokeApiKeys` is false, revokes every API key it created.",
    access: "public",
    body: resetPasswordInput,
    bodyExample: { token: "the token from the e-mailed link", password: "a new passphrase", revokeApiKeys: true },
    answer: message("The password is reset.", PASSWORD_RESET_MESSAGE),
    handler: async ({ ctx, body }) => ok(await resetPassword(ctx, body)),
  }),
  defineRoute({
    method: "post",
    path: "/auth/logout",
    operationId: "logout",
    tag: "Authentication",
    summary: "Sign out",
    description:
      "Ends this session (a copy of its cookie stops working too); the person's other sessions stay signed in. An API key cannot sign its creator out.",
    access: "public",
    answer: message("Signed out.", "Logged out successfully"),
    errors: { 403: NOT_WITH_API_KEY },
    handler: async ({ ctx }) => ok(await logout(ctx)),
  }),
];
