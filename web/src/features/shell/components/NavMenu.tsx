import { Menu, type MenuProps } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";

export type NavMenuEntry = { key: string; label: string; path: string; icon: ReactNode };

export type NavMenuProps = {
  /** Names the navigation landmark. */
  label: string;
  /** The group's heading while the sidebar is expanded. */
  group: string;
  entries: readonly NavMenuEntry[];
  /** The entry of the current path, highlighted. */
  activeKey: string | null;
  collapsed: boolean;
  /** Called after an entry is chosen (the mobile drawer closes). */
  onNavigate?: () => void;
};

/** A sidebar navigation group: one link per entry, icons only while the sidebar is collapsed. */
export function NavMenu({ label, group, entries, activeKey, collapsed, onNavigate }: NavMenuProps) {
  const items: MenuProps["items"] = entries.map(({ key, label: text, path, icon }) => ({
    key,
    icon,
    label: (
      <Link to={path} onClick={onNavigate}>
        {text}
      </Link>
    ),
  }));
  return (
    <nav aria-label={label} className="sidebar-nav">
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        selectedKeys={activeKey ? [activeKey] : []}
        items={collapsed ? items : [{ type: "group", key: group, label: group, children: items }]}
      />
    </nav>
  );
}
