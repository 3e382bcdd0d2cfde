import { createHash, timingSafeEqual } from "node:crypto";
import type { Request, Response } from "express";
import { Registry } from "prom-client";
import { bearerToken } from "#gateway/api-key-auth.ts";
import { PROBLEM_JSON, toProblem, type ErrorAnswer } from "#gateway/problem-details.ts";
import { processRegistry } from "./registry.ts";

export const METRICS_OFF =
  "Metrics are off: set METRICS_TOKEN (at least 16 characters) and send it as `Authorization: Bearer <METRICS_TOKEN>` to read them here";
export const METRICS_TOKEN_MISSING = "Metrics need the header `Authorization: Bearer <METRICS_TOKEN>`";
export const METRICS_TOKEN_WRONG = "Invalid metrics token";

/** Equal-length digests, so the comparison takes the same time whatever was sent. */
function sameToken(sent: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/** Problem details whatever the Accept header says: a scraper reads no other form, and a person reads this one. */
function refuse(res: Response, answer: ErrorAnswer) {
  if (answer.status === 401) res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
  res
    .status(answer.status)
    .type(PROBLEM_JSON)
    .send(JSON.stringify(toProblem(answer)));
}

/** GET /metrics: the process's metrics and the app's own, in Prometheus' text format, for the holder of the token. */
export function metricsEndpoint({ token, appRegistry }: { token: string | undefined; appRegistry: Registry }) {
  return async (req: Request, res: Response) => {
    if (!token) return refuse(res, { status: 404, message: METRICS_OFF, code: "NOT_FOUND" });
    const sent = bearerToken(req.get("authorization"));
    if (sent === undefined)
      return refuse(res, { status: 401, message: METRICS_TOKEN_MISSING, code: "UNAUTHENTICATED" });
    if (!sameToken(sent, token))
      return refuse(res, { status: 401, message: METRICS_TOKEN_WRONG, code: "UNAUTHENTICATED" });
    const registry = Registry.merge([processRegistry, appRegistry]);
    res.setHeader("Cache-Control", "no-store");
    res.type(registry.contentType).send(await registry.metrics());
  };
}
