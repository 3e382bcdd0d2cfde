import { pino } from "pino";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#gateway/app.ts";
import type { WorkspaceAccess } from "#core/context.ts";
import type { JobWorker } from "#core/jobs/job-worker.ts";
import { createApiKey } from "#tests/support/api-keys.ts";
import { jobsDone, startTestWorker } from "#tests/support/jobs.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { workspaceOf } from "#tests/support/workspaces.ts";
import { startReceiver, type Receiver } from "#tests/webhooks/receiver.ts";
import { createEndpoint } from "#tests/webhooks/webhook-api.ts";
import { sampleValue } from "./prometheus-text.ts";

const TOKEN = "metrics-token-for-the-tests";
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let worker: JobWorker;
let receiver: Receiver;
let owner: Awaited<ReturnType<typeof signedInAgent>>;
let workspace: WorkspaceAccess;
let endpointId: string;
beforeAll(async () => {
  t = await startTestApp({ metricsToken: TOKEN });
  owner = await signedInAgent(t, { username: "olga" });
  workspace = await workspaceOf(t.db, "olga");
  receiver = await startReceiver();
  endpointId = (await createEndpoint(owner, receiver.url, ["customer.created"])).id;
  worker = await startTestWorker(t, { webhooks: { retryBaseMs: 5 } });
});
afterAll(async () => {
  await worker.stop();
  await receiver.close();
  await t.close();
});

async function counters(name: string, label: string, values: string[]): Promise<number[]> {
  const text = (await supertest(t.app).get("/metrics").set("Authorization", `Bearer ${TOKEN}`)).text;
  return values.map((value) => sampleValue(text, name, { [label]: value }) ?? 0);
}

const webhookOutcomes = () =>
  counters("bramble_webhook_deliveries_total", "outcome", ["delivered", "retrying", "failed", "skipped"]);

describe("webhook delivery metrics", () => {
  it("count each try by its outcome: retrying after a failure, then delivered", async () => {
    const before = await webhookOutcomes();
    receiver.failNext(2);
    await workspace.db.customer.create({ data: { name: "Rita", email: "rita@x.test" } });
    await jobsDone(t.db);
    const after = await webhookOutcomes();
    expect(after.map((value, index) => value - (before[index] ?? 0))).toEqual([1, 2, 0, 0]);
  });

  it("count a delivery that fails for good", async () => {
    await workspace.db.webhookEndpoint.update({
      where: { id: endpointId },
      data: { failingSince: new Date(Date.now() - DAY_MS - 60_000) },
    });
    const before = await webhookOutcomes();
    receiver.failNext(1);
    await workspace.db.customer.create({ data: { name: "Finn", email: "finn@x.test" } });
    await jobsDone(t.db);
    const after = await webhookOutcomes();
    expect(after.map((value, index) => value - (before[index] ?? 0))).toEqual([0, 0, 1, 0]);
  });
});

describe("API rate limit metrics", () => {
  it("count a request refused for its API key's hourly allowance", async () => {
    const key = await createApiKey(owner, "metered");
    const metered = buildApp({ db: t.db, config: { ...t.config, apiRateLimit: 1 }, log: pino({ level: "silent" }) });
    const [before] = await counters("bramble_throttle_refusals_total", "limiter", ["apiKey"]);
    const statuses = [];
    for (let request = 0; request < 2; request++) {
      statuses.push((await supertest(metered).get("/api/customers").set("Authorization", key.header)).status);
    }
    expect(statuses).toEqual([200, 429]);
    const [after] = await counters("bramble_throttle_refusals_total", "limiter", ["apiKey"]);
    expect((after ?? 0) - (before ?? 0)).toBe(1);
  });
});
