import { settingsTabPath } from "#web/ui/settingsTabs.ts";
import { isAdminPath } from "./workspaceRequiredRedirect.ts";

/**
 * Where to send someone whose workspace started requiring a second factor while they use the app:
 * Settings → Security, which says why and sets one up. Null when the error is about something else,
 * on Settings itself (it shows only their own account then), or on admin pages, whose gate leads the
 * admin there itself.
 */
export function twoFactorSetupPathAfterRefusal(options: {
  pathname: string;
  errorCodes: readonly unknown[];
}): string | null {
  const { pathname, errorCodes } = options;
  if (!errorCodes.includes("TWO_FACTOR_REQUIRED")) return null;
  if (pathname === "/settings" || isAdminPath(pathname)) return null;
  return settingsTabPath("security");
}
