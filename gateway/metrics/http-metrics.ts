import type { NextFunction, Request, RequestHandler, Response } from "express";
import { httpRequestDuration, httpRequests } from "./registry.ts";

/** Requests no route or file answered: one label, whatever path they asked for. */
export const UNMATCHED_ROUTE = "unmatched";
/** Files of the built web app (scripts, styles, images), served by express.static. */
export const STATIC_ROUTE = "static";

declare global {
  namespace Express {
    interface Locals {
      /** Where the router that matched the request is mounted: a route's pattern is relative to it. */
      routeMount?: string;
      /** The label of a request served by a handler that is not a route (a mounted server, static files). */
      routeLabel?: string;
    }
  }
}

/**
 * The route pattern (`/api/customers/:id`), never the path: a label per id would grow without bound.
 * Read when the answer ends, so the mount point is recorded on the way in: Express has restored
 * req.baseUrl by then when the route's handler failed.
 */
function routeOf(req: Request, res: Response): string {
  const pattern: unknown = req.route?.path;
  if (typeof pattern === "string") return `${res.locals.routeMount ?? ""}${pattern}`;
  return res.locals.routeLabel ?? UNMATCHED_ROUTE;
}

/** Counts and times every request, labelled by method, route pattern and status. */
export function httpMetrics(req: Request, res: Response, next: NextFunction) {
  const stopTimer = httpRequestDuration.startTimer();
  res.once("finish", () => {
    const labels = { method: req.method, route: routeOf(req, res) };
    stopTimer(labels);
    httpRequests.inc({ ...labels, status: String(res.statusCode) });
  });
  next();
}

/** Labels everything below a path that one handler serves whole (a GraphQL server), whatever fails on the way. */
export function fixedRoute(label: string): RequestHandler {
  return (_req, res, next) => {
    res.locals.routeLabel = label;
    next();
  };
}

/** Marks the routers mounted below `mount`, so their routes are labelled with their full pattern. */
export function routesMountedAt(mount: string): RequestHandler {
  return (_req, res, next) => {
    res.locals.routeMount = mount;
    next();
  };
}

/**
 * Labels what `handler` answers itself; what it passes on (a missing file, a path it does not serve) is
 * labelled by whatever answers next.
 */
export function labelledRoute(label: string, handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    res.locals.routeLabel = label;
    void handler(req, res, (error?: unknown) => {
      delete res.locals.routeLabel;
      next(error);
    });
  };
}
