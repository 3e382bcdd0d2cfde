import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";

/**
 * Lets the server answer before a slow start-up step is done: until `ready` settles, requests whose
 * path is one of `prefixes` (or below one) wait for it, and the others are handled at once. Should
 * `ready` fail, they are answered 503 instead: the server is about to stop.
 */
export function holdRequestsUntil(
  ready: Promise<unknown>,
  prefixes: string[],
  handler: RequestListener,
): RequestListener {
  let state: "waiting" | "ready" | "failed" = "waiting";
  ready.then(
    () => (state = "ready"),
    () => (state = "failed"),
  );
  const unavailable = (res: ServerResponse) => {
    res.statusCode = 503;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end("Bramble CRM could not start.");
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    if (state === "ready" || !prefixes.some((prefix) => isUnder(req.url ?? "/", prefix))) return handler(req, res);
    if (state === "failed") return unavailable(res);
    ready.then(
      () => handler(req, res),
      () => unavailable(res),
    );
  };
}

/** "/api/customers?limit=5" and "/API" are under "/api" (Express routes ignore case); "/apis" is not. */
function isUnder(url: string, prefix: string): boolean {
  const path = (url.split("?")[0] ?? "").toLowerCase();
  return path === prefix || path.startsWith(`${prefix}/`);
}
