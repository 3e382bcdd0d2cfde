import { once } from "node:events";
import { createServer, type RequestListener, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { holdRequestsUntil } from "./hold-requests.ts";

let server: Server | undefined;
afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))));

/** Serves a held handler on a free port; records every request it handles, by path. */
async function serve(ready: Promise<unknown>) {
  const handled: string[] = [];
  let arrived = 0;
  const handler: RequestListener = (req, res) => {
    handled.push(req.url ?? "");
    res.end("handled");
  };
  const listening = createServer(holdRequestsUntil(ready, ["/api", "/graphql"], handler)).listen(0, "127.0.0.1");
  server = listening;
  listening.on("request", () => arrived++);
  await once(listening, "listening");
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const get = async (path: string) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    return [response.status, await response.text()];
  };
  /** Resolves once the server has received `count` requests in all. */
  const arrivals = async (count: number) => {
    while (arrived < count) await once(listening, "request");
  };
  return { handled, get, arrivals };
}

describe("holdRequestsUntil", () => {
  it("answers paths outside the prefixes while the step runs", async () => {
    const { get } = await serve(new Promise(() => {}));

    expect(await get("/healthz")).toEqual([200, "handled"]);
    expect(await get("/apis")).toEqual([200, "handled"]);
    expect(await get("/assets/index.js")).toEqual([200, "handled"]);
  });

  it("holds requests under a prefix until the step is done, then handles them", async () => {
    const step = Promise.withResolvers<void>();
    const { handled, get, arrivals } = await serve(step.promise);

    const held = [get("/api/auth/login"), get("/graphql?op=x"), get("/API/customers")];
    await arrivals(3);
    await get("/healthz");
    expect(handled).toEqual(["/healthz"]);

    step.resolve();
    expect(await Promise.all(held)).toEqual([
      [200, "handled"],
      [200, "handled"],
      [200, "handled"],
    ]);
    expect(await get("/api/customers")).toEqual([200, "handled"]);
  });

  it("answers 503 under a prefix when the step failed", async () => {
    const step = Promise.withResolvers<void>();
    const { handled, get, arrivals } = await serve(step.promise);

    const held = get("/api/auth/login");
    await arrivals(1);
    step.reject(new Error("admin bootstrap failed"));

    expect(await held).toEqual([503, "Bramble CRM could not start."]);
    expect(await get("/graphql")).toEqual([503, "Bramble CRM could not start."]);
    expect(handled).toEqual([]);
  });
});
