import { builder, MessagePayload } from "#core/builder.ts";
import { Viewer } from "#schema/workspaces/workspaces.graphql.ts";
import { cancelEmailChange, resendEmailChange, revertEmailChange } from "./email-change.service.ts";
import { changePassword, setPassword } from "./password-change.service.ts";
import { updateListPreferences, updateNotificationPreferences, updateProfile } from "./profile.service.ts";
import { verifyEmail } from "./verify-email.service.ts";

builder.objectFields(Viewer, (t) => ({
  firstName: t.exposeString("firstName"),
  lastName: t.exposeString("lastName"),
  phone: t.exposeString("phone"),
  pendingEmail: t.exposeString("pendingEmail", {
    nullable: true,
    description: "A new address waiting for its confirmation link; `email` stays the account's until then.",
  }),
  emailNotifications: t.exposeBoolean("emailNotifications", {
    description: "Whether the person is mailed when a task is assigned to them.",
  }),
  taskReminders: t.exposeBoolean("taskReminders", {
    description: "Whether the person is mailed each morning about their tasks due.",
  }),
  pageSize: t.exposeInt("pageSize", {
    description: "Rows per page of every list the person pages through: 10, 25 (until they choose), 50 or 100.",
  }),
  hasPassword: t.boolean({
    description: "False for an account made at a single sign-on until its person sets a password (setPassword).",
    resolve: (viewer) => viewer.passwordHash !== null,
  }),
}));

const ProfileInput = builder.inputType("ProfileInput", {
  description: "A field left out keeps its value. A new email is confirmed through a mailed link before it is used.",
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    email: t.string(),
    phone: t.string(),
    currentPassword: t.string({ description: "Required with a new email address: the account's password." }),
  }),
});

const NotificationPreferencesInput = builder.inputType("NotificationPreferencesInput", {
  fields: (t) => ({ emailNotifications: t.boolean(), taskReminders: t.boolean() }),
});

const ListPreferencesInput = builder.inputType("ListPreferencesInput", {
  fields: (t) => ({ pageSize: t.int({ required: true, description: "10, 25, 50 or 100." }) }),
});

const ChangePasswordInput = builder.inputType("ChangePasswordInput", {
  fields: (t) => ({
    currentPassword: t.string({ required: true }),
    newPassword: t.string({ required: true }),
  }),
});

const SetPasswordInput = builder.inputType("SetPasswordInput", {
  fields: (t) => ({ newPassword: t.string({ required: true }) }),
});

builder.mutationFields((t) => ({
  verifyEmail: t.field({
    type: MessagePayload,
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => verifyEmail(ctx, token),
  }),
  updateProfile: t.field({
    type: Viewer,
    args: { input: t.arg({ type: ProfileInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateProfile(ctx, input),
  }),
  resendEmailChange: t.field({
    type: MessagePayload,
    description: "Mails a fresh confirmation link to the address waiting for confirmation.",
    resolve: (_root, _args, ctx) => resendEmailChange(ctx),
  }),
  cancelEmailChange: t.field({
    type: Viewer,
    description: "Drops the address waiting for confirmation; the links mailed to it stop working.",
    resolve: (_root, _args, ctx) => cancelEmailChange(ctx),
  }),
  revertEmailChange: t.field({
    type: MessagePayload,
    description:
      "Opened from the link mailed to the old address: the account gets it back (the change cancelled, or undone once confirmed) and every session ends.",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => revertEmailChange(ctx, { token }),
  }),
  updateNotificationPreferences: t.field({
    type: Viewer,
    args: { input: t.arg({ type: NotificationPreferencesInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateNotificationPreferences(ctx, input),
  }),
  updateListPreferences: t.field({
    type: Viewer,
    description: "Sets how many rows every list shows per page for the signed-in person.",
    args: { input: t.arg({ type: ListPreferencesInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateListPreferences(ctx, input),
  }),
  changePassword: t.field({
    type: MessagePayload,
    description: "Sets a new password after checking the current one; every other session of the account ends.",
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: (_root, { input }, ctx) => changePassword(ctx, input),
  }),
  setPassword: t.field({
    type: MessagePayload,
    description:
      "A first password for an account made at a single sign-on (hasPassword false): no current password is asked. Refused once the account has one.",
    args: { input: t.arg({ type: SetPasswordInput, required: true }) },
    resolve: (_root, { input }, ctx) => setPassword(ctx, input),
  }),
}));
