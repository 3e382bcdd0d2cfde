import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Request, Response } from "express";
import { requireAdmin, requireSessionViewer, requireViewer, requireWorkspace } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import { afterWrites } from "#gateway/after-writes.ts";
import { firstQueryValue } from "./query.ts";
import {
  REDIRECT_ANSWER_TEXT,
  type RestRoute,
  type RouteAccess,
  type RouteResult,
  type StreamResult,
} from "./route.ts";

const ACCESS_GUARDS: Record<RouteAccess, (ctx: Context) => unknown> = {
  public: () => undefined,
  user: requireViewer,
  session: requireSessionViewer,
  workspace: requireWorkspace,
  admin: requireAdmin,
};

/** Throws the refusal a caller the route's access excludes gets (the same guard its service runs). */
export function checkAccess(access: RouteAccess, ctx: Context) {
  ACCESS_GUARDS[access](ctx);
}

function firstValues(query: Record<string, unknown>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(query).map(([name, value]) => [name, firstQueryValue(value)]));
}

/**
 * Sends a file chunk by chunk with backpressure: a large list or archive never sits whole in memory.
 * An error after the first byte can only cut the download short (the status is already sent), so it
 * is logged here; refusals and input errors are thrown before, by the service, and answered as usual.
 */
async function sendStream(res: Response, { status, stream, contentType, filename }: StreamResult) {
  res.status(status);
  res.type(contentType);
  res.attachment(filename);
  res.setHeader("Cache-Control", "no-store");
  try {
    await pipeline(Readable.from(stream), res);
  } catch (error) {
    res.req.log.error({ err: error }, `the download ${filename} was cut short`);
  }
}

/**
 * The Express handler of a route: runs it, remembers the caller's writes when the route writes, then
 * sends what it returned. The handler never touches the response; errors go on to the final handler.
 * Access is checked by the service the handler calls (see RouteAccess), not again here.
 */
export function runRoute(route: RestRoute) {
  return async (req: Request, res: Response) => {
    const ctx = res.locals.context;
    let result: RouteResult;
    try {
      result = await route.run({ ctx, params: req.params, query: firstValues(req.query), body: req.body });
    } catch (error) {
      // The service checks access, once, before it looks at the input. A query the route could not
      // translate fails before the service is reached: a caller the route's access excludes is still
      // refused first, as they would be by the service, and learns nothing about the input.
      checkAccess(route.access, ctx);
      throw error;
    }
    if (route.writes) await afterWrites(ctx);
    if ("stream" in result) await sendStream(res, result);
    else if ("location" in result) {
      res.setHeader("Cache-Control", "no-store");
      res
        .status(result.status)
        .location(result.location)
        .type("text/plain")
        .send(REDIRECT_ANSWER_TEXT + result.location);
    } else res.status(result.status).json(result.body);
  };
}
