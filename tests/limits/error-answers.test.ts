import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MALFORMED_URL } from "#gateway/final-error-handler.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), "bramble-web-"));
  await writeFile(path.join(webRoot, "index.html"), "<html><head></head><body></body></html>");
  t = await startTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe("a URL with broken percent-encoding", () => {
  for (const url of ["/%E0%A4%A", "/assets/%E0%A4%A.js", "/api/customers/%E0%A4%A", "/api/customers/%E0%A4%A/tasks"]) {
    it(`answers ${url} with 400 and a plain message`, async () => {
      // Straight to the app: no route of the API document lists a malformed id.
      const response = await supertest(t.app).get(url);
      expect([response.status, response.type, response.text]).toEqual([400, "text/plain", MALFORMED_URL]);
    });
  }

  it("answers in problem details to an API client that asks for them", async () => {
    const response = await supertest(t.app).get("/api/customers/%E0%A4%A").set("Accept", "application/problem+json");
    expect([response.status, JSON.parse(response.text)]).toEqual([
      400,
      { type: "about:blank", title: "Bad Request", status: 400, detail: MALFORMED_URL, code: "BAD_USER_INPUT" },
    ]);
  });
});

describe("request ids", () => {
  it("names each request's id in a header, a new one each time", async () => {
    const first = (await t.request().get("/healthz")).headers["x-request-id"];
    const second = (await t.request().get("/api/hero")).headers["x-request-id"];
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
  });
});
