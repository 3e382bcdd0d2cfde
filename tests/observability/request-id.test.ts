import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#gateway/app.ts";
import { createLogger, withRequestId } from "#gateway/logger.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";

/** The app with the server's own logger, writing JSON lines here. */
let t: TestApp;
let app: ReturnType<typeof buildApp>;
const lines: Record<string, unknown>[] = [];
const rootLog = createLogger("info", { write: (line: string) => lines.push(JSON.parse(line)) });
beforeAll(async () => {
  t = await startTestApp();
  app = buildApp({ db: t.db, config: t.config, log: rootLog });
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function register(username: string, requestId?: string) {
  const request = supertest(app).post("/api/auth/register").set("Content-Type", "application/json");
  if (requestId !== undefined) request.set("X-Request-Id", requestId);
  return request.send({ username, email: `${username}@example.com`, password: "correct-horse-battery" });
}

describe("the request id", () => {
  it("is on every line logged while the request is served", async () => {
    const from = lines.length;
    const response = await register("traced");
    expect(response.status).toBe(201);
    const id = String(response.headers["x-request-id"]);
    expect(id).toMatch(UUID);
    const logged = lines.slice(from);
    expect(logged.map((line) => [line.msg, line.reqId])).toEqual([["request completed", id]]);
  });

  it("is on the lines a service writes through the root logger while a request is served", async () => {
    const from = lines.length;
    withRequestId("served-1", () => rootLog.info("written by a service"));
    rootLog.info("written between requests");
    expect(lines.slice(from).map((line) => [line.msg, line.reqId])).toEqual([
      ["written by a service", "served-1"],
      ["written between requests", undefined],
    ]);
  });

  it("is the proxy's X-Request-Id when that is a safe token", async () => {
    const response = await register("proxied", "haproxy-1a2B.3_c");
    expect([response.status, response.headers["x-request-id"]]).toEqual([201, "haproxy-1a2B.3_c"]);
    expect(lines.filter((line) => line.reqId === "haproxy-1a2B.3_c")).toHaveLength(1);
  });

  it("is a new one when the incoming X-Request-Id is not a safe token", async () => {
    for (const [username, unsafe] of [
      ["spaced", "two words"],
      ["quoted", '"}{"level":60'],
      ["long", "a".repeat(65)],
      ["empty", ""],
    ] as const) {
      const response = await register(username, unsafe);
      expect(response.status).toBe(201);
      expect(response.headers["x-request-id"]).toMatch(UUID);
    }
  });
});
