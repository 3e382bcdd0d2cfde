import { MenuFoldOutlined, MenuUnfoldOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { ThemeToggle } from "../../theme/ThemeToggle.tsx";
import type { SidebarState } from "../hooks/useSidebarState.ts";
import { GlobalSearch } from "./GlobalSearch.tsx";

export type TopBarProps = {
  sidebar: SidebarState;
};

export function TopBar({ sidebar }: TopBarProps) {
  const expanded = sidebar.isMobile ? sidebar.openMobile : sidebar.open;
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
      <GlobalSearch />
      <div className="app-topbar-actions">
        <ThemeToggle />
      </div>
    </header>
  );
}
