import { useLocation } from "react-router-dom";
import { isAdminPath } from "../utils/adminNavigation.ts";
import { AdminSidebarNav } from "./AdminSidebarNav.tsx";
import { SidebarBrand, SiteAdminBrand } from "./SidebarBrand.tsx";
import { SidebarNav } from "./SidebarNav.tsx";
import { SidebarUser } from "./SidebarUser.tsx";

export type SidebarContentProps = {
  collapsed: boolean;
  onNavigate?: () => void;
};

/**
 * Brand, navigation and the user's footer: the same in the desktop sidebar and the mobile drawer.
 * The admin area's pages show the admin's brand (no workspace switcher) and navigation instead of the CRM's.
 */
export function SidebarContent({ collapsed, onNavigate }: SidebarContentProps) {
  const admin = isAdminPath(useLocation().pathname);
  const [Brand, Navigation] = admin ? [SiteAdminBrand, AdminSidebarNav] : [SidebarBrand, SidebarNav];
  return (
    <div className={collapsed ? "sidebar-content sidebar-content-collapsed" : "sidebar-content"}>
      <Brand collapsed={collapsed} />
      <Navigation collapsed={collapsed} onNavigate={onNavigate} />
      <SidebarUser collapsed={collapsed} />
    </div>
  );
}
