import { Alert } from "antd";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { CenteredPage } from "../CenteredPage.tsx";
import { LoadingScreen } from "../LoadingScreen.tsx";
import { settingsTabPath } from "../settingsTabs.ts";
import { useCurrentWorkspace } from "./useCurrentWorkspace.ts";

export type RequireWorkspaceProps = {
  children: ReactNode;
};

/**
 * Shows the CRM only to someone with a workspace to work in: anyone else (none yet, removed, or
 * it was deleted) goes to the workspace chooser instead. Someone whose workspace requires a second
 * factor they have not set up goes to Settings → Security, which explains why (the rest of Settings
 * shows only their own account until then).
 */
export function RequireWorkspace({ children }: RequireWorkspaceProps) {
  const { viewer, workspace, loading, error } = useCurrentWorkspace();
  const { pathname } = useLocation();
  if (loading && !viewer) {
    return <LoadingScreen />;
  }
  if (error) {
    return (
      <CenteredPage>
        <Alert type="error" showIcon title="Failed to load your workspace. Please reload the page." />
      </CenteredPage>
    );
  }
  if (!workspace) {
    return <Navigate to="/workspaces" replace />;
  }
  if (viewer?.twoFactorSetupRequired && pathname !== "/settings") {
    return <Navigate to={settingsTabPath("security")} replace />;
  }
  return children;
}
