import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pino } from "pino";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#gateway/app.ts";
import { seedDatabase } from "#prisma/seed.ts";
import { DEFAULT_HERO } from "#schema/content/content.defaults.ts";
import { DEFAULT_PRICING_PLANS } from "#schema/content/landing-lists.defaults.ts";
import { createDatabase, type Database } from "#core/db/db.ts";
import { TEST_APP_URL, TEST_SESSION_SECRET } from "#tests/support/test-app.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { startSwitchableProxy, type SwitchableProxy } from "./switchable-proxy.ts";

const UNAVAILABLE = "The database is unavailable; try again shortly";

let database: TestDatabase;
let proxy: SwitchableProxy;
let db: Database;
let webRoot: string;
let request: () => ReturnType<typeof supertest>;

beforeAll(async () => {
  database = await createTestDatabase();
  proxy = await startSwitchableProxy(database.url);
  db = createDatabase(proxy.url);
  await seedDatabase(db);
  await db.heroContent.update({ where: { id: 1 }, data: { heading: "Edited heading" } });
  webRoot = await mkdtemp(path.join(os.tmpdir(), "bramble-web-root-"));
  await writeFile(path.join(webRoot, "index.html"), "<html><head></head><body></body></html>");
  const app = buildApp({
    db,
    config: {
      appUrl: TEST_APP_URL,
      sessionSecret: TEST_SESSION_SECRET,
      authRateLimit: 1000,
      apiRateLimit: 1000,
      trustProxy: 0,
      demoData: false,
      webhooksAllowPrivateUrls: false,
      webRoot,
    },
    log: pino({ level: "silent" }),
  });
  request = () => supertest(app);
});

afterAll(async () => {
  await db.$disconnect();
  await proxy.close();
  await database.drop();
  await rm(webRoot, { recursive: true, force: true });
});

/** The initial data a served page carries. */
function pageData(html: string): unknown {
  const json = /<script id="bramble-initial-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? "null");
}

describe("while the database is stopped", () => {
  it("answers 503 with a clear message, serves pages with the default content, and recovers by itself", async () => {
    expect((await request().get("/api/hero")).body.heading).toBe("Edited heading");
    await proxy.cut();

    const health = await request().get("/healthz");
    expect([health.status, health.body]).toEqual([503, { status: "unavailable", message: UNAVAILABLE }]);
    for (const route of ["/api/hero", "/api/settings"]) {
      const response = await request().get(route);
      expect([route, response.status, response.text]).toEqual([route, 503, UNAVAILABLE]);
    }
    const graphql = await request()
      .post("/graphql")
      .set("content-type", "application/json")
      .send({ query: "{ hero { heading } }" });
    expect(graphql.body.errors.map((error: { message: string; extensions: { code: string } }) => error)).toEqual([
      expect.objectContaining({ message: UNAVAILABLE, extensions: { code: "UNAVAILABLE" } }),
    ]);
    const signIn = await request()
      .post("/api/auth/login")
      .send({ username: "someone", password: "x".repeat(12) });
    expect([signIn.status, signIn.text]).toEqual([503, UNAVAILABLE]);
    // The key and the session are looked up before any route runs: their failure is answered alike.
    const withKey = await request().get("/api/customers").set("authorization", "Bearer bramble_unknown_key");
    expect([withKey.status, withKey.text]).toEqual([503, UNAVAILABLE]);
    const asProblem = await request()
      .get("/api/customers")
      .set("authorization", "Bearer bramble_unknown_key")
      .set("accept", "application/problem+json");
    expect([asProblem.status, asProblem.body.status, asProblem.body.detail]).toEqual([503, 503, UNAVAILABLE]);
    const page = await request().get("/customers");
    expect(page.status).toBe(200);
    expect(pageData(page.text)).toMatchObject({ hero: DEFAULT_HERO, pricingPlans: DEFAULT_PRICING_PLANS });

    await proxy.restore();
    const health2 = await request().get("/healthz");
    expect([health2.status, health2.body]).toEqual([200, { status: "ok" }]);
    expect((await request().get("/api/hero")).body.heading).toBe("Edited heading");
    expect(pageData((await request().get("/customers")).text)).toMatchObject({ hero: { heading: "Edited heading" } });
  });
});
