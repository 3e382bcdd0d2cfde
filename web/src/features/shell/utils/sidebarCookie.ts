export const SIDEBAR_COOKIE_NAME = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

/**
 * Whether the sidebar was left open, from a `document.cookie` string. Open unless the cookie
 * says "false"; a missing or unreadable cookie means open.
 */
export function readSidebarOpen(cookieHeader: string): boolean {
  for (const pair of cookieHeader.split(";")) {
    const separator = pair.indexOf("=");
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() === SIDEBAR_COOKIE_NAME) {
      return pair.slice(separator + 1).trim() !== "false";
    }
  }
  return true;
}

/** The `document.cookie` assignment that keeps the sidebar's open state for 7 days on every path. */
export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
