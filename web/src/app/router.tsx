import { Navigate, createBrowserRouter, type RouteObject } from "react-router-dom";
import { LandingPage } from "../pages/LandingPage.tsx";
import { RouteError } from "./RouteError.tsx";

/** Layout route drawing the signed-in area's sidebar and top bar around its children. */
function appShell(children: RouteObject[]): RouteObject {
  return {
    lazy: async () => ({
      Component: (await import("../features/shell/components/AppShell.tsx")).AppShell,
    }),
    children,
  };
}

/** A shell screen that a later release builds; until then it says so. */
function comingSoon(path: string, screen: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { ComingSoonPage } = await import("../pages/ComingSoonPage.tsx");
      return { element: <ComingSoonPage screen={screen} /> };
    },
  };
}

/**
 * Every route except the landing page is loaded on demand, so `/` ships only what it shows.
 * Signed-in pages sit under the RequireAuth layout route, admin pages under RequireAdmin; both
 * draw the app shell inside their guard.
 */
export const router = createBrowserRouter([
  {
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      { index: true, Component: LandingPage },
      {
        path: "login",
        lazy: async () => ({
          Component: (await import("../pages/LoginPage.tsx")).LoginPage,
        }),
      },
      {
        path: "register",
        lazy: async () => ({
          Component: (await import("../pages/RegisterPage.tsx")).RegisterPage,
        }),
      },
      {
        path: "verify-email",
        lazy: async () => ({
          Component: (await import("../pages/VerifyEmailPage.tsx")).VerifyEmailPage,
        }),
      },
      {
        lazy: async () => ({
          Component: (await import("../features/auth/components/RequireAuth.tsx")).RequireAuth,
        }),
        children: [
          appShell([
            {
              path: "dashboard/*",
              lazy: async () => ({
                Component: (await import("../pages/DashboardPage.tsx")).DashboardPage,
              }),
            },
            {
              path: "customers",
              lazy: async () => ({
                Component: (await import("../pages/CustomersPage.tsx")).CustomersPage,
              }),
            },
            {
              path: "customers/:customerId",
              lazy: async () => ({
                Component: (await import("../pages/CustomerDetailPage.tsx")).CustomerDetailPage,
              }),
            },
            comingSoon("tasks", "Tasks"),
            comingSoon("activities", "Activities"),
            comingSoon("settings", "Settings"),
          ]),
        ],
      },
      {
        path: "admin/login",
        lazy: async () => ({
          Component: (await import("../pages/admin/AdminLoginPage.tsx")).AdminLoginPage,
        }),
      },
      {
        path: "admin",
        lazy: async () => ({
          Component: (await import("../features/admin/components/RequireAdmin.tsx")).RequireAdmin,
        }),
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          appShell([
            {
              path: "dashboard",
              lazy: async () => ({
                Component: (await import("../pages/admin/AdminDashboardPage.tsx")).AdminDashboardPage,
              }),
            },
            {
              path: "hero",
              lazy: async () => ({
                Component: (await import("../pages/admin/AdminHeroPage.tsx")).AdminHeroPage,
              }),
            },
            {
              path: "settings",
              lazy: async () => ({
                Component: (await import("../pages/admin/AdminSettingsPage.tsx")).AdminSettingsPage,
              }),
            },
          ]),
        ],
      },
      {
        path: "*",
        lazy: async () => ({
          Component: (await import("../pages/NotFoundPage.tsx")).NotFoundPage,
        }),
      },
    ],
  },
]);
