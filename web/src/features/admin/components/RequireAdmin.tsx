import { useQuery } from "@apollo/client/react";
import { Alert } from "antd";
import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { AdminSessionDocument } from "#web/graphql/generated/graphql.ts";
import { ButtonLink } from "#web/ui/ButtonLink.tsx";
import { CenteredPage } from "#web/ui/CenteredPage.tsx";
import { LoadingScreen } from "#web/ui/LoadingScreen.tsx";
import { ADMIN_SECURITY_PATH } from "./adminPaths.ts";

/**
 * Layout route for admin pages: only a session that says isAdmin gets in; others go to /admin/login.
 * With ADMIN_REQUIRE_2FA, an admin without a second factor is led to set one up first (the server
 * refuses the admin's operations until then) on the admin's own security page, which needs no
 * workspace: the site admin may have none, and Settings is a workspace's page.
 */
export function RequireAdmin() {
  const { data, loading, error } = useQuery(AdminSessionDocument);
  const { pathname } = useLocation();

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
  if (session.twoFactorSetupRequired && pathname !== ADMIN_SECURITY_PATH) {
    return (
      <CenteredPage>
        <Alert
          type="warning"
          showIcon
          title="Set up two-factor authentication first"
          description="This site requires the administrator to use two-factor authentication. The admin pages open once you have set it up."
          action={
            <ButtonLink type="primary" to={ADMIN_SECURITY_PATH}>
              Set up two-factor authentication
            </ButtonLink>
          }
        />
      </CenteredPage>
    );
  }
  return <Outlet />;
}
