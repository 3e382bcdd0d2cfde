import type { User } from "#prisma/generated/prisma/client.ts";
import { requireSessionViewer } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import { parseInput } from "#core/validation.ts";
import { listPreferencesInput, notificationPreferencesInput, profileInput } from "./account.rules.ts";
import { saveWithEmailChange } from "./email-change.service.ts";

/** The address to confirm, or null when the Email field asks for none (left out, current, or already pending). */
function newAddress(viewer: User, email: string | undefined): string | null {
  const normalized = email?.toLowerCase();
  if (!email || normalized === viewer.emailNormalized || normalized === viewer.pendingEmail?.toLowerCase()) {
    return null;
  }
  return email;
}

/**
 * Saves names and phone at once. A new e-mail address needs the current password and waits for its
 * link (see email-change.service.ts); the current address in other letter case is the same address,
 * saved as typed, and needs no password.
 */
export async function updateProfile(ctx: Context, input: unknown) {
  const viewer = requireSessionViewer(ctx);
  const { email, currentPassword, ...fields } = parseInput(profileInput, input);
  const changeTo = newAddress(viewer, email);
  const recased = email !== undefined && email.toLowerCase() === viewer.emailNormalized;
  const user = changeTo
    ? await saveWithEmailChange(ctx, viewer, fields, changeTo, currentPassword)
    : await ctx.db.user.update({ where: { id: viewer.id }, data: recased ? { ...fields, email } : fields });
  ctx.viewer = user;
  return user;
}

/** The two mails a person may turn off; each switch is saved on its own. */
export async function updateNotificationPreferences(ctx: Context, input: unknown) {
  const viewer = requireSessionViewer(ctx);
  const preferences = parseInput(notificationPreferencesInput, input);
  const user = await ctx.db.user.update({ where: { id: viewer.id }, data: preferences });
  ctx.viewer = user;
  return user;
}

/** How many rows every list shows per page, for this person wherever they sign in. */
export async function updateListPreferences(ctx: Context, input: unknown) {
  const viewer = requireSessionViewer(ctx);
  const preferences = parseInput(listPreferencesInput, input);
  const user = await ctx.db.user.update({ where: { id: viewer.id }, data: preferences });
  ctx.viewer = user;
  return user;
}
