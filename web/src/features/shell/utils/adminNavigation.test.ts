import { describe, expect, it } from "vitest";
import { ADMIN_NAV_ENTRIES, activeAdminNavKey, isAdminPath } from "./adminNavigation.ts";

describe("the admin navigation", () => {
  it("lists the admin's pages in order", () => {
    expect(ADMIN_NAV_ENTRIES.map(({ label }) => label)).toEqual([
      "Dashboard",
      "Hero",
      "Features",
      "Pricing",
      "Testimonials",
      "Settings",
      "Messages",
      "Workspaces",
    ]);
  });

  it("marks the entry of the current admin page", () => {
    expect(activeAdminNavKey("/admin/dashboard")).toBe("dashboard");
    expect(activeAdminNavKey("/admin/pricing")).toBe("pricing");
    expect(activeAdminNavKey("/admin/settings")).toBe("settings");
    expect(activeAdminNavKey("/admin/workspaces/42")).toBe("workspaces");
  });

  it("marks nothing for look-alike or CRM paths", () => {
    expect(activeAdminNavKey("/admin/pricingx")).toBeNull();
    expect(activeAdminNavKey("/settings")).toBeNull();
  });

  it("tells the admin area's paths from the others", () => {
    expect(isAdminPath("/admin")).toBe(true);
    expect(isAdminPath("/admin/hero")).toBe(true);
    expect(isAdminPath("/administration")).toBe(false);
    expect(isAdminPath("/dashboard")).toBe(false);
  });
});
