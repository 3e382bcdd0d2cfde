import { ConfigProvider, Drawer, Layout } from "antd";
import { Outlet } from "react-router-dom";
import { RequireWorkspace } from "#web/ui/workspace/RequireWorkspace.tsx";
import { useSidebarState } from "../hooks/useSidebarState.ts";
import "../shell.css";
import { SidebarContent } from "./SidebarContent.tsx";
import { TopBar } from "./TopBar.tsx";

/** The spec's widths: 16rem expanded, 3rem collapsed to icons, 18rem as the mobile drawer. */
const SIDEBAR_WIDTH = "16rem";
const SIDEBAR_COLLAPSED_WIDTH = "3rem";
const MOBILE_DRAWER_WIDTH = "18rem";

const shellTheme = { components: { Menu: { collapsedWidth: SIDEBAR_COLLAPSED_WIDTH } } };

export type AppShellProps = {
  /** The CRM screens need a workspace (people without one go to /workspaces); admin pages do not. */
  requireWorkspace?: boolean;
};

/**
 * Layout route for the signed-in area: a collapsible sidebar (an overlay drawer below 768px), a top
 * bar with the customer search and the theme toggle, and the page in the middle.
 */
export function AppShell({ requireWorkspace = false }: AppShellProps) {
  const sidebar = useSidebarState();
  const { isMobile, open, openMobile, setOpenMobile } = sidebar;

  const shell = (
    <ConfigProvider theme={shellTheme}>
      <Layout className="app-shell" hasSider={!isMobile}>
        {isMobile ? (
          <Drawer
            placement="left"
            open={openMobile}
            onClose={() => setOpenMobile(false)}
            size={MOBILE_DRAWER_WIDTH}
            closable={false}
            aria-label="Sidebar"
            className="app-sidebar-drawer"
            styles={{ body: { padding: 0 } }}
          >
            <SidebarContent collapsed={false} onNavigate={() => setOpenMobile(false)} />
          </Drawer>
        ) : (
          <Layout.Sider
            theme="light"
            className="app-sidebar"
            width={SIDEBAR_WIDTH}
            collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
            collapsible
            collapsed={!open}
            trigger={null}
            aria-label="Sidebar"
          >
            <SidebarContent collapsed={!open} />
          </Layout.Sider>
        )}
        <Layout className="app-main">
          <TopBar sidebar={sidebar} />
          <Layout.Content className="app-content">
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </ConfigProvider>
  );
  return requireWorkspace ? <RequireWorkspace>{shell}</RequireWorkspace> : shell;
}
