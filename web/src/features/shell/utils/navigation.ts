export type NavKey = "dashboard" | "customers" | "companies" | "deals" | "tasks" | "activities" | "settings";

export const NAV_ENTRIES: ReadonlyArray<{ key: NavKey; label: string; path: string }> = [
  { key: "dashboard", label: "Dashboard", path: "/dashboard" },
  { key: "customers", label: "Customers", path: "/customers" },
  { key: "companies", label: "Companies", path: "/companies" },
  { key: "deals", label: "Deals", path: "/deals" },
  { key: "tasks", label: "Tasks", path: "/tasks" },
  { key: "activities", label: "Activities", path: "/activities" },
  { key: "settings", label: "Settings", path: "/settings" },
];

/** The navigation entry for the current path (its own page or any page under it), if any. */
export function activeNavKey(pathname: string): NavKey | null {
  const entry = NAV_ENTRIES.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`));
  return entry?.key ?? null;
}
