import type { Request, Response } from "express";
import { sendError } from "#gateway/problem-details.ts";

/** A path under `/api` that no route serves. Errors go on to the app's final handler, which answers every one. */
export function restNotFound(req: Request, res: Response) {
  sendError(req, res, { status: 404, message: "Not found", code: "NOT_FOUND" });
}
