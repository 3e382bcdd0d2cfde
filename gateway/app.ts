import compression from "compression";
import express from "express";
import { pinoHttp } from "pino-http";
import type { Logger } from "pino";
import { fromProjectRoot } from "#prisma/project-root.ts";
import type { SingleSignOnSettings } from "#core/context.ts";
import type { Database } from "#core/db/db.ts";
import { createReadRouting, type ReadRouting } from "#core/replica/read-routing.ts";
import { countRead } from "./metrics/registry.ts";
import { apiKeyAuth } from "./api-key-auth.ts";
import { finalErrorHandler, rejectMalformedUrl } from "./final-error-handler.ts";
import { attachContext } from "./context.ts";
import { answerBrowserVisit } from "./graphql/browser-visit.ts";
import { createGraphqlServer } from "./graphql/yoga.ts";
import { closeConnectionsWhileDraining, healthCheck, livenessCheck, type Readiness } from "./health.ts";
import { requestIdFor, withRequestId } from "./logger.ts";
import { databaseCollectors } from "./metrics/database-collectors.ts";
import { fixedRoute, httpMetrics, labelledRoute, routesMountedAt, STATIC_ROUTE } from "./metrics/http-metrics.ts";
import { metricsEndpoint } from "./metrics/metrics-endpoint.ts";
import { createAddressLimits, createAllowances, createPasswordThrottle, createRateLimiters } from "./rate-limits.ts";
import { createRestApi } from "./rest/index.ts";
import { MAX_REQUEST_BODY, rejectCrossOrigin, securityHeaders } from "./security.ts";
import {
  createSessionOptions,
  createSessionReader,
  DEFAULT_SESSION_LIFETIMES,
  type SessionLifetimes,
} from "./session.ts";
import { serveWeb } from "./static-web.ts";
import { SINGLE_SIGN_ON_CALLBACK_PATH } from "#schema/auth/single-sign-on.text.ts";

export type AppConfig = {
  appUrl: string;
  sessionSecret: string;
  authRateLimit: number;
  sessionLifetimes?: SessionLifetimes;
  /** Requests per API key per hour. */
  apiRateLimit: number;
  trustProxy: number;
  /** Whether each new workspace starts with the sample CRM. */
  demoData: boolean;
  webhooksAllowPrivateUrls: boolean;
  /** ADMIN_REQUIRE_2FA: the site admin must have a second factor before the admin pages work. */
  adminRequireTwoFactor?: boolean;
  smtpUrl?: string | undefined;
  mailFrom?: string;
  webRoot?: string;
  /** The bearer token GET /metrics asks for; unset, /metrics is off. */
  metricsToken?: string | undefined;
  /** Single sign-on with an OpenID provider (OIDC_*); unset, there is none. */
  singleSignOn?: SingleSignOnSettings | undefined;
};

export type AppDeps = {
  db: Database;
  /** Where reads that may lag go; without it, every read goes to `db`. */
  readRouting?: ReadRouting;
  config: AppConfig;
  log: Logger;
  /** Set to draining by the server when it shuts down: /healthz then answers 503. */
  readiness?: Readiness;
  /**
   * Layers left out, for the bench's table of what each costs per request (tests/bench/layers/) and
   * nothing else: no setting of the server's configuration reaches it.
   */
  benchWithout?: ReadonlySet<BenchLayer>;
};

/** The layers the bench can switch off one at a time. */
export const BENCH_LAYERS = ["logging", "metrics", "helmet", "compression", "rateLimit"] as const;
export type BenchLayer = (typeof BENCH_LAYERS)[number];

export const DEFAULT_WEB_ROOT = fromProjectRoot("dist");

const UNLOGGED_PATHS = new Set(["/healthz", "/livez", "/metrics"]);

function pathOf(url: string): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/** The whole HTTP application, without listening: server.ts and the tests both call this. */
export function buildApp(deps: AppDeps) {
  const { db, readRouting, config, log, readiness = { draining: false }, benchWithout = new Set() } = deps;
  const app = express();
  /** app.use, unless the bench left the layer out (the logger then stays reachable as req.log). */
  const use = (layer: BenchLayer, handler: express.RequestHandler) =>
    app.use(benchWithout.has(layer) ? (req, _res, next) => ((req.log ??= log), next()) : handler);
  const https = config.appUrl.startsWith("https:");
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  use(
    "logging",
    pinoHttp({
      logger: log,
      // Probes and scrapes come every few seconds and say nothing about users.
      autoLogging: { ignore: (req) => UNLOGGED_PATHS.has(pathOf(req.url ?? "")) },
      // The id a user can quote from an error answer, to find its log lines.
      genReqId: (req, res) => {
        const id = requestIdFor(req.headers["x-request-id"]);
        res.setHeader("X-Request-Id", id);
        return id;
      },
      // Method, path and status only: headers carry session cookies and API keys, query strings carry
      // verification and reset tokens, and none of them may reach a log.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          path: pathOf(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  use("logging", (req, _res, next) => withRequestId(String(req.id), next));
  use("metrics", httpMetrics);
  app.use(closeConnectionsWhileDraining(readiness));
  app.use(rejectMalformedUrl);
  use("helmet", securityHeaders({ https }));
  // Text responses (the web app's JavaScript above all) shrink to a third: the landing page's speed on a
  // slow mobile link depends on it.
  use("compression", compression());
  const reads = readRouting ?? createReadRouting({ primary: db, log, onRead: countRead });
  app.get("/livez", livenessCheck);
  app.get("/healthz", healthCheck(db, readiness));
  // Before the API keys' middleware: a scrape is never counted against, or refused by, an API rate limit.
  app.get(
    "/metrics",
    metricsEndpoint({
      token: config.metricsToken,
      appRegistry: databaseCollectors({
        pools: { primary: db, ...(reads.replica ? { replica: reads.replica } : {}) },
        log,
      }),
    }),
  );

  const sessionOptions = createSessionOptions({ secret: config.sessionSecret, secure: https });
  const context = attachContext({
    db,
    readRouting: reads,
    appUrl: config.appUrl,
    demoData: config.demoData,
    allowPrivateWebhookUrls: config.webhooksAllowPrivateUrls,
    adminRequiresTwoFactor: config.adminRequireTwoFactor ?? false,
    secureCookies: https,
    singleSignOn: config.singleSignOn
      ? { ...config.singleSignOn, redirectUri: `${config.appUrl}${SINGLE_SIGN_ON_CALLBACK_PATH}` }
      : null,
    readSession: createSessionReader(sessionOptions),
    rateLimiters: createRateLimiters(db, config.authRateLimit),
    addressLimits: createAddressLimits(db, config.authRateLimit),
    sessionLifetimes: config.sessionLifetimes ?? DEFAULT_SESSION_LIFETIMES,
    passwordThrottle: createPasswordThrottle(db, config.authRateLimit),
    allowances: createAllowances(db),
  });
  const sameOrigin = rejectCrossOrigin(config.appUrl);
  const apiKeys = apiKeyAuth(db, config.apiRateLimit, { rateLimited: !benchWithout.has("rateLimit") });
  const graphql = createGraphqlServer({ log });
  // Read here rather than by Yoga, whose own limit is 25 MB: the same cap as REST, and the same 413.
  // The browser's CSV import sizes its batches to fit (importRequestBatches).
  const graphqlBody = express.raw({ type: () => true, limit: MAX_REQUEST_BODY });
  app.get("/graphql", answerBrowserVisit);
  app.use("/graphql", fixedRoute("/graphql"), graphqlBody, sameOrigin, apiKeys, context, (req, res) =>
    graphql(req, res, { req, res }),
  );
  app.use(
    "/api",
    routesMountedAt("/api"),
    sameOrigin,
    apiKeys,
    context,
    createRestApi({ apiRateLimit: config.apiRateLimit }),
  );
  // Visitors read the page content from the replica; anyone signed in (the admin who just edited it,
  // say) from the primary, without unsealing their session on every page.
  const signedIn = (req: express.Request) => Boolean(req.headers.cookie?.includes(`${sessionOptions.cookieName}=`));
  const contentDb = (req: express.Request) => (signedIn(req) ? db : reads.readsAfter(undefined).db);
  app.use(labelledRoute(STATIC_ROUTE, serveWeb(config.webRoot ?? DEFAULT_WEB_ROOT, contentDb)));
  app.use(finalErrorHandler);
  return app;
}
