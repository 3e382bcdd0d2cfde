import type { NextFunction, Request, Response } from "express";

export const GRAPHQL_BROWSER_MESSAGE =
  "This is Bramble CRM's GraphQL endpoint: send it queries from a GraphQL client, as JSON. The REST API is described at /api-reference.";

/** A browser opening /graphql gets a sentence saying what the address is, where Yoga would send an empty 406. */
export function answerBrowserVisit(req: Request, res: Response, next: NextFunction) {
  if (req.accepts(["application/graphql-response+json", "application/json", "text/html"]) !== "text/html")
    return next();
  res.status(406).type("text/plain").send(GRAPHQL_BROWSER_MESSAGE);
}
