import { DEFAULT_HERO, DEFAULT_SITE_SETTINGS } from "../../../../../schema/content/content.defaults.ts";
import {
  answer,
  AUTHORIZATION,
  publicJsonRequest,
  SESSION_COOKIE,
  sessionJsonRequest,
  type ApiEndpoint,
} from "./apiEndpoint.ts";

// The recovery answers are written out rather than imported from schema/auth/recovery.rules.ts, which
// would bring zod into this page's chunk; apiEndpoints.test.ts checks them against the service's.
export const RESET_REQUESTED_ANSWER =
  "If an account uses that email address, we have sent it a link to reset the password. The link works once, for one hour.";
export const VERIFICATION_RESENT_ANSWER =
  "If an account waiting for verification uses that email address, we have sent it a new verification link.";
export const PASSWORD_RESET_ANSWER = "Your password has been reset. Sign in with your new password.";

const USER_ID = "0199a3c0-11aa-7e2b-8c3d-4e5f60718293";
const ACCOUNT = {
  id: USER_ID,
  username: "sarah",
  email: "sarah.johnson@techcorp.com",
  pendingEmail: null,
  firstName: "Sarah",
  lastName: "Johnson",
  phone: "+1 555 0100",
  emailNotifications: true,
  taskReminders: true,
};
const EMAIL_PARAMETER = { name: "email", description: "Required: the account's e-mail address." };

/**
 * The account endpoints (sign-up, sign-in, recovery) and the site's public content. They need no API
 * key; sign-in sets the session cookie the other session endpoints read.
 */
export const ACCOUNT_ENDPOINTS: ReadonlyArray<ApiEndpoint> = [
  {
    method: "POST",
    path: "/api/auth/register",
    summary:
      "Creates an account and e-mails a verification link (an invitation's token proves the address instead). No API key needed.",
    parametersKind: "body",
    parameters: [
      {
        name: "username",
        description: "Required, 3-32 characters: letters, digits, dots, underscores or hyphens.",
      },
      { name: "email", description: "Required. Must look like `name@host.tld`." },
      { name: "password", description: "Required, at least 6 characters." },
      { name: "invitationToken", description: "Optional: the token of an invitation link to a workspace." },
    ],
    request: publicJsonRequest("POST /api/auth/register", {
      username: "sarah",
      email: "sarah.johnson@techcorp.com",
      password: "a long passphrase",
    }),
    response: answer("201 Created", { message: "Account created successfully", verificationRequired: true }),
  },
  {
    method: "GET",
    path: "/api/auth/verify-email",
    summary: "Verifies the address of the account the mailed link was sent to; each link works once.",
    parametersKind: "query",
    parameters: [{ name: "token", description: "Required: the `token` of the verification link." }],
    request: "GET /api/auth/verify-email?token=<token>",
    response: answer("200 OK", { message: "Email verified successfully!" }),
  },
  {
    method: "POST",
    path: "/api/auth/resend-verification",
    summary:
      "Sends a fresh verification link to an account still waiting for verification. The answer is the same whether or not such an account exists.",
    parametersKind: "body",
    parameters: [EMAIL_PARAMETER],
    request: publicJsonRequest("POST /api/auth/resend-verification", { email: "sarah.johnson@techcorp.com" }),
    response: answer("200 OK", { message: VERIFICATION_RESENT_ANSWER }),
  },
  {
    method: "POST",
    path: "/api/auth/login",
    summary: "Signs in and sets the session cookie (`bramble_session`, http-only).",
    parametersKind: "body",
    parameters: [
      { name: "username", description: "Required." },
      { name: "password", description: "Required." },
    ],
    request: publicJsonRequest("POST /api/auth/login", { username: "sarah", password: "a long passphrase" }),
    response: answer("200 OK", { message: "Logged in successfully" }),
  },
  {
    method: "GET",
    path: "/api/auth/session",
    summary: "Says whether the session cookie (or API key) sent is signed in, and as whom.",
    parametersKind: "none",
    parameters: [],
    request: `GET /api/auth/session\n${SESSION_COOKIE}`,
    response: answer("200 OK", { isAuthenticated: true, userId: USER_ID }),
  },
  {
    method: "GET",
    path: "/api/user",
    summary: "Returns the signed-in user (for an API key, the user who issued it).",
    parametersKind: "none",
    parameters: [],
    request: `GET /api/user\n${AUTHORIZATION}`,
    response: answer("200 OK", ACCOUNT),
  },
  {
    method: "PUT",
    path: "/api/user/profile",
    summary:
      "Changes the signed-in person's profile (a session, not an API key). A new e-mail address waits in `pendingEmail` until the link mailed to it is opened; the current one stays in use until then.",
    parametersKind: "body",
    parameters: [
      { name: "firstName", description: "Optional, up to 100 characters; empty clears it." },
      { name: "lastName", description: "Optional, up to 100 characters; empty clears it." },
      { name: "email", description: "Optional. Must look like `name@host.tld` and not be another account's (409)." },
      { name: "phone", description: "Optional, up to 40 characters; empty clears it." },
    ],
    request: sessionJsonRequest("PUT /api/user/profile", {
      firstName: "Sarah",
      lastName: "Johnson",
      phone: "+1 555 0100",
    }),
    response: answer("200 OK", ACCOUNT),
  },
  {
    method: "POST",
    path: "/api/user/email-change/resend",
    summary: "Mails the confirmation link for the pending e-mail address again (400 when none is pending).",
    parametersKind: "none",
    parameters: [],
    request: sessionJsonRequest("POST /api/user/email-change/resend"),
    response: answer("200 OK", {
      message: "We sent a confirmation link to sarah@newcorp.com. Your email address changes once you open it.",
    }),
  },
  {
    method: "DELETE",
    path: "/api/user/email-change",
    summary: "Drops the pending e-mail address; its links stop working.",
    parametersKind: "none",
    parameters: [],
    request: sessionJsonRequest("DELETE /api/user/email-change"),
    response: answer("200 OK", ACCOUNT),
  },
  {
    method: "PUT",
    path: "/api/user/notification-preferences",
    summary:
      "Turns the signed-in person's e-mails on or off: one when a task is assigned to them, and each morning's tasks due that day.",
    parametersKind: "body",
    parameters: [
      { name: "emailNotifications", description: "Optional, `true` or `false`." },
      { name: "taskReminders", description: "Optional, `true` or `false`." },
    ],
    request: sessionJsonRequest("PUT /api/user/notification-preferences", { taskReminders: false }),
    response: answer("200 OK", { ...ACCOUNT, taskReminders: false }),
  },
  {
    method: "PUT",
    path: "/api/user/password",
    summary:
      "Changes the password after checking the current one; every other session of the person ends, this one stays signed in.",
    parametersKind: "body",
    parameters: [
      { name: "currentPassword", description: "Required." },
      { name: "newPassword", description: "Required, at least 6 characters, not the current one." },
    ],
    request: sessionJsonRequest("PUT /api/user/password", {
      currentPassword: "a long passphrase",
      newPassword: "a new long passphrase",
    }),
    response: answer("200 OK", {
      message: "Your password has been changed. Your other sessions have been signed out.",
    }),
  },
  {
    method: "POST",
    path: "/api/auth/logout",
    summary: "Signs out: every copy of the session cookie stops working.",
    parametersKind: "none",
    parameters: [],
    request: `POST /api/auth/logout\n${SESSION_COOKIE}`,
    response: answer("200 OK", { message: "Logged out successfully" }),
  },
  {
    method: "POST",
    path: "/api/auth/forgot-password",
    summary:
      "E-mails a link to reset the password, which works once, for one hour. The answer is the same whether or not an account uses the address.",
    parametersKind: "body",
    parameters: [EMAIL_PARAMETER],
    request: publicJsonRequest("POST /api/auth/forgot-password", { email: "sarah.johnson@techcorp.com" }),
    response: answer("200 OK", { message: RESET_REQUESTED_ANSWER }),
  },
  {
    method: "POST",
    path: "/api/auth/reset-password",
    summary: "Sets a new password with the mailed link's token and signs the account out everywhere.",
    parametersKind: "body",
    parameters: [
      { name: "token", description: "Required: the `token` of the reset link." },
      { name: "password", description: "Required: the new password, at least 6 characters." },
    ],
    request: publicJsonRequest("POST /api/auth/reset-password", {
      token: "<token>",
      password: "a new long passphrase",
    }),
    response: answer("200 OK", { message: PASSWORD_RESET_ANSWER }),
  },
  {
    method: "GET",
    path: "/api/hero",
    summary: "Returns the landing page's hero texts, as the site's admin set them.",
    parametersKind: "none",
    parameters: [],
    request: "GET /api/hero",
    response: answer("200 OK", DEFAULT_HERO),
  },
  {
    method: "GET",
    path: "/api/settings",
    summary: "Returns the company's name and contact details, as the site's admin set them.",
    parametersKind: "none",
    parameters: [],
    request: "GET /api/settings",
    response: answer("200 OK", DEFAULT_SITE_SETTINGS),
  },
];
