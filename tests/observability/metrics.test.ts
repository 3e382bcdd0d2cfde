import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#gateway/app.ts";
import { METRICS_OFF, METRICS_TOKEN_MISSING, METRICS_TOKEN_WRONG } from "#gateway/metrics/metrics-endpoint.ts";
import { countRead } from "#gateway/metrics/registry.ts";
import { createDatabase } from "#core/db/db.ts";
import { enqueueJob } from "#core/jobs/job-queue.ts";
import { graphql } from "#tests/support/graphql.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { labelSets, sampleValue } from "./prometheus-text.ts";

const TOKEN = "metrics-token-for-the-tests";
const silent = pino({ level: "silent" });

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), "bramble-metrics-web-"));
  await writeFile(path.join(webRoot, "robots.txt"), "User-agent: *\n");
  t = await startTestApp({ metricsToken: TOKEN, webRoot });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

async function scrape(app = t.app): Promise<string> {
  const response = await supertest(app).get("/metrics").set("Authorization", `Bearer ${TOKEN}`);
  expect([response.status, response.headers["content-type"]]).toEqual([
    200,
    "text/plain; version=0.0.4; charset=utf-8",
  ]);
  return response.text;
}

/** How much a counter grew while `act` ran (a missing sample counts as 0). */
async function growth(name: string, labels: Record<string, string>, act: () => Promise<unknown>): Promise<number> {
  const before = sampleValue(await scrape(), name, labels) ?? 0;
  await act();
  return (sampleValue(await scrape(), name, labels) ?? 0) - before;
}

describe("GET /metrics", () => {
  it("refuses a missing or wrong token with problem details", async () => {
    const missing = await supertest(t.app).get("/metrics");
    const wrong = await supertest(t.app).get("/metrics").set("Authorization", "Bearer metrics-token-for-the-guess");
    for (const [response, detail] of [
      [missing, METRICS_TOKEN_MISSING],
      [wrong, METRICS_TOKEN_WRONG],
    ] as const) {
      expect([response.status, response.headers["content-type"], response.headers["www-authenticate"]]).toEqual([
        401,
        "application/problem+json; charset=utf-8",
        'Bearer realm="metrics"',
      ]);
      expect(JSON.parse(response.text)).toEqual({
        type: "about:blank",
        title: "Unauthorized",
        status: 401,
        detail,
        code: "UNAUTHENTICATED",
      });
    }
  });

  it("answers 404 saying how to turn metrics on when METRICS_TOKEN is unset", async () => {
    const app = buildApp({ db: t.db, config: { ...t.config, metricsToken: undefined }, log: silent });
    const response = await supertest(app).get("/metrics").set("Authorization", `Bearer ${TOKEN}`);
    expect([response.status, JSON.parse(response.text)]).toEqual([
      404,
      { type: "about:blank", title: "Not Found", status: 404, detail: METRICS_OFF, code: "NOT_FOUND" },
    ]);
  });

  it("serves the process's default metrics under the bramble_ prefix", async () => {
    const text = await scrape();
    for (const name of [
      "bramble_process_resident_memory_bytes",
      "bramble_nodejs_heap_size_used_bytes",
      "bramble_nodejs_eventloop_lag_seconds",
      "bramble_nodejs_gc_duration_seconds",
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });
});

describe("HTTP metrics", () => {
  it("label a request with its route pattern, never its path", async () => {
    const id = randomUUID();
    const labels = { method: "GET", route: "/api/customers/:id", status: "401" };
    const timed = { method: "GET", route: "/api/customers/:id" };
    // The registry is the process's: other files in this worker may have asked for a customer already.
    const timedBefore = sampleValue(await scrape(), "bramble_http_request_duration_seconds_count", timed) ?? 0;
    expect(await growth("bramble_http_requests_total", labels, () => t.request().get(`/api/customers/${id}`))).toBe(1);
    const text = await scrape();
    expect(text).not.toContain(id);
    expect(sampleValue(text, "bramble_http_request_duration_seconds_count", timed)).toBe(timedBefore + 1);
  });

  it("give unmatched paths one label and the web app's files another", async () => {
    const unmatched = { method: "GET", route: "unmatched", status: "404" };
    expect(
      await growth("bramble_http_requests_total", unmatched, () => supertest(t.app).get("/api/no-such-thing")),
    ).toBe(1);
    const posted = { method: "POST", route: "unmatched", status: "404" };
    expect(await growth("bramble_http_requests_total", posted, () => supertest(t.app).post("/no-such-page"))).toBe(1);
    const file = { method: "GET", route: "static", status: "200" };
    expect(await growth("bramble_http_requests_total", file, () => supertest(t.app).get("/robots.txt"))).toBe(1);
    const text = await scrape();
    expect(labelSets(text, "bramble_http_requests_total").map((labels) => labels.route)).not.toContain("/no-such-page");
  });
});

describe("GraphQL metrics", () => {
  const operations = "bramble_graphql_operations_total";

  it("count the web client's operations by name, and any other name as other", async () => {
    const viewer = { operation: "Viewer", type: "query", outcome: "success" };
    const timed = { operation: "Viewer", type: "query" };
    const timedBefore = sampleValue(await scrape(), "bramble_graphql_operation_duration_seconds_count", timed) ?? 0;
    expect(await growth(operations, viewer, () => graphql(t.request(), "query Viewer { __typename }"))).toBe(1);
    const other = { operation: "other", type: "query", outcome: "success" };
    expect(await growth(operations, other, () => graphql(t.request(), "query Invented42 { __typename }"))).toBe(1);
    const anonymous = { operation: "anonymous", type: "query", outcome: "success" };
    expect(await growth(operations, anonymous, () => graphql(t.request(), "{ __typename }"))).toBe(1);
    const text = await scrape();
    expect(labelSets(text, operations).map((labels) => labels.operation)).not.toContain("Invented42");
    expect(sampleValue(text, "bramble_graphql_operation_duration_seconds_count", timed)).toBe(timedBefore + 1);
  });

  it("tell operations that failed from those refused before running", async () => {
    const failed = { operation: "Customers", type: "query", outcome: "error" };
    const unauthenticated = "query Customers { customers(first: 1) { totalCount } }";
    expect(await growth(operations, failed, () => graphql(t.request(), unauthenticated))).toBe(1);
    const invalid = { operation: "Viewer", type: "query", outcome: "invalid" };
    expect(await growth(operations, invalid, () => graphql(t.request(), "query Viewer { noSuchField }"))).toBe(1);
    const unreadable = { operation: "anonymous", type: "unknown", outcome: "invalid" };
    expect(await growth(operations, unreadable, () => graphql(t.request(), "query Viewer {"))).toBe(1);
  });
});

describe("database metrics", () => {
  it("report the primary pool's use", async () => {
    const text = await scrape();
    const pool = { pool: "primary" };
    expect(sampleValue(text, "bramble_database_pool_max_connections", pool)).toBe(10);
    expect(sampleValue(text, "bramble_database_pool_waiting_queries", pool)).toBe(0);
    expect(sampleValue(text, "bramble_database_pool_idle_connections", pool)).toBe(
      sampleValue(text, "bramble_database_pool_connections", pool),
    );
  });

  it("count the job queue's jobs by state", async () => {
    await enqueueJob(t.db, "metrics_test_due", {});
    await enqueueJob(t.db, "metrics_test_later", {}, { runAt: new Date(Date.now() + 60 * 60 * 1000) });
    const text = await scrape();
    const jobs = (state: string) => sampleValue(text, "bramble_job_queue_jobs", { state });
    expect([jobs("waiting"), jobs("scheduled"), jobs("running"), jobs("failed")]).toEqual([1, 1, 0, 0]);
  });

  it("leave the job queue out while the database is away, and still answer", async () => {
    const away = createDatabase("postgresql://nobody@127.0.0.1:1/away");
    try {
      const app = buildApp({ db: away, config: t.config, log: silent });
      const text = await scrape(app);
      expect(labelSets(text, "bramble_job_queue_jobs")).toEqual([]);
      expect(sampleValue(text, "bramble_database_pool_max_connections", { pool: "primary" })).toBe(10);
    } finally {
      await away.$disconnect();
    }
  });

  it("count the reads each copy of the database served", async () => {
    expect(await growth("bramble_database_reads_total", { copy: "replica" }, async () => countRead("replica"))).toBe(1);
  });

  it("count a list's reads as the primary's when there is no replica", async () => {
    const agent = await signedInAgent(t, { username: "lister" });
    const list = () => agent.get("/api/customers").expect(200);
    expect(await growth("bramble_database_reads_total", { copy: "replica" }, list)).toBe(0);
    expect(await growth("bramble_database_reads_total", { copy: "primary" }, list)).toBeGreaterThan(0);
  });
});

describe("throttle metrics", () => {
  it("count a refusal by its limiter", async () => {
    await createUser(t.db, { username: "throttled" });
    const strict = buildApp({ db: t.db, config: { ...t.config, authRateLimit: 1 }, log: silent });
    const wrongLogin = () =>
      supertest(strict)
        .post("/api/auth/login")
        .set("Content-Type", "application/json")
        .send({ username: "throttled", password: "not-the-password" });
    expect((await wrongLogin()).status).toBe(401);
    const refusals = await growth("bramble_throttle_refusals_total", { limiter: "login" }, async () => {
      expect((await wrongLogin()).status).toBe(429);
    });
    expect(refusals).toBe(1);
  });
});
