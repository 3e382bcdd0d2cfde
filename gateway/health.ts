import type { Request, Response } from "express";
import type { Database } from "../schema/db.ts";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../schema/prisma-errors.ts";

const TIMEOUT_MS = 2000;

export function healthCheck(db: Database) {
  return async (req: Request, res: Response) => {
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
