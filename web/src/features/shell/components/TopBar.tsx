import { MenuFoldOutlined, MenuUnfoldOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useLocation } from "react-router-dom";
import { ThemeToggle } from "#web/ui/theme/ThemeToggle.tsx";
import type { SidebarState } from "../hooks/useSidebarState.ts";
import { isAdminPath } from "../utils/adminNavigation.ts";
import { GlobalSearch } from "./GlobalSearch.tsx";

export type TopBarProps = {
  sidebar: SidebarState;
};

export function TopBar({ sidebar }: TopBarProps) {
  const expanded = sidebar.isMobile ? sidebar.openMobile : sidebar.open;
  // The search covers a workspace's records, which the site admin's pages are not about.
  const searchable = !isAdminPath(useLocation().pathname);
  return (
    <header className="app-topbar">
      <Button
        type="text"
        aria-label="Toggle sidebar"
        aria-expanded={expanded}
        title="Toggle sidebar (Ctrl+B)"
        icon={expanded ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={sidebar.toggle}
      />
      {searchable ? <GlobalSearch /> : null}
      <div className="app-topbar-actions">
        <ThemeToggle />
      </div>
    </header>
  );
}
