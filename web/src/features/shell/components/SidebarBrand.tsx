import { CheckOutlined, DownOutlined, PlusOutlined } from "@ant-design/icons";
import { useQuery } from "@apollo/client/react";
import { Dropdown, type MenuProps } from "antd";
import { useRef, useState, type KeyboardEvent } from "react";
import { ShellBrandDocument } from "#web/graphql/generated/graphql.ts";
import { useInitialData } from "#web/ui/site/useInitialData.ts";
import { CreateWorkspaceDialog } from "#web/ui/workspace/CreateWorkspaceDialog.tsx";
import { useCurrentWorkspace, type Viewer } from "#web/ui/workspace/useCurrentWorkspace.ts";
import { useEnterWorkspace } from "#web/ui/workspace/useEnterWorkspace.ts";

const CREATE_KEY = "create-workspace";

export type SidebarBrandProps = {
  collapsed: boolean;
};

function menuItems(viewer: Viewer | null): MenuProps["items"] {
  const memberships = viewer?.memberships ?? [];
  const currentId = viewer?.currentWorkspace?.id;
  const create = { key: CREATE_KEY, icon: <PlusOutlined />, label: "Create workspace" };
  if (memberships.length < 2) return [create];
  return [
    {
      type: "group",
      key: "workspaces",
      label: "Switch workspace",
      children: memberships.map(({ workspace }) => ({
        key: workspace.id,
        icon: workspace.id === currentId ? <CheckOutlined /> : <span className="sidebar-brand-menu-spacer" />,
        label: (
          <>
            {workspace.name}
            {workspace.id === currentId ? <span className="visually-hidden"> (current)</span> : null}
          </>
        ),
      })),
    },
    { type: "divider" },
    create,
  ];
}

/** The company name of the site settings: as the page carried them until the query answers, or when it is empty. */
function useCompanyName(): string {
  const { data } = useQuery(ShellBrandDocument);
  const fromPage = useInitialData().siteSettings.companyName;
  return data?.siteSettings.companyName.trim() || fromPage;
}

/**
 * The admin area's brand: the company name and "Site admin", with no menu. The site admin works on the
 * public site, not in a workspace, so there is no workspace to show or switch to.
 */
export function SiteAdminBrand({ collapsed }: SidebarBrandProps) {
  const companyName = useCompanyName();
  return (
    <div className="sidebar-brand sidebar-brand-static" title={collapsed ? `${companyName}: site admin` : undefined}>
      <span className="sidebar-brand-mark" aria-hidden="true">
        {Array.from(companyName)[0]?.toUpperCase()}
      </span>
      {collapsed ? (
        <span className="visually-hidden">{`${companyName}, site admin`}</span>
      ) : (
        <span className="sidebar-brand-text">
          <span className="sidebar-brand-name">{companyName}</span>
          <span className="sidebar-brand-workspace">Site admin</span>
        </span>
      )}
    </div>
  );
}

/**
 * The company name from the site settings (as the page carried them until they load, or when empty) and,
 * under it, the current workspace. It opens a menu to switch workspace (when there is more than
 * one) or create one.
 */
export function SidebarBrand({ collapsed }: SidebarBrandProps) {
  const companyName = useCompanyName();
  const { viewer, workspace } = useCurrentWorkspace();
  const { switchTo } = useEnterWorkspace();
  const [creating, setCreating] = useState(false);
  const workspaceName = workspace?.name ?? "No workspace";

  const trigger = useRef<HTMLButtonElement>(null);
  // antd hides the menu that has focus when Escape closes it, and focus would fall to the page's start.
  const returnFocusOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape") trigger.current?.focus();
  };

  const handleClick: NonNullable<MenuProps["onClick"]> = ({ key }) => {
    if (key === CREATE_KEY) setCreating(true);
    else if (key !== workspace?.id) void switchTo(key);
  };

  return (
    <>
      <Dropdown
        trigger={["click"]}
        rootClassName="sidebar-brand-menu"
        menu={{ items: menuItems(viewer), onClick: handleClick, onKeyDown: returnFocusOnEscape }}
      >
        <button
          type="button"
          ref={trigger}
          className="sidebar-brand"
          aria-haspopup="menu"
          aria-label={collapsed ? `${companyName}, workspace ${workspaceName}` : undefined}
          title={collapsed ? `${companyName}: ${workspaceName}` : undefined}
        >
          <span className="sidebar-brand-mark" aria-hidden="true">
            {Array.from(companyName)[0]?.toUpperCase()}
          </span>
          {collapsed ? null : (
            <>
              <span className="sidebar-brand-text">
                <span className="sidebar-brand-name">{companyName}</span>
                <span className="sidebar-brand-workspace">{workspaceName}</span>
              </span>
              <DownOutlined className="sidebar-brand-caret" aria-hidden="true" />
            </>
          )}
        </button>
      </Dropdown>
      <CreateWorkspaceDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
