import { ROUTE_TABLE, type RouteGroup } from "#web/app/routeTable.ts";

/** The settings tabs and team screens, which the route table lists only once (as /settings). */
export const TEAM_PAGES = [
  "/settings",
  "/settings?tab=preferences",
  "/settings?tab=security",
  "/settings?tab=workspace",
  "/settings?tab=team",
  "/settings?tab=api-keys",
  "/settings?tab=webhooks",
  "/workspaces",
  "/invite?token=unknown",
];

// Every page the router serves, from its route table, so a new route is checked too. A customer's
// (or company's) page has an id in its path: callers visit one through the list (a company's through its
// person's page; its not-found page is the customer's); `/admin` only redirects.
const pagesIn = (...groups: RouteGroup[]) =>
  ROUTE_TABLE.filter((route) => "page" in route && !route.path.includes(":") && groups.includes(route.group)).map(
    (route) => route.path.replace("/*", ""),
  );

export const PUBLIC_PAGES = [
  ...pagesIn("public", "publicGraphql"),
  "/no-such-page",
  "/help-center/connect-zapier",
  "/reset-password?token=unknown",
  // The sign-in page saying why a single sign-on signed nobody in.
  "/login?sso_error=failed",
];
export const CRM_PAGES = [...new Set([...pagesIn("signedIn", "crm"), ...TEAM_PAGES, "/customers/not-an-id"])];
export const ADMIN_PAGES = pagesIn("admin");

export const THEMES = ["light", "dark"] as const;
export type ThemeName = (typeof THEMES)[number];

/** A desktop and the narrowest phone the issue names. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  "375 px": { width: 375, height: 800 },
} as const;
