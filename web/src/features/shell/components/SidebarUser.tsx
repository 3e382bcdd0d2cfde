import { LogoutOutlined } from "@ant-design/icons";
import { Dropdown, type MenuProps } from "antd";
import { InitialsAvatar } from "#web/ui/InitialsAvatar.tsx";
import { useRef, type KeyboardEvent } from "react";
import { useLogout } from "#web/ui/session/useLogout.ts";
import { useSession } from "#web/ui/session/useSession.ts";
import { initials } from "#web/ui/session/initials.ts";

export type SidebarUserProps = {
  collapsed: boolean;
};

const MENU_ITEMS: MenuProps["items"] = [{ key: "logout", icon: <LogoutOutlined />, label: "Log out" }];

/** The sidebar footer: the signed-in user's avatar, name and email, opening a menu with "Log out". */
export function SidebarUser({ collapsed }: SidebarUserProps) {
  const { user } = useSession();
  const { logOut } = useLogout();
  const username = user?.username || "User";
  const trigger = useRef<HTMLButtonElement>(null);
  // antd hides the menu that has focus when Escape closes it, and focus would fall to the page's start.
  const returnFocusOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape") trigger.current?.focus();
  };

  return (
    <Dropdown
      trigger={["click"]}
      placement="topLeft"
      menu={{
        items: MENU_ITEMS,
        onClick: ({ key }) => {
          if (key === "logout") void logOut();
        },
        onKeyDown: returnFocusOnEscape,
      }}
    >
      <button ref={trigger} type="button" className="sidebar-user" title={collapsed ? username : undefined}>
        <InitialsAvatar className="sidebar-user-avatar" initials={initials(user?.username, user?.email)} />
        {collapsed ? null : (
          <span className="sidebar-user-text">
            <span className="sidebar-user-name">{username}</span>
            <span className="sidebar-user-email">{user?.email}</span>
          </span>
        )}
      </button>
    </Dropdown>
  );
}
