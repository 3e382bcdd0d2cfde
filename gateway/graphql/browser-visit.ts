import type { NextFunction, Request, Response } from "express";
import { NOT_ACCEPTABLE } from "./refusal-messages.ts";

/**
 * A browser opening /graphql prefers HTML, though its Accept also allows any type, so Yoga would
 * answer with a CSRF refusal in JSON. It is told what the address is instead, as Yoga's own 406 says.
 */
export function answerBrowserVisit(req: Request, res: Response, next: NextFunction) {
  if (req.accepts(["application/graphql-response+json", "application/json", "text/html"]) !== "text/html")
    return next();
  res.status(406).type("text/plain").send(NOT_ACCEPTABLE);
}
