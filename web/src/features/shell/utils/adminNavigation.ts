export type AdminNavKey =
  "dashboard" | "hero" | "features" | "pricing" | "testimonials" | "settings" | "messages" | "workspaces";

/** The admin area's navigation group, shown instead of the CRM's entries on every /admin page. */
export const ADMIN_NAV_ENTRIES: ReadonlyArray<{ key: AdminNavKey; label: string; path: string }> = [
  { key: "dashboard", label: "Dashboard", path: "/admin/dashboard" },
  { key: "hero", label: "Hero", path: "/admin/hero" },
  { key: "features", label: "Features", path: "/admin/features" },
  { key: "pricing", label: "Pricing", path: "/admin/pricing" },
  { key: "testimonials", label: "Testimonials", path: "/admin/testimonials" },
  { key: "settings", label: "Settings", path: "/admin/settings" },
  { key: "messages", label: "Messages", path: "/admin/messages" },
  { key: "workspaces", label: "Workspaces", path: "/admin/workspaces" },
];

/** Whether a path is the admin area's (`/admin` or below), whose pages show the admin's navigation. */
export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/** The admin navigation entry for the current path (its own page or any page under it), if any. */
export function activeAdminNavKey(pathname: string): AdminNavKey | null {
  const entry = ADMIN_NAV_ENTRIES.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`));
  return entry?.key ?? null;
}
