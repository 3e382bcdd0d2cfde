import { isAdminPath } from "./workspaceRequiredRedirect.ts";

/**
 * Where to send someone whose workspace requires single sign-on while their session was signed in
 * otherwise: /login, which says why and offers the single sign-on button, coming back here after. Null
 * when the error is about something else, on /login itself, on Settings (their own account stays
 * reachable) or on admin pages.
 */
export function singleSignOnPathAfterRefusal(options: {
  pathname: string;
  search: string;
  errorCodes: readonly unknown[];
}): string | null {
  const { pathname, search, errorCodes } = options;
  if (!errorCodes.includes("SINGLE_SIGN_ON_REQUIRED")) return null;
  if (pathname === "/login" || pathname === "/settings" || isAdminPath(pathname)) return null;
  return `/login?${new URLSearchParams({ sso_error: "required", next: `${pathname}${search}` })}`;
}
