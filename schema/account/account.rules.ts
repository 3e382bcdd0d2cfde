import { z } from "zod";
import { password, PASSWORDS_DO_NOT_MATCH } from "#schema/auth/auth.rules.ts";
import { emailAddress, optionalField } from "#core/text.rules.ts";

// Rules and messages of a person's own account (profile, e-mail change, preferences, password),
// shared by the services and the web forms: no server imports here.

export const PROFILE_LIMITS = { name: 100, phone: 40 } as const;

export const EMAIL_IN_USE = "This email address is already used by another account";
export const NO_EMAIL_CHANGE_PENDING = "There is no new email address waiting for confirmation";
export const INVALID_EMAIL_CHANGE_LINK =
  "This email change link is invalid, has expired or has already been used. Ask for a new one from Settings.";
export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";
export const PASSWORD_FOR_EMAIL_CHANGE = "Enter your current password to change your email address";
export const INVALID_EMAIL_CHANGE_CANCEL_LINK =
  "This link to cancel an email change is invalid, has expired or has already been used.";
/** How long the link mailed to the old address can cancel (or undo) a change of address. */
export const EMAIL_CHANGE_CANCEL_HOURS = 72;
export const SAME_PASSWORD = "New password must be different from the current password";
export const PASSWORD_CHANGED = "Your password has been changed. Your other sessions have been signed out.";
export const PASSWORD_SET = "Your password has been set. You can now sign in with it too.";
export const PASSWORD_ALREADY_SET = "This account already has a password: change it with the current one";
export const SESSION_NOT_FOUND = "Session not found";
export const TRUSTED_BROWSER_NOT_FOUND = "Trusted browser not found";

export function emailChangeLinkSent(address: string) {
  return `We sent a confirmation link to ${address}. Your email address changes once you open it.`;
}

export function emailChanged(address: string) {
  return `Your email address is now ${address}.`;
}

export function emailChangeCancelled(address: string) {
  return `The email change is cancelled: your account's email address is ${address}, and every session has been signed out. If you did not ask for the change, reset your password now.`;
}

/** Each field left out keeps its current value; "" or null clears a name or the phone. */
export const profileInput = z.object(
  {
    firstName: optionalField("First name", PROFILE_LIMITS.name),
    lastName: optionalField("Last name", PROFILE_LIMITS.name),
    email: emailAddress("Email", "Please enter a valid email address").optional(),
    phone: optionalField("Phone", PROFILE_LIMITS.phone),
    currentPassword: z.string({ error: "Current password must be text" }).optional(),
  },
  { error: "Profile details are required" },
);

function preference(label: string) {
  return z
    .boolean({ error: `${label} must be true or false` })
    .nullish()
    .transform((value) => value ?? undefined);
}

/** Either switch may come alone: each is saved the moment it is flipped. */
export const notificationPreferencesInput = z.object(
  {
    emailNotifications: preference("Email notifications"),
    taskReminders: preference("Task reminders"),
  },
  { error: "Notification preferences are required" },
);

/** The page sizes a person can choose for every list; 25 rows until they choose (the spec names none). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;
export const PAGE_SIZE_CHOICE = "Page size must be 10, 25, 50 or 100";

export function isPageSize(value: unknown): value is PageSize {
  return PAGE_SIZES.some((size) => size === value);
}

/** The person's list preferences: how many rows each list shows per page. */
export const listPreferencesInput = z.object(
  { pageSize: z.number({ error: PAGE_SIZE_CHOICE }).refine(isPageSize, PAGE_SIZE_CHOICE) },
  { error: "List preferences are required" },
);

const passwordFields = {
  currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required"),
  newPassword: password,
};

function newPasswordDiffers(input: { currentPassword: string; newPassword: string }) {
  return input.newPassword !== input.currentPassword;
}

export const changePasswordInput = z
  .object(passwordFields, { error: "Current and new password are required" })
  .refine(newPasswordDiffers, { message: SAME_PASSWORD, path: ["newPassword"] });

/** A first password, for an account made at a single sign-on (it has none to give). */
export const setPasswordInput = z.object({ newPassword: password }, { error: "New password is required" });

/** The form's version: the new password typed twice. */
export const setPasswordForm = z
  .object({ newPassword: password, confirmPassword: z.string({ error: PASSWORDS_DO_NOT_MATCH }) })
  .refine((input) => input.newPassword === input.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ["confirmPassword"],
  });

/** The form's version: the new password typed twice, checked before anything is sent. */
export const changePasswordForm = z
  .object({ ...passwordFields, confirmPassword: z.string({ error: PASSWORDS_DO_NOT_MATCH }) })
  .refine((input) => input.newPassword === input.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ["confirmPassword"],
  })
  .refine(newPasswordDiffers, { message: SAME_PASSWORD, path: ["newPassword"] });

/** The token of the link mailed to the old address. */
export const emailChangeCancelInput = z.object(
  { token: z.string({ error: "No cancel token provided" }).min(1, "No cancel token provided") },
  { error: "No cancel token provided" },
);

export type ProfileInput = z.input<typeof profileInput>;
export type NotificationPreferencesInput = z.input<typeof notificationPreferencesInput>;
export type ListPreferencesInput = z.input<typeof listPreferencesInput>;
export type ChangePasswordInput = z.input<typeof changePasswordInput>;
export type ChangePasswordFormValues = z.input<typeof changePasswordForm>;
export type SetPasswordFormValues = z.input<typeof setPasswordForm>;
