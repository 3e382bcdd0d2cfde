import { pino } from "pino";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#gateway/app.ts";
import { DRAINING_MESSAGE, type Readiness } from "#gateway/health.ts";
import { createDatabase } from "#core/db/db.ts";
import { DATABASE_UNAVAILABLE_MESSAGE } from "#core/db/prisma-errors.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";

const silent = pino({ level: "silent" });

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("/livez and /healthz", () => {
  it("answer ok while the process and its database are up", async () => {
    for (const path of ["/livez", "/healthz"]) {
      const response = await supertest(t.app).get(path);
      expect([response.status, response.body]).toEqual([200, { status: "ok" }]);
    }
  });

  it("differ while the database is away: alive, not ready", async () => {
    const away = createDatabase("postgresql://nobody@127.0.0.1:1/away");
    try {
      const app = buildApp({ db: away, config: t.config, log: silent });
      const live = await supertest(app).get("/livez");
      const ready = await supertest(app).get("/healthz");
      expect([live.status, live.body]).toEqual([200, { status: "ok" }]);
      expect([ready.status, ready.body]).toEqual([
        503,
        { status: "unavailable", message: DATABASE_UNAVAILABLE_MESSAGE },
      ]);
    } finally {
      await away.$disconnect();
    }
  });

  it("turn /healthz unready once the gateway drains, while /livez and the API still answer", async () => {
    const readiness: Readiness = { draining: false };
    const app = buildApp({ db: t.db, config: t.config, log: silent, readiness });
    expect((await supertest(app).get("/healthz")).status).toBe(200);
    readiness.draining = true;
    const ready = await supertest(app).get("/healthz");
    expect([ready.status, ready.body]).toEqual([503, { status: "draining", message: DRAINING_MESSAGE }]);
    const live = await supertest(app).get("/livez");
    const settings = await supertest(app).get("/api/settings");
    expect([live.status, live.headers.connection]).toEqual([200, "close"]);
    expect([settings.status, settings.headers.connection]).toEqual([200, "close"]);
  });
});
