import type { ComponentType } from "react";
import { Navigate, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunction } from "react-router-dom";
import { lazyScreen } from "./lazyScreen.tsx";
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
  HelpArticlePage: async () => (await import("#web/pages/HelpArticlePage.tsx")).HelpArticlePage,
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
  CompaniesPage: async () => (await import("#web/pages/CompaniesPage.tsx")).CompaniesPage,
  CompanyDetailPage: async () => (await import("#web/pages/CompanyDetailPage.tsx")).CompanyDetailPage,
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

/**
 * Screens whose queries start with the navigation, beside the loading of their code. A prefetch
 * returns at once (it never holds the navigation up): its requests go on in the background.
 */
const PREFETCH: Partial<Record<PageName, (args: LoaderFunctionArgs) => null>> = {
  DashboardPage: () => inBackground(async () => (await import("./screenQueries.ts")).prefetchDashboard()),
  CustomersPage: ({ request }) =>
    inBackground(async () => (await import("./screenQueries.ts")).prefetchCustomers(new URL(request.url))),
  CompaniesPage: ({ request }) =>
    inBackground(async () => (await import("./screenQueries.ts")).prefetchCompanies(new URL(request.url))),
};

/** A prefetch runs as a screen opens, not again as its address's query string changes (a list's filters). */
const onEntryOnly: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;

function inBackground(work: () => Promise<unknown>): null {
  void work().catch(() => undefined);
  return null;
}

/** The screens drawn inside the app shell, one component per page (so /deals and /deals/:id share one). */
const SHELL_SCREENS = new Map<PageName, ComponentType>();

function shellScreen(page: PageName): ComponentType {
  const known = SHELL_SCREENS.get(page);
  if (known) return known;
  const screen = lazyScreen(PAGES[page]);
  SHELL_SCREENS.set(page, screen);
  return screen;
}

/** Where a route's page comes from: tests read it to check each route loads the page the table names. */
export type PageHandle = { page: PageName; load: () => Promise<ComponentType> };

/**
 * The group's pages and redirects. Inside the app shell a page is a lazy screen (the navigation
 * completes at once, a skeleton shows while its code loads); elsewhere the route's own `lazy` loads
 * it before the navigation completes (a public page has no shell to show meanwhile).
 */
function routesOf(group: RouteGroup, { inShell = false } = {}): { pages: RouteObject[]; redirects: RouteObject[] } {
  const entries = ROUTE_TABLE.filter((route) => route.group === group);
  return {
    pages: entries.flatMap((route): RouteObject[] => {
      if (!("page" in route)) return [];
      const handle: PageHandle = { page: route.page, load: PAGES[route.page] };
      const prefetch = PREFETCH[route.page];
      const loader = prefetch ? { loader: prefetch, shouldRevalidate: onEntryOnly } : {};
      return inShell
        ? [{ path: route.path, ...loader, handle, Component: shellScreen(route.page) }]
        : [{ path: route.path, ...loader, handle, lazy: async () => ({ Component: await PAGES[route.page]() }) }];
    }),
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
  const { pages, redirects } = routesOf(group, { inShell: true });
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
            loader: () => inBackground(async () => (await import("./screenQueries.ts")).prefetchSignedInArea()),
            shouldRevalidate: onEntryOnly,
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
