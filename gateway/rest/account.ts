import { z } from "zod";
import type { User } from "#prisma/generated/prisma/client.ts";
import {
  changePasswordInput,
  EMAIL_IN_USE,
  emailChangeCancelInput,
  emailChangeCancelled,
  emailChangeLinkSent,
  INVALID_EMAIL_CHANGE_CANCEL_LINK,
  listPreferencesInput,
  NO_EMAIL_CHANGE_PENDING,
  PAGE_SIZE_CHOICE,
  notificationPreferencesInput,
  PASSWORD_ALREADY_SET,
  PASSWORD_CHANGED,
  PASSWORD_FOR_EMAIL_CHANGE,
  PASSWORD_SET,
  profileInput,
  setPasswordInput,
} from "#schema/account/account.rules.ts";
import { cancelEmailChange, resendEmailChange, revertEmailChange } from "#schema/account/email-change.service.ts";
import { changePassword, setPassword } from "#schema/account/password-change.service.ts";
import {
  updateListPreferences,
  updateNotificationPreferences,
  updateProfile,
} from "#schema/account/profile.service.ts";
import { requireViewer } from "#core/access/guards.ts";
import { NOT_WITH_API_KEY } from "#core/access/access.text.ts";
import { messageSchema } from "./answers.ts";
import { defineRoute, ok } from "./route.ts";

/** The signed-in person as the API shows them: never the password hash. */
function accountJson(user: User) {
  const { id, username, email, pendingEmail, firstName, lastName, phone, emailNotifications, taskReminders, pageSize } =
    user;
  return { id, username, email, pendingEmail, firstName, lastName, phone, emailNotifications, taskReminders, pageSize };
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
    pageSize: z.number().int().meta({ description: "Rows per page of every list: 10, 25, 50 or 100." }),
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
    pageSize: 25,
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
    handler: ({ ctx }) => ok(accountJson(requireViewer(ctx))),
  }),
  defineRoute({
    method: "put",
    path: "/user/profile",
    operationId: "updateProfile",
    tag: "Account",
    summary: "Update the profile",
    description:
      "Each field optional; a new e-mail address needs `currentPassword`, is used once the link mailed to it is opened, and the old address is mailed a link that cancels the change for 72 hours.",
    access: "session",
    body: profileInput,
    bodyExample: { firstName: "Ada", email: "ada@new.example", currentPassword: "correct horse" },
    answer: account,
    errors: {
      400: PASSWORD_FOR_EMAIL_CHANGE,
      403: NOT_WITH_API_KEY,
      409: EMAIL_IN_USE,
      429: "Too many attempts. Please try again later.",
    },
    handler: async ({ ctx, body }) => ok(accountJson(await updateProfile(ctx, body))),
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
    errors: { 400: NO_EMAIL_CHANGE_PENDING, 403: NOT_WITH_API_KEY },
    handler: async ({ ctx }) => ok(await resendEmailChange(ctx)),
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
    handler: async ({ ctx }) => ok(accountJson(await cancelEmailChange(ctx))),
  }),
  defineRoute({
    method: "post",
    path: "/auth/email-change/revert",
    operationId: "revertEmailChange",
    tag: "Account",
    summary: "Cancel an e-mail change from the old address",
    description:
      "The token of the link mailed to the old address: the account gets that address back (the change cancelled, or undone once confirmed), and every session ends.",
    access: "public",
    body: emailChangeCancelInput,
    bodyExample: { token: "Xw9v2bQe7Lk3mN8pR4tY6uI1oP5aS0dF2gH7jK9lZ3c" },
    answer: {
      status: 200,
      description: "The old address is the account's again.",
      schema: messageSchema,
      example: { message: emailChangeCancelled("ada@bramble.example") },
    },
    errors: { 400: INVALID_EMAIL_CHANGE_CANCEL_LINK, 409: EMAIL_IN_USE },
    handler: async ({ ctx, body }) => ok(await revertEmailChange(ctx, body)),
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
    handler: async ({ ctx, body }) => ok(accountJson(await updateNotificationPreferences(ctx, body))),
  }),
  defineRoute({
    method: "put",
    path: "/user/list-preferences",
    operationId: "updateListPreferences",
    tag: "Account",
    summary: "Update list preferences",
    description: "`pageSize`: rows per page of every list (10, 25, 50 or 100).",
    access: "session",
    body: listPreferencesInput,
    bodyExample: { pageSize: 50 },
    answer: account,
    errors: { 400: PAGE_SIZE_CHOICE, 403: NOT_WITH_API_KEY },
    handler: async ({ ctx, body }) => ok(accountJson(await updateListPreferences(ctx, body))),
  }),
  defineRoute({
    method: "put",
    path: "/user/password",
    operationId: "changePassword",
    tag: "Account",
    summary: "Change the password",
    description:
      "Ends every other session and forgets every trusted browser (their next sign-in asks for the second factor); this one stays signed in.",
    access: "session",
    body: changePasswordInput,
    bodyExample: { currentPassword: "correct horse", newPassword: "battery staple" },
    answer: { status: 200, description: "Changed.", schema: messageSchema, example: { message: PASSWORD_CHANGED } },
    errors: { 403: NOT_WITH_API_KEY, 429: "Too many attempts. Please try again later." },
    handler: async ({ ctx, body }) => ok(await changePassword(ctx, body)),
  }),
  defineRoute({
    method: "post",
    path: "/user/password",
    operationId: "setPassword",
    tag: "Account",
    summary: "Set a first password",
    description:
      "For an account made at a single sign-on, which has no password until its person sets one: no current password is asked. Refused (409) once the account has one; change it with PUT instead.",
    access: "session",
    body: setPasswordInput,
    bodyExample: { newPassword: "battery staple" },
    answer: { status: 200, description: "Set.", schema: messageSchema, example: { message: PASSWORD_SET } },
    errors: { 403: NOT_WITH_API_KEY, 409: PASSWORD_ALREADY_SET },
    handler: async ({ ctx, body }) => ok(await setPassword(ctx, body)),
  }),
];
