import {
  BankOutlined,
  CheckSquareOutlined,
  DashboardOutlined,
  FundProjectionScreenOutlined,
  HistoryOutlined,
  SettingOutlined,
  TeamOutlined,
} from "@ant-design/icons";
import type { ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { NAV_ENTRIES, activeNavKey, type NavKey } from "../utils/navigation.ts";
import { NavMenu } from "./NavMenu.tsx";

const NAV_ICONS: Record<NavKey, ReactNode> = {
  dashboard: <DashboardOutlined />,
  customers: <TeamOutlined />,
  companies: <BankOutlined />,
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
  return (
    <NavMenu
      label="Main"
      group="Navigation"
      entries={NAV_ENTRIES.map((entry) => ({ ...entry, icon: NAV_ICONS[entry.key] }))}
      activeKey={activeNavKey(pathname)}
      collapsed={collapsed}
      onNavigate={onNavigate}
    />
  );
}
