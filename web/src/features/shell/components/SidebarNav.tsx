import {
  CheckSquareOutlined,
  DashboardOutlined,
  FundProjectionScreenOutlined,
  HistoryOutlined,
  SettingOutlined,
  TeamOutlined,
} from "@ant-design/icons";
import { Menu, type MenuProps } from "antd";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router-dom";
import { NAV_ENTRIES, activeNavKey, type NavKey } from "../utils/navigation.ts";

const NAV_ICONS: Record<NavKey, ReactNode> = {
  dashboard: <DashboardOutlined />,
  customers: <TeamOutlined />,
  deals: <FundProjectionScreenOutlined />,
  tasks: <CheckSquareOutlined />,
  activities: <HistoryOutlined />,
  settings: <SettingOutlined />,
};

export type SidebarNavProps = {
  collapsed: boolean;
  /** Called after an entry is chosen (the mobile drawer closes). */
  onNavigate?: () => void;
};

/** The "Navigation" group; the entry for the current path is highlighted. */
export function SidebarNav({ collapsed, onNavigate }: SidebarNavProps) {
  const { pathname } = useLocation();
  const active = activeNavKey(pathname);
  const entries: MenuProps["items"] = NAV_ENTRIES.map(({ key, label, path }) => ({
    key,
    icon: NAV_ICONS[key],
    label: (
      <Link to={path} onClick={onNavigate}>
        {label}
      </Link>
    ),
  }));
  const items: MenuProps["items"] = collapsed
    ? entries
    : [{ type: "group", key: "navigation", label: "Navigation", children: entries }];

  return (
    <nav aria-label="Main" className="sidebar-nav">
      <Menu mode="inline" inlineCollapsed={collapsed} selectedKeys={active ? [active] : []} items={items} />
    </nav>
  );
}
