import { Navigate, createBrowserRouter, type RouteObject } from "react-router-dom";
import { RouteError } from "./RouteError.tsx";

/**
 * Layout route drawing the signed-in area's sidebar and top bar around its children; with
 * `requireWorkspace` (the CRM screens) it first sends people without a workspace to /workspaces.
 */
function appShell(children: RouteObject[], { requireWorkspace = false } = {}): RouteObject {
  return {
    lazy: async () => {
      const { AppShell } = await import("../features/shell/components/AppShell.tsx");
      return { element: <AppShell requireWorkspace={requireWorkspace} /> };
    },
    children,
  };
}

/** Public pages that need no GraphQL, so they load without Apollo Client (the contact page does need it). */
const staticPublicPages: RouteObject[] = [
  {
    path: "about",
    lazy: async () => ({ Component: (await import("../pages/AboutPage.tsx")).AboutPage }),
  },
  {
    path: "careers",
    lazy: async () => ({ Component: (await import("../pages/CareersPage.tsx")).CareersPage }),
  },
  {
    path: "help-center",
    lazy: async () => ({ Component: (await import("../pages/HelpCenterPage.tsx")).HelpCenterPage }),
  },
  {
    path: "documentation",
    lazy: async () => ({ Component: (await import("../pages/DocumentationPage.tsx")).DocumentationPage }),
  },
  {
    path: "api-reference",
    lazy: async () => ({ Component: (await import("../pages/ApiReferencePage.tsx")).ApiReferencePage }),
  },
  {
    path: "privacy",
    lazy: async () => ({ Component: (await import("../pages/legal/PrivacyPage.tsx")).PrivacyPage }),
  },
  {
    path: "terms",
    lazy: async () => ({ Component: (await import("../pages/legal/TermsPage.tsx")).TermsPage }),
  },
  {
    path: "refund",
    lazy: async () => ({ Component: (await import("../pages/legal/RefundPage.tsx")).RefundPage }),
  },
  {
    path: "cookies",
    lazy: async () => ({ Component: (await import("../pages/legal/CookiesPage.tsx")).CookiesPage }),
  },
];

/** The signed-in CRM's screens: they need a workspace to work in, and draw the app shell. */
const crmScreens: RouteObject[] = [
  {
    path: "dashboard/*",
    loader: async () => (await import("./screenQueries.ts")).prefetchDashboard(),
    lazy: async () => ({
      Component: (await import("../pages/DashboardPage.tsx")).DashboardPage,
    }),
  },
  {
    path: "customers",
    loader: async () => (await import("./screenQueries.ts")).prefetchCustomers(),
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
  {
    path: "tasks",
    lazy: async () => ({
      Component: (await import("../pages/TasksPage.tsx")).TasksPage,
    }),
  },
  {
    path: "activities",
    lazy: async () => ({
      Component: (await import("../pages/ActivitiesPage.tsx")).ActivitiesPage,
    }),
  },
  {
    path: "settings",
    lazy: async () => ({
      Component: (await import("../pages/SettingsPage.tsx")).SettingsPage,
    }),
  },
];

/**
 * Every route is loaded on demand; `/` itself is rendered by the server and hydrated by its own
 * entry (web/src/ssr/hydrateLanding.tsx), which loads none of this.
 * Signed-in pages sit under the RequireAuth layout route (the CRM screens' shell also sends
 * people without a workspace to /workspaces), admin pages under RequireAdmin; both draw the app
 * shell inside their guard. routePaths.ts lists every path served here (for the gateway's 404s);
 * router.test.tsx keeps the two in step.
 */
export const router = createBrowserRouter([
  {
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      {
        // A full load of `/` is the server-rendered landing page (web/src/ssr/); the router shows it
        // only when someone comes back from another page.
        index: true,
        lazy: async () => ({ Component: (await import("../pages/LandingPage.tsx")).LandingPage }),
      },
      ...staticPublicPages,
      {
        // GraphQL only for the routes that use it: `/` reads its data from the page itself.
        lazy: async () => ({
          Component: (await import("./ApolloLayout.tsx")).ApolloLayout,
        }),
        children: [
          {
            path: "contact",
            lazy: async () => ({
              Component: (await import("../pages/ContactPage.tsx")).ContactPage,
            }),
          },
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
            path: "forgot-password",
            lazy: async () => ({
              Component: (await import("../pages/ForgotPasswordPage.tsx")).ForgotPasswordPage,
            }),
          },
          {
            path: "reset-password",
            lazy: async () => ({
              Component: (await import("../pages/ResetPasswordPage.tsx")).ResetPasswordPage,
            }),
          },
          {
            path: "resend-verification",
            lazy: async () => ({
              Component: (await import("../pages/ResendVerificationPage.tsx")).ResendVerificationPage,
            }),
          },
          {
            path: "invite",
            lazy: async () => ({
              Component: (await import("../pages/InvitePage.tsx")).InvitePage,
            }),
          },
          {
            // The screen's queries start with the gates' (see screenQueries.ts), not after them.
            loader: async () => (await import("./screenQueries.ts")).prefetchSignedInArea(),
            lazy: async () => ({
              Component: (await import("../features/auth/components/RequireAuth.tsx")).RequireAuth,
            }),
            children: [
              {
                path: "workspaces",
                lazy: async () => ({
                  Component: (await import("../pages/WorkspacesPage.tsx")).WorkspacesPage,
                }),
              },
              appShell(crmScreens, { requireWorkspace: true }),
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
                {
                  path: "messages",
                  lazy: async () => ({
                    Component: (await import("../pages/admin/AdminMessagesPage.tsx")).AdminMessagesPage,
                  }),
                },
                {
                  path: "workspaces",
                  lazy: async () => ({
                    Component: (await import("../pages/admin/AdminWorkspacesPage.tsx")).AdminWorkspacesPage,
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
    ],
  },
]);
