import { Router } from "express";
import type { User } from "../../prisma/generated/prisma/client.ts";
import { cancelEmailChange, resendEmailChange } from "../../schema/account/email-change.service.ts";
import { changePassword } from "../../schema/account/password-change.service.ts";
import { updateNotificationPreferences, updateProfile } from "../../schema/account/profile.service.ts";
import { requireViewer } from "../../schema/auth/guards.ts";

export const accountRoutes = Router();

/** The signed-in person as the API shows them: never the password hash or the session version. */
function accountJson(user: User) {
  const { id, username, email, pendingEmail, firstName, lastName, phone, emailNotifications, taskReminders } = user;
  return { id, username, email, pendingEmail, firstName, lastName, phone, emailNotifications, taskReminders };
}

accountRoutes.get("/user", (_req, res) => {
  res.json(accountJson(requireViewer(res.locals.context)));
});

/** `{ firstName, lastName, email, phone }`, each optional; a new email waits for its confirmation link. */
accountRoutes.put("/user/profile", async (req, res) => {
  res.json(accountJson(await updateProfile(res.locals.context, req.body)));
});

accountRoutes.post("/user/email-change/resend", async (_req, res) => {
  res.json(await resendEmailChange(res.locals.context));
});

accountRoutes.delete("/user/email-change", async (_req, res) => {
  res.json(accountJson(await cancelEmailChange(res.locals.context)));
});

/** `{ emailNotifications, taskReminders }`, each optional. */
accountRoutes.put("/user/notification-preferences", async (req, res) => {
  res.json(accountJson(await updateNotificationPreferences(res.locals.context, req.body)));
});

/** `{ currentPassword, newPassword }`; ends every other session, and this one stays signed in. */
accountRoutes.put("/user/password", async (req, res) => {
  res.json(await changePassword(res.locals.context, req.body));
});
