import { SidebarBrand } from "./SidebarBrand.tsx";
import { SidebarNav } from "./SidebarNav.tsx";
import { SidebarUser } from "./SidebarUser.tsx";

export type SidebarContentProps = {
  collapsed: boolean;
  onNavigate?: () => void;
};

/** Brand, navigation and the user's footer: the same in the desktop sidebar and the mobile drawer. */
export function SidebarContent({ collapsed, onNavigate }: SidebarContentProps) {
  return (
    <div className={collapsed ? "sidebar-content sidebar-content-collapsed" : "sidebar-content"}>
      <SidebarBrand collapsed={collapsed} />
      <SidebarNav collapsed={collapsed} onNavigate={onNavigate} />
      <SidebarUser collapsed={collapsed} />
    </div>
  );
}
