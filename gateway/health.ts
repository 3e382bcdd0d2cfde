import type { NextFunction, Request, Response } from "express";
import type { Database } from "#core/db/db.ts";
import { DATABASE_UNAVAILABLE_MESSAGE } from "#core/db/prisma-errors.ts";

const TIMEOUT_MS = 2000;

export const DRAINING_MESSAGE = "This gateway is shutting down: it finishes the requests it has and takes no new ones";

/** Whether the gateway still wants traffic: it stops wanting it when told to shut down, before it stops serving. */
export type Readiness = { draining: boolean };

/**
 * While draining, each answer closes its connection: a kept-alive one would otherwise idle on until its
 * timeout and hold the shutdown, or carry a client's next request to a gateway on its way out.
 */
export function closeConnectionsWhileDraining(readiness: Readiness) {
  return (_req: Request, res: Response, next: NextFunction) => {
    if (readiness.draining) res.setHeader("Connection", "close");
    next();
  };
}

/** GET /livez: the process is up and answering, whatever the database does. */
export function livenessCheck(_req: Request, res: Response) {
  res.json({ status: "ok" });
}

/**
 * GET /healthz: ready for traffic. 503 once the gateway drains (so a load balancer moves new requests
 * away while it still serves), or while the database does not answer.
 */
export function healthCheck(db: Database, readiness: Readiness) {
  return async (req: Request, res: Response) => {
    if (readiness.draining) {
      res.status(503).json({ status: "draining", message: DRAINING_MESSAGE });
      return;
    }
    try {
      await Promise.race([
        db.$queryRaw`SELECT 1`,
        new Promise((_resolve, reject) =>
          setTimeout(() => reject(new Error("database timed out")), TIMEOUT_MS).unref(),
        ),
      ]);
      res.json({ status: "ok" });
    } catch (error) {
      req.log.warn({ err: error }, "health check failed");
      res.status(503).json({ status: "unavailable", message: DATABASE_UNAVAILABLE_MESSAGE });
    }
  };
}
