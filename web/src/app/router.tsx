import { Navigate, createBrowserRouter } from "react-router-dom";
import { LandingPage } from "../pages/LandingPage.tsx";
import { RouteError } from "./RouteError.tsx";

/**
 * Every route except the landing page is loaded on demand, so `/` ships only what it shows.
 * Signed-in pages sit under the RequireAuth layout route, admin pages under RequireAdmin.
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
          {
            path: "dashboard/*",
            lazy: async () => ({
              Component: (await import("../pages/DashboardPage.tsx")).DashboardPage,
            }),
          },
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
