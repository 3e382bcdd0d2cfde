import { z } from "zod";
import type { User } from "../../prisma/generated/prisma/client.ts";
import {
  changePasswordInput,
  EMAIL_IN_USE,
  emailChangeLinkSent,
  NO_EMAIL_CHANGE_PENDING,
  notificationPreferencesInput,
  PASSWORD_CHANGED,
  profileInput,
} from "../../schema/account/account.rules.ts";
import { cancelEmailChange, resendEmailChange } from "../../schema/account/email-change.service.ts";
import { changePassword } from "../../schema/account/password-change.service.ts";
import { updateNotificationPreferences, updateProfile } from "../../schema/account/profile.service.ts";
import { requireViewer } from "../../schema/auth/guards.ts";
import { NOT_WITH_API_KEY } from "../../schema/workspaces/workspaces.rules.ts";
import { messageSchema } from "./answers.ts";
import { defineRoute } from "./route.ts";
import { MAIL_UNAVAILABLE } from "../../schema/mail/mailer.ts";

/** The signed-in person as the API shows them: never the password hash or the session version. */
function accountJson(user: User) {
  const { id, username, email, pendingEmail, firstName, lastName, phone, emailNotifications, taskReminders } = user;
  return { id, username, email, pendingEmail, firstName, lastName, phone, emailNotifications, taskReminders };
}

const accountSchema = z
  .strictObject({
    id: z.uuid(),
    username: z.string(),
    email: z.string(),
    pendingEmail: z.string().nullable().meta({ description: "A new address waiting for its confirmation link." }),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    emailNotifications: z.boolean(),
    taskReminders: z.boolean(),
  })
  .meta({ title: "Account" });

const account = {
  status: 200,
  description: "The signed-in person's account.",
  schema: accountSchema,
  example: {
    id: "0194f39f-0d0d-7a00-8e00-1a2b3c4d5e6f",
    username: "ada",
    email: "ada@bramble.example",
    pendingEmail: null,
    firstName: "Ada",
    lastName: "Lovelace",
    phone: "",
    emailNotifications: true,
    taskReminders: true,
  },
};

export const accountRoutes = [
  defineRoute({
    method: "get",
    path: "/user",
    operationId: "getAccount",
    tag: "Account",
    summary: "The signed-in person",
    description: "Who the cookie (or the API key's creator) is.",
    access: "user",
    answer: account,
    handler: (_req, res) => {
      res.json(accountJson(requireViewer(res.locals.context)));
    },
  }),
  defineRoute({
    method: "put",
    path: "/user/profile",
    operationId: "updateProfile",
    tag: "Account",
    summary: "Update the profile",
    description: "Each field optional; a new e-mail address is used once the link mailed to it is opened.",
    access: "session",
    body: profileInput,
    answer: account,
    errors: {
      400: "First name must be at most 100 characters",
      403: NOT_WITH_API_KEY,
      409: EMAIL_IN_USE,
      503: MAIL_UNAVAILABLE,
    },
    handler: async (req, res) => {
      res.json(accountJson(await updateProfile(res.locals.context, req.body)));
    },
  }),
  defineRoute({
    method: "post",
    path: "/user/email-change/resend",
    operationId: "resendEmailChange",
    tag: "Account",
    summary: "Resend the e-mail change link",
    description: "Mails the pending address a fresh confirmation link.",
    access: "session",
    answer: {
      status: 200,
      description: "Sent.",
      schema: messageSchema,
      example: { message: emailChangeLinkSent("ada@new.example") },
    },
    errors: { 400: NO_EMAIL_CHANGE_PENDING, 403: NOT_WITH_API_KEY, 503: MAIL_UNAVAILABLE },
    handler: async (_req, res) => {
      res.json(await resendEmailChange(res.locals.context));
    },
  }),
  defineRoute({
    method: "delete",
    path: "/user/email-change",
    operationId: "cancelEmailChange",
    tag: "Account",
    summary: "Cancel the e-mail change",
    description: "Forgets the pending address; its link stops working.",
    access: "session",
    answer: account,
    errors: { 403: NOT_WITH_API_KEY },
    handler: async (_req, res) => {
      res.json(accountJson(await cancelEmailChange(res.locals.context)));
    },
  }),
  defineRoute({
    method: "put",
    path: "/user/notification-preferences",
    operationId: "updateNotificationPreferences",
    tag: "Account",
    summary: "Update notification preferences",
    description: "`emailNotifications` and `taskReminders`, each optional.",
    access: "session",
    body: notificationPreferencesInput,
    answer: account,
    errors: { 400: "Email notifications must be true or false", 403: NOT_WITH_API_KEY },
    handler: async (req, res) => {
      res.json(accountJson(await updateNotificationPreferences(res.locals.context, req.body)));
    },
  }),
  defineRoute({
    method: "put",
    path: "/user/password",
    operationId: "changePassword",
    tag: "Account",
    summary: "Change the password",
    description: "Ends every other session; this one stays signed in.",
    access: "session",
    body: changePasswordInput,
    bodyExample: { currentPassword: "correct horse", newPassword: "battery staple" },
    answer: { status: 200, description: "Changed.", schema: messageSchema, example: { message: PASSWORD_CHANGED } },
    errors: { 403: NOT_WITH_API_KEY, 429: "Too many attempts. Please try again later." },
    handler: async (req, res) => {
      res.json(await changePassword(res.locals.context, req.body));
    },
  }),
];
