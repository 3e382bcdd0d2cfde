import { Alert } from "antd";
import { Navigate, Outlet } from "react-router-dom";
import { CenteredPage } from "../../../ui/CenteredPage.tsx";
import { LoadingScreen } from "../../../ui/LoadingScreen.tsx";
import { useCurrentWorkspace } from "../hooks/useCurrentWorkspace.ts";

/**
 * Layout route inside RequireAuth for the CRM screens: someone signed in without a workspace to
 * work in (none yet, removed, or it was deleted) goes to the workspace chooser instead.
 */
export function RequireWorkspace() {
  const { viewer, workspace, loading, error } = useCurrentWorkspace();
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
  return <Outlet />;
}
