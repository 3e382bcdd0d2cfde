import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { Navigate, Outlet } from "react-router-dom";
import { AdminSessionDocument } from "#web/graphql/generated/graphql.ts";
import { LoadingScreen } from "#web/ui/LoadingScreen.tsx";

/** Layout route for admin pages: only a session that says isAdmin gets in; others go to /admin/login. */
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
  return <Outlet />;
}
