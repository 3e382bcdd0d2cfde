import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { sendError } from "./problem-details.ts";
import { THEME_INIT_SCRIPT } from "#web/server-entry.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The largest request body REST or GraphQL reads, but for an import batch (its own limit). */
export const MAX_REQUEST_BODY = "100kb";

/** The one inline script the pages carry (the theme before first paint), allowed by its hash. */
const THEME_INIT_SOURCE = `'sha256-${createHash("sha256").update(THEME_INIT_SCRIPT).digest("base64")}'`;

export function securityHeaders(options: { https: boolean }) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", THEME_INIT_SOURCE],
        // antd writes its styles at run time (CSS-in-JS).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https://i.ytimg.com"],
        frameSrc: ["https://www.youtube.com", "https://www.youtube-nocookie.com"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    strictTransportSecurity: options.https,
  });
}

/**
 * Cookie-authenticated writes must come from our own pages: a browser always sends Origin on a
 * cross-site POST, so a foreign Origin is refused. Requests without Origin (curl, servers) pass.
 */
export function rejectCrossOrigin(appUrl: string) {
  const allowed = new URL(appUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.get("origin");
    if (SAFE_METHODS.has(req.method) || !origin) return next();
    if (origin === allowed || origin === `${req.protocol}://${req.get("host")}`) return next();
    sendError(req, res, { status: 403, message: "Cross-site request refused", code: "FORBIDDEN" });
  };
}

export const JSON_BODY_REQUIRED = "Content-Type must be application/json";

/**
 * A JSON body cannot be sent by a plain HTML form, which closes the classic CSRF hole for REST.
 * DELETE carries no body, and a browser never sends it cross-site without a CORS preflight.
 */
export function requireJsonBody(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method) || req.method === "DELETE" || req.is("application/json")) return next();
  sendError(req, res, { status: 415, message: JSON_BODY_REQUIRED, code: "UNSUPPORTED_MEDIA_TYPE" });
}
