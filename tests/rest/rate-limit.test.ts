import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "#tests/support/api-keys.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";

const LIMIT = 3;
let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInAgent>>;

beforeAll(async () => {
  t = await startTestApp({ apiRateLimit: LIMIT });
  owner = await signedInAgent(t, { username: "throttled" });
});
afterAll(() => t.close());

const rateHeaders = (headers: Record<string, string | undefined>) => ({
  limit: headers["ratelimit-limit"],
  remaining: headers["ratelimit-remaining"],
  reset: Number(headers["ratelimit-reset"]),
});

describe("the API key's hourly allowance", () => {
  it("is stated on every answer under the key, errors included, then answers 429 with Retry-After", async () => {
    const { header } = await createApiKey(owner, "Counted");
    const listed = await t.request().get("/api/customers").set("Authorization", header);
    const missing = await t.request().get("/api/deals/not-an-id").set("Authorization", header);
    const invalid = await t.request().get("/api/tasks?priority=urgent").set("Authorization", header);
    expect([listed.status, missing.status, invalid.status]).toEqual([200, 404, 400]);
    expect([listed, missing, invalid].map((response) => rateHeaders(response.headers))).toEqual([
      { limit: "3", remaining: "2", reset: expect.any(Number) },
      { limit: "3", remaining: "1", reset: expect.any(Number) },
      { limit: "3", remaining: "0", reset: expect.any(Number) },
    ]);
    expect(rateHeaders(listed.headers).reset).toBeGreaterThan(3500);
    expect(rateHeaders(listed.headers).reset).toBeLessThanOrEqual(3600);

    const limited = await t.request().get("/api/customers").set("Authorization", header);
    expect([limited.status, limited.text]).toEqual([429, "API rate limit exceeded: 3 requests per hour"]);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(3500);
    expect(rateHeaders(limited.headers)).toMatchObject({ limit: "3", remaining: "0" });

    const problem = await t
      .request()
      .get("/api/customers")
      .set("Authorization", header)
      .set("Accept", "application/problem+json");
    expect([problem.status, problem.headers["content-type"], problem.body]).toEqual([
      429,
      "application/problem+json; charset=utf-8",
      {
        type: "about:blank",
        title: "Too Many Requests",
        status: 429,
        detail: "API rate limit exceeded: 3 requests per hour",
        code: "RATE_LIMITED",
      },
    ]);
    expect(Number(problem.headers["retry-after"])).toBeGreaterThan(3500);
  });

  it("is per key: another key of the same workspace has its own", async () => {
    const { header } = await createApiKey(owner, "Fresh");
    const response = await t.request().get("/api/customers").set("Authorization", header);
    expect([response.status, response.headers["ratelimit-remaining"]]).toEqual([200, "2"]);
  });

  it("does not apply to the web app's session, which carries no rate headers", async () => {
    const response = await owner.get("/api/customers");
    expect([response.status, response.headers["ratelimit-limit"], response.headers.ratelimit]).toEqual([
      200,
      undefined,
      undefined,
    ]);
  });
});
