import { NOT_ACCEPTABLE } from "#gateway/graphql/refusal-messages.ts";
import { pino } from "pino";
import supertest from "supertest";
import { buildApp } from "#gateway/app.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, graphql } from "./support/graphql.ts";
import { startTestApp, type TestApp } from "./support/test-app.ts";
import { createUser, TEST_PASSWORD } from "./support/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ authRateLimit: 3 });
  await createUser(t.db, { username: "target" });
});
afterAll(() => t.close());

describe("throttling", () => {
  it("answers 429 after the allowed login attempts, for REST and GraphQL alike", async () => {
    const attempt = () =>
      t
        .request()
        .post("/api/auth/login")
        .set("Content-Type", "application/json")
        .send({ username: "target", password: "guess-guess" });
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    const viaGraphql = await graphql(
      t.request(),
      `mutation { login(input: {username: "target", password: "${TEST_PASSWORD}"}) { message } }`,
    );
    expect(errorOf(viaGraphql.body)).toEqual({
      message: "Too many attempts. Please try again later.",
      code: "RATE_LIMITED",
    });
    const limited = await attempt();
    expect([limited.status, limited.text]).toEqual([429, "Too many attempts. Please try again later."]);
  });

  it("shares the allowance between gateway processes on one database", async () => {
    const shared = await startTestApp({ authRateLimit: 2 });
    try {
      const secondProcess = buildApp({ db: shared.db, log: pino({ level: "silent" }), config: shared.config });
      const attempt = (app: typeof secondProcess) =>
        supertest(app)
          .post("/api/admin/login")
          .set("Content-Type", "application/json")
          .send({ username: "x", password: "wrong-password" });
      expect((await attempt(shared.app)).status).toBe(401);
      expect((await attempt(secondProcess)).status).toBe(401);
      expect((await attempt(shared.app)).status).toBe(429);
      expect((await attempt(secondProcess)).status).toBe(429);
    } finally {
      await shared.close();
    }
  });

  it("throttles registration and admin login separately", async () => {
    const register = (n: number) =>
      t
        .request()
        .post("/api/auth/register")
        .set("Content-Type", "application/json")
        .send({ username: `r${n}xx`, email: `r${n}@example.com`, password: "secret1" });
    expect((await register(1)).status).toBe(201);
    expect((await register(2)).status).toBe(201);
    expect((await register(3)).status).toBe(201);
    expect((await register(4)).status).toBe(429);
    const adminLogin = await t
      .request()
      .post("/api/admin/login")
      .set("Content-Type", "application/json")
      .send({ username: "x", password: "y" });
    expect(adminLogin.status).toBe(401);
  });
});

describe("cross-site request protection", () => {
  it("refuses a REST write from a foreign origin", async () => {
    const response = await t
      .request()
      .post("/api/auth/logout")
      .set("Origin", "https://evil.test")
      .set("Content-Type", "application/json")
      .send({});
    expect([response.status, response.text]).toEqual([403, "Cross-site request refused"]);
  });

  it("accepts a write from the app's own origin", async () => {
    const response = await t
      .request()
      .post("/api/auth/logout")
      .set("Origin", "http://crm.test")
      .set("Content-Type", "application/json")
      .send({});
    expect(response.status).toBe(200);
  });

  it("refuses a GraphQL request a form could send without a preflight", async () => {
    const response = await t
      .request()
      .post("/graphql")
      .set("Content-Type", "text/plain")
      .send(JSON.stringify({ query: "mutation { logout { message } }" }));
    expect(response.status).toBe(403);
  });

  it("grants no cross-origin reads of GraphQL", async () => {
    const preflight = await t
      .request()
      .options("/graphql")
      .set("Origin", "https://evil.test")
      .set("Access-Control-Request-Method", "GET")
      .set("Access-Control-Request-Headers", "x-graphql-yoga-csrf");
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    expect(preflight.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("refuses a GraphQL request from a foreign origin", async () => {
    const response = await t
      .request()
      .post("/graphql")
      .set("Origin", "https://evil.test")
      .set("Content-Type", "application/json")
      .send({ query: "mutation { logout { message } }" });
    expect([response.status, response.text]).toEqual([403, "Cross-site request refused"]);
  });
});

describe("request logs", () => {
  it("record method, path and status but never the session cookie or the query string", async () => {
    const lines: string[] = [];
    const logged = await startTestApp({}, pino({ level: "info" }, { write: (line: string) => lines.push(line) }));
    try {
      await createUser(logged.db, { username: "logged" });
      const login = await logged
        .request()
        .post("/api/auth/login")
        .set("Content-Type", "application/json")
        .send({ username: "logged", password: TEST_PASSWORD });
      const cookie = String(login.headers["set-cookie"]).split(";")[0] ?? "";
      await logged.request().get("/api/user?token=query-secret-123").set("Cookie", cookie);
      const records = lines.map((line) => JSON.parse(line));
      expect(records.map((record) => [record.req?.method, record.req?.path, record.res?.statusCode])).toEqual([
        ["POST", "/api/auth/login", 200],
        ["GET", "/api/user", 200],
      ]);
      expect(lines.join("\n")).not.toContain("query-secret-123");
      expect(lines.join("\n")).not.toContain(cookie.split("=")[1]);
      expect(lines.join("\n")).not.toContain(TEST_PASSWORD);
    } finally {
      await logged.close();
    }
  });
});

describe("headers and health", () => {
  it("sends security headers", async () => {
    const response = await t.request().get("/api/hero");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });

  it("answers /healthz with ok while the database answers", async () => {
    const response = await t.request().get("/healthz");
    expect([response.status, response.body]).toEqual([200, { status: "ok" }]);
  });

  it("answers /healthz with 503 when the database is gone", async () => {
    const broken = await startTestApp();
    await broken.close();
    const response = await broken.request().get("/healthz");
    expect([response.status, response.body]).toEqual([
      503,
      { status: "unavailable", message: "The database is unavailable; try again shortly" },
    ]);
  });
});

describe("GraphQL hardening", () => {
  it("serves no GraphiQL page: a browser opening /graphql is told what the address is", async () => {
    const page = await t.request().get("/graphql").set("Accept", "text/html,application/xhtml+xml,*/*;q=0.8");
    expect([page.status, page.text]).toEqual([406, NOT_ACCEPTABLE]);
  });

  it("refuses a query with too many aliases", async () => {
    const aliases = Array.from({ length: 20 }, (_, index) => `a${index}: hero { badge }`).join(" ");
    const response = await graphql(t.request(), `{ ${aliases} }`);
    expect(response.body.errors?.[0]?.message).toMatch(/aliases/i);
  });
});
