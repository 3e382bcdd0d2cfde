import type { ComponentType } from "react";
import { Navigate, type LoaderFunctionArgs, type RouteObject } from "react-router-dom";
import { RouteError } from "./RouteError.tsx";
import { ROUTE_TABLE, type PageName, type RouteGroup } from "./routeTable.ts";

/**
 * Each page in its own chunk, loaded on demand. Typed by the route table's page names, so a page
 * the table names but nobody loads (or one loaded for no route) fails the type check.
 */
const PAGES = {
  LandingPage: async () => (await import("#web/pages/LandingPage.tsx")).LandingPage,
  AboutPage: async () => (await import("#web/pages/AboutPage.tsx")).AboutPage,
  CareersPage: async () => (await import("#web/pages/CareersPage.tsx")).CareersPage,
  HelpCenterPage: async () => (await import("#web/pages/HelpCenterPage.tsx")).HelpCenterPage,
  DocumentationPage: async () => (await import("#web/pages/DocumentationPage.tsx")).DocumentationPage,
  ApiReferencePage: async () => (await import("#web/pages/ApiReferencePage.tsx")).ApiReferencePage,
  PrivacyPage: async () => (await import("#web/pages/legal/PrivacyPage.tsx")).PrivacyPage,
  TermsPage: async () => (await import("#web/pages/legal/TermsPage.tsx")).TermsPage,
  RefundPage: async () => (await import("#web/pages/legal/RefundPage.tsx")).RefundPage,
  CookiesPage: async () => (await import("#web/pages/legal/CookiesPage.tsx")).CookiesPage,
  ContactPage: async () => (await import("#web/pages/ContactPage.tsx")).ContactPage,
  LoginPage: async () => (await import("#web/pages/LoginPage.tsx")).LoginPage,
  RegisterPage: async () => (await import("#web/pages/RegisterPage.tsx")).RegisterPage,
  VerifyEmailPage: async () => (await import("#web/pages/VerifyEmailPage.tsx")).VerifyEmailPage,
  CancelEmailChangePage: async () => (await import("#web/pages/CancelEmailChangePage.tsx")).CancelEmailChangePage,
  ForgotPasswordPage: async () => (await import("#web/pages/ForgotPasswordPage.tsx")).ForgotPasswordPage,
  ResetPasswordPage: async () => (await import("#web/pages/ResetPasswordPage.tsx")).ResetPasswordPage,
  ResendVerificationPage: async () => (await import("#web/pages/ResendVerificationPage.tsx")).ResendVerificationPage,
  InvitePage: async () => (await import("#web/pages/InvitePage.tsx")).InvitePage,
  AdminLoginPage: async () => (await import("#web/pages/admin/AdminLoginPage.tsx")).AdminLoginPage,
  WorkspacesPage: async () => (await import("#web/pages/WorkspacesPage.tsx")).WorkspacesPage,
  DashboardPage: async () => (await import("#web/pages/DashboardPage.tsx")).DashboardPage,
  CustomersPage: async () => (await import("#web/pages/CustomersPage.tsx")).CustomersPage,
  CustomerDetailPage: async () => (await import("#web/pages/CustomerDetailPage.tsx")).CustomerDetailPage,
  DealsPage: async () => (await import("#web/pages/DealsPage.tsx")).DealsPage,
  TasksPage: async () => (await import("#web/pages/TasksPage.tsx")).TasksPage,
  ActivitiesPage: async () => (await import("#web/pages/ActivitiesPage.tsx")).ActivitiesPage,
  SettingsPage: async () => (await import("#web/pages/SettingsPage.tsx")).SettingsPage,
  AdminDashboardPage: async () => (await import("#web/pages/admin/AdminDashboardPage.tsx")).AdminDashboardPage,
  AdminHeroPage: async () => (await import("#web/pages/admin/AdminHeroPage.tsx")).AdminHeroPage,
  AdminFeaturesPage: async () => (await import("#web/pages/admin/AdminFeaturesPage.tsx")).AdminFeaturesPage,
  AdminPricingPage: async () => (await import("#web/pages/admin/AdminPricingPage.tsx")).AdminPricingPage,
  AdminTestimonialsPage: async () => (await import("#web/pages/admin/AdminTestimonialsPage.tsx")).AdminTestimonialsPage,
  AdminSettingsPage: async () => (await import("#web/pages/admin/AdminSettingsPage.tsx")).AdminSettingsPage,
  AdminMessagesPage: async () => (await import("#web/pages/admin/AdminMessagesPage.tsx")).AdminMessagesPage,
  AdminWorkspacesPage: async () => (await import("#web/pages/admin/AdminWorkspacesPage.tsx")).AdminWorkspacesPage,
  AdminSecurityPage: async () => (await import("#web/pages/admin/AdminSecurityPage.tsx")).AdminSecurityPage,
} satisfies Record<PageName, () => Promise<ComponentType>>;

/** Screens whose queries start with the navigation, beside the loading of their code. */
const PREFETCH: Partial<Record<PageName, (args: LoaderFunctionArgs) => Promise<null>>> = {
  DashboardPage: async () => (await import("./screenQueries.ts")).prefetchDashboard(),
  CustomersPage: async ({ request }) => (await import("./screenQueries.ts")).prefetchCustomers(new URL(request.url)),
};

function routesOf(group: RouteGroup): { pages: RouteObject[]; redirects: RouteObject[] } {
  const entries = ROUTE_TABLE.filter((route) => route.group === group);
  return {
    pages: entries.flatMap((route) =>
      "page" in route
        ? [
            {
              path: route.path,
              loader: PREFETCH[route.page],
              lazy: async () => ({ Component: await PAGES[route.page]() }),
            },
          ]
        : [],
    ),
    redirects: entries.flatMap((route) =>
      "redirectTo" in route ? [{ path: route.path, element: <Navigate to={route.redirectTo} replace /> }] : [],
    ),
  };
}

/**
 * Layout route drawing the signed-in area's sidebar and top bar around the group's pages; with
 * `requireWorkspace` (the CRM screens) it first sends people without a workspace to /workspaces.
 */
function appShell(group: RouteGroup, { requireWorkspace = false } = {}): RouteObject[] {
  const { pages, redirects } = routesOf(group);
  return [
    ...redirects,
    {
      lazy: async () => {
        const { AppShell } = await import("#web/features/shell/components/AppShell.tsx");
        return { element: <AppShell requireWorkspace={requireWorkspace} /> };
      },
      children: pages,
    },
  ];
}

function plainRoutes(group: RouteGroup): RouteObject[] {
  const { pages, redirects } = routesOf(group);
  return [...redirects, ...pages];
}

/**
 * The route table's entries nested in their groups' layout routes, all loaded on demand; `/` itself
 * is rendered by the server and hydrated by its own entry (web/src/ssr/hydrateLanding.tsx), which
 * loads none of this. Signed-in pages sit under the RequireAuth layout route, admin pages under
 * RequireAdmin; both draw the app shell inside their guard. main.tsx builds the browser router from
 * these; the tests build memory routers.
 */
export const appRoutes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      ...plainRoutes("public"),
      {
        // GraphQL only for the routes that use it: `/` reads its data from the page itself.
        lazy: async () => ({ Component: (await import("./ApolloLayout.tsx")).ApolloLayout }),
        children: [
          ...plainRoutes("publicGraphql"),
          {
            // The screen's queries start with the gates' (see screenQueries.ts), not after them.
            loader: async () => (await import("./screenQueries.ts")).prefetchSignedInArea(),
            lazy: async () => ({
              Component: (await import("#web/features/auth/components/RequireAuth.tsx")).RequireAuth,
            }),
            children: [...plainRoutes("signedIn"), ...appShell("crm", { requireWorkspace: true })],
          },
          {
            lazy: async () => ({
              Component: (await import("#web/features/admin/components/RequireAdmin.tsx")).RequireAdmin,
            }),
            children: appShell("admin"),
          },
          {
            path: "*",
            lazy: async () => ({ Component: (await import("#web/pages/NotFoundPage.tsx")).NotFoundPage }),
          },
        ],
      },
    ],
  },
];
