import { useQuery } from "@apollo/client/react";
import { Alert } from "antd";
import { useEffect } from "react";
import { Navigate, Outlet } from "react-router-dom";
import { AdminSessionDocument } from "#web/graphql/generated/graphql.ts";
import { ButtonLink } from "#web/ui/ButtonLink.tsx";
import { CenteredPage } from "#web/ui/CenteredPage.tsx";
import { LoadingScreen } from "#web/ui/LoadingScreen.tsx";
import { settingsTabPath } from "#web/ui/settingsTabs.ts";

/**
 * Layout route for admin pages: only a session that says isAdmin gets in; others go to /admin/login.
 * With ADMIN_REQUIRE_2FA, an admin without a second factor is led to set one up first (the server
 * refuses the admin's operations until then).
 */
export function RequireAdmin() {
  const { data, loading, error } = useQuery(AdminSessionDocument);

  useEffect(() => {
    if (error) {
      console.error("Auth check failed", error);
    }
  }, [error]);

  if (loading) {
    return <LoadingScreen />;
  }
  const session = data?.adminSession;
  if (error || !session?.isAuthenticated || !session.isAdmin) {
    return <Navigate to="/admin/login" replace />;
  }
  if (session.twoFactorSetupRequired) {
    return (
      <CenteredPage>
        <Alert
          type="warning"
          showIcon
          title="Set up two-factor authentication first"
          description="This site requires the administrator to use two-factor authentication. The admin pages open once you have set it up."
          action={
            <ButtonLink type="primary" to={settingsTabPath("security")}>
              Set up two-factor authentication
            </ButtonLink>
          }
        />
      </CenteredPage>
    );
  }
  return <Outlet />;
}
