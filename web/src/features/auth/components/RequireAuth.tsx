import { Navigate, Outlet } from "react-router-dom";
import { LoadingScreen } from "#web/ui/LoadingScreen.tsx";
import { useSession } from "#web/ui/session/useSession.ts";

/** Layout route for signed-in pages: shows "Loading..." during the session check, else sends visitors to /login. */
export function RequireAuth() {
  const { loading, isAuthenticated } = useSession();
  if (loading) {
    return <LoadingScreen />;
  }
  if (!isAuthenticated) {
    return <Navigate to="/login" replace />;
  }
  return <Outlet />;
}
