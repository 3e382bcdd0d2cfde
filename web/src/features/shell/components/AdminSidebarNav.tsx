import {
  AppstoreOutlined,
  DashboardOutlined,
  DollarOutlined,
  MailOutlined,
  RocketOutlined,
  SettingOutlined,
  StarOutlined,
  TeamOutlined,
} from "@ant-design/icons";
import type { ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { ADMIN_NAV_ENTRIES, activeAdminNavKey, type AdminNavKey } from "../utils/adminNavigation.ts";
import { NavMenu } from "./NavMenu.tsx";
import type { SidebarNavProps } from "./SidebarNav.tsx";

const ADMIN_NAV_ICONS: Record<AdminNavKey, ReactNode> = {
  dashboard: <DashboardOutlined />,
  hero: <RocketOutlined />,
  features: <AppstoreOutlined />,
  pricing: <DollarOutlined />,
  testimonials: <StarOutlined />,
  settings: <SettingOutlined />,
  messages: <MailOutlined />,
  workspaces: <TeamOutlined />,
};

/** The "Site Admin" group of the /admin pages; the entry for the current page is highlighted. */
export function AdminSidebarNav({ collapsed, onNavigate }: SidebarNavProps) {
  const { pathname } = useLocation();
  return (
    <NavMenu
      label="Site admin"
      group="Site Admin"
      entries={ADMIN_NAV_ENTRIES.map((entry) => ({ ...entry, icon: ADMIN_NAV_ICONS[entry.key] }))}
      activeKey={activeAdminNavKey(pathname)}
      collapsed={collapsed}
      onNavigate={onNavigate}
    />
  );
}
