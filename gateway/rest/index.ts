import express, { Router } from "express";
import { MAX_REQUEST_BODY, requireJsonBody } from "#gateway/security.ts";
import { accountRoutes } from "./account.ts";
import { activityRoutes } from "./activities.ts";
import { adminRoutes } from "./admin.ts";
import { authRoutes } from "./auth.ts";
import { companyRoutes } from "./companies.ts";
import { contentRoutes } from "./content.ts";
import { companyCsvRoutes } from "./company-csv.ts";
import { customerCsvRoutes } from "./customer-csv.ts";
import { customerRoutes } from "./customers.ts";
import { dashboardRoutes } from "./dashboard.ts";
import { dealBoardRoutes } from "./deal-board.ts";
import { lostReasonRoutes } from "./lost-reasons.ts";
import { dealContactRoutes } from "./deal-contacts.ts";
import { dealRoutes } from "./deals.ts";
import { restNotFound } from "./errors.ts";
import { passkeyRoutes } from "./passkeys.ts";
import { securityEventRoutes } from "./security-events.ts";
import { sessionRoutes } from "./sessions.ts";
import { singleSignOnRoutes } from "./single-sign-on.ts";
import { trustedBrowserRoutes } from "./trusted-browsers.ts";
import { landingListRoutes } from "./landing-lists.ts";
import { buildOpenApiDocument, type DocumentOptions } from "./openapi/openapi-document.ts";
import { openApiRoute } from "./openapi/openapi-route.ts";
import { customFieldSchemas, workspaceDocument, type CustomFieldSchemas } from "./openapi/workspace-document.ts";
import { workspaceFields } from "#schema/custom-fields/custom-field-document.ts";
import type { RestRoute } from "./route.ts";
import { checkAccess, runRoute } from "./route-runner.ts";
import { taskRoutes } from "./tasks.ts";
import { twoFactorRoutes } from "./two-factor.ts";
import { workspaceExportRoutes } from "./workspace-export.ts";
import { workspaceSettingsRoutes } from "./workspace-settings.ts";

/** Every route under `/api`, in mounting order (fixed paths before the `:id` they would otherwise match). */
export function restRoutes(options: DocumentOptions): RestRoute[] {
  // Built on first request (and kept): converting every schema costs ~80 ms, too much for every start.
  let document: object | undefined;
  let fieldSchemas: CustomFieldSchemas | undefined;
  const routes: RestRoute[] = [
    ...authRoutes,
    ...singleSignOnRoutes,
    ...twoFactorRoutes,
    ...passkeyRoutes,
    ...accountRoutes,
    ...sessionRoutes,
    ...trustedBrowserRoutes,
    ...securityEventRoutes,
    ...adminRoutes,
    ...contentRoutes,
    ...landingListRoutes,
    ...customerCsvRoutes,
    ...customerRoutes,
    // Before companyRoutes: /companies/export.csv and /companies/import are not /companies/:id.
    ...companyCsvRoutes,
    ...companyRoutes,
    ...dealBoardRoutes,
    ...lostReasonRoutes,
    ...dealRoutes,
    ...dealContactRoutes,
    ...taskRoutes,
    ...activityRoutes,
    ...workspaceExportRoutes,
    ...dashboardRoutes,
    ...workspaceSettingsRoutes,
    openApiRoute(async (ctx) => {
      document ??= buildOpenApiDocument(routes, options);
      const fields = await workspaceFields(ctx);
      if (!fields) return document;
      fieldSchemas ??= customFieldSchemas(routes);
      return workspaceDocument(document, fieldSchemas, fields);
    }),
  ];
  return routes;
}

/** The REST facade: each route translates its query and body for the same service the GraphQL field calls, which checks them. */
export function createRestApi(options: DocumentOptions) {
  const api = Router();
  api.use(requireJsonBody);
  const routes = restRoutes(options);
  // A route allowed a larger body checks its caller first: nobody unknown gets more than MAX_REQUEST_BODY read.
  // Mounted with use() (a middleware, not a second route for the same path and method).
  for (const route of routes.filter(({ bodyLimit }) => bodyLimit !== undefined)) {
    const readLargeBody = express.json({ limit: route.bodyLimit });
    api.use(route.path, (req, res, next) => {
      if (req.method.toLowerCase() !== route.method) return next();
      checkAccess(route.access, res.locals.context);
      readLargeBody(req, res, next);
    });
  }
  api.use(express.json({ limit: MAX_REQUEST_BODY }));
  for (const route of routes) api[route.method](route.path, runRoute(route));
  api.use(restNotFound);
  return api;
}
