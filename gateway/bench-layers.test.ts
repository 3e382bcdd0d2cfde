import { pino } from "pino";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { buildApp } from "./app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("buildApp's benchWithout (the bench's per-layer table only)", () => {
  it("keeps every layer unless told otherwise", async () => {
    const answer = await t.request().get("/livez");
    expect(answer.headers["content-security-policy"]).toBeDefined();
    expect(answer.headers["x-request-id"]).toBeDefined();
  });

  it("leaves out the layers it names, and the app still answers", async () => {
    const app = buildApp({
      db: t.db,
      log: pino({ level: "silent" }),
      config: t.config,
      benchWithout: new Set(["helmet", "logging"]),
    });
    const answer = await supertest(app).get("/livez");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-security-policy"]).toBeUndefined();
    expect(answer.headers["x-request-id"]).toBeUndefined();
  });
});
