/**
 * Where each route group sits in the router (router.tsx builds the nesting):
 * - `public`: loads without Apollo Client (the landing page and the static pages need no GraphQL);
 * - `publicGraphql`: public pages under the lazy layout route that provides GraphQL;
 * - `signedIn`: behind RequireAuth, without the app shell;
 * - `crm`: behind RequireAuth, inside the app shell, which first sends people without a workspace
 *   to /workspaces;
 * - `admin`: behind RequireAdmin, inside the app shell (a redirect sits beside the shell: it draws
 *   nothing).
 */
export type RouteGroup = "public" | "publicGraphql" | "signedIn" | "crm" | "admin";

type PageRoute = { path: string; page: string; group: RouteGroup };
type RedirectRoute = { path: string; redirectTo: string; group: RouteGroup };

/**
 * Every path the web app answers with a page or a redirect, in React Router's syntax: `:name`
 * stands for one non-empty segment, a trailing `/*` for any rest (or none); any other path gets the
 * 404 page. `page` names a component in web/src/pages/ (router.tsx maps each name to its lazily
 * loaded module). Plain data: the gateway reads it, through routePaths.ts, to answer unknown paths
 * with HTTP 404, so it stays free of React and browser APIs.
 */
export const ROUTE_TABLE = [
  // A full load of `/` is the server-rendered landing page (web/src/ssr/); the router shows it only
  // when someone comes back from another page.
  { path: "/", page: "LandingPage", group: "public" },
  { path: "/about", page: "AboutPage", group: "public" },
  { path: "/careers", page: "CareersPage", group: "public" },
  { path: "/help-center", page: "HelpCenterPage", group: "public" },
  { path: "/help-center/:articleSlug", page: "HelpArticlePage", group: "public" },
  { path: "/documentation", page: "DocumentationPage", group: "public" },
  { path: "/api-reference", page: "ApiReferencePage", group: "public" },
  { path: "/privacy", page: "PrivacyPage", group: "public" },
  { path: "/terms", page: "TermsPage", group: "public" },
  { path: "/refund", page: "RefundPage", group: "public" },
  { path: "/cookies", page: "CookiesPage", group: "public" },
  { path: "/contact", page: "ContactPage", group: "publicGraphql" },
  { path: "/login", page: "LoginPage", group: "publicGraphql" },
  { path: "/register", page: "RegisterPage", group: "publicGraphql" },
  { path: "/verify-email", page: "VerifyEmailPage", group: "publicGraphql" },
  { path: "/cancel-email-change", page: "CancelEmailChangePage", group: "publicGraphql" },
  { path: "/forgot-password", page: "ForgotPasswordPage", group: "publicGraphql" },
  { path: "/reset-password", page: "ResetPasswordPage", group: "publicGraphql" },
  { path: "/resend-verification", page: "ResendVerificationPage", group: "publicGraphql" },
  { path: "/invite", page: "InvitePage", group: "publicGraphql" },
  { path: "/admin/login", page: "AdminLoginPage", group: "publicGraphql" },
  { path: "/workspaces", page: "WorkspacesPage", group: "signedIn" },
  { path: "/dashboard/*", page: "DashboardPage", group: "crm" },
  { path: "/customers", page: "CustomersPage", group: "crm" },
  { path: "/customers/:customerId", page: "CustomerDetailPage", group: "crm" },
  { path: "/companies", page: "CompaniesPage", group: "crm" },
  { path: "/companies/:companyId", page: "CompanyDetailPage", group: "crm" },
  { path: "/deals", page: "DealsPage", group: "crm" },
  // A deal's panel opens over the board: the same page, which keeps its state between the two.
  { path: "/deals/:dealId", page: "DealsPage", group: "crm" },
  { path: "/tasks", page: "TasksPage", group: "crm" },
  { path: "/activities", page: "ActivitiesPage", group: "crm" },
  { path: "/settings", page: "SettingsPage", group: "crm" },
  { path: "/admin", redirectTo: "/admin/dashboard", group: "admin" },
  { path: "/admin/dashboard", page: "AdminDashboardPage", group: "admin" },
  { path: "/admin/hero", page: "AdminHeroPage", group: "admin" },
  { path: "/admin/features", page: "AdminFeaturesPage", group: "admin" },
  { path: "/admin/pricing", page: "AdminPricingPage", group: "admin" },
  { path: "/admin/testimonials", page: "AdminTestimonialsPage", group: "admin" },
  { path: "/admin/settings", page: "AdminSettingsPage", group: "admin" },
  { path: "/admin/messages", page: "AdminMessagesPage", group: "admin" },
  { path: "/admin/workspaces", page: "AdminWorkspacesPage", group: "admin" },
  { path: "/admin/security", page: "AdminSecurityPage", group: "admin" },
] as const satisfies readonly (PageRoute | RedirectRoute)[];

export type RouteEntry = (typeof ROUTE_TABLE)[number];
/** The name of every page a route shows: router.tsx must load each one, and no other. */
export type PageName = Extract<RouteEntry, { page: string }>["page"];
