import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { WorkspaceAccess } from "#core/context.ts";
import type { JobWorker } from "#core/jobs/job-worker.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { jobsDone, startTestWorker } from "#tests/support/jobs.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { workspaceOf } from "#tests/support/workspaces.ts";
import { signatureVerifies, startReceiver, type Receiver } from "./receiver.ts";
import { createEndpoint } from "./webhook-api.ts";

let t: TestApp;
let worker: JobWorker;
let receiver: Receiver;
let owner: Awaited<ReturnType<typeof signedInAgent>>;
let workspace: WorkspaceAccess;
let endpoint: { id: string; secret: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const ENDPOINTS = `{ webhookEndpoints { id enabled disabledReason failingSince
  recentDeliveries { eventType status responseStatus attempts lastError } } }`;
const RESEND = `mutation ($id: ID!) { resendWebhookDelivery(id: $id) { id status } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateWebhookEndpointInput!) {
  updateWebhookEndpoint(id: $id, input: $input) { id url events enabled disabledReason failingSince }
}`;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signedInAgent(t, { username: "fay" });
  workspace = await workspaceOf(t.db, "fay");
  receiver = await startReceiver();
  endpoint = await createEndpoint(owner, receiver.url, ["customer.created"]);
  worker = await startTestWorker(t, { webhooks: { retryBaseMs: 5 } });
});
afterAll(async () => {
  await worker.stop();
  await receiver.close();
  await t.close();
});
beforeEach(async () => {
  await jobsDone(t.db);
  receiver.requests.length = 0;
  await workspace.db.webhookDelivery.deleteMany({});
});

async function customerCreated(name: string) {
  await workspace.db.customer.create({ data: { name, email: `${name.toLowerCase()}@x.test` } });
  await jobsDone(t.db);
  return workspace.db.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
}

describe("a failing endpoint", () => {
  it("gets the delivery again with the same webhook-id after it failed twice, and the delivery counts three attempts", async () => {
    receiver.failNext(2);
    const delivery = await customerCreated("Ray");
    expect(receiver.requests.map((received) => received.status)).toEqual([500, 500, 204]);
    expect(new Set(receiver.requests.map((received) => received.headers["webhook-id"]))).toEqual(
      new Set([delivery.eventId]),
    );
    expect(receiver.requests.every((received) => signatureVerifies(endpoint.secret, received))).toBe(true);
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 3, responseStatus: 204, lastError: null });
    const listed = await graphql(owner, ENDPOINTS);
    expect(listed.body.data.webhookEndpoints).toEqual([
      {
        id: endpoint.id,
        enabled: true,
        disabledReason: null,
        failingSince: null,
        recentDeliveries: [
          { eventType: "customer.created", status: "succeeded", responseStatus: 204, attempts: 3, lastError: null },
        ],
      },
    ]);
  });

  it("is disabled once it has failed for a day, with the reason its owners see, and enabling it starts afresh", async () => {
    await workspace.db.webhookEndpoint.update({
      where: { id: endpoint.id },
      data: { failingSince: new Date(Date.now() - DAY_MS - 60_000) },
    });
    receiver.failNext(1);
    const delivery = await customerCreated("Dee");
    expect(delivery).toMatchObject({ status: "failed", attempts: 1, responseStatus: 500, lastError: "Answered 500" });
    const reason = "Disabled automatically: deliveries failed for 24 hours without a success (last: Answered 500)";
    const listed = await graphql(owner, ENDPOINTS);
    expect(listed.body.data.webhookEndpoints[0]).toMatchObject({ enabled: false, disabledReason: reason });

    // Nothing is sent to a disabled endpoint, and it cannot be resent to.
    await customerCreated("Ned");
    expect(receiver.requests).toHaveLength(1);
    expect(errorOf((await graphql(owner, RESEND, { id: delivery.id })).body)).toEqual({
      message: "Enable the endpoint before resending its deliveries",
      code: "CONFLICT",
    });

    const enabled = await graphql(owner, UPDATE, { id: endpoint.id, input: { enabled: true } });
    expect(enabled.body.data.updateWebhookEndpoint).toMatchObject({
      enabled: true,
      disabledReason: null,
      failingSince: null,
    });
    const resent = await graphql(owner, RESEND, { id: delivery.id });
    expect(resent.body.data.resendWebhookDelivery).toEqual({ id: delivery.id, status: "pending" });
    await jobsDone(t.db);
    expect(receiver.requests.map((received) => [received.status, received.headers["webhook-id"]])).toEqual([
      [500, delivery.eventId],
      [204, delivery.eventId],
    ]);
    expect(await workspace.db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject({
      status: "succeeded",
      attempts: 2,
      responseStatus: 204,
    });
  });

  it("records who disabled an endpoint by hand, and sends it nothing until it is enabled", async () => {
    const disabled = await graphql(owner, UPDATE, { id: endpoint.id, input: { enabled: false } });
    expect(disabled.body.data.updateWebhookEndpoint).toMatchObject({
      enabled: false,
      disabledReason: "Disabled by fay",
    });
    await workspace.db.customer.create({ data: { name: "Quinn", email: "quinn@x.test" } });
    await jobsDone(t.db);
    expect(receiver.requests).toHaveLength(0);
    expect(await workspace.db.webhookDelivery.count()).toBe(0);
    await graphql(owner, UPDATE, { id: endpoint.id, input: { enabled: true } });
  });

  it("records a receiver that cannot be reached as a refused connection, naming no address or port, and retries it", async () => {
    const closed = await startReceiver();
    await closed.close();
    await graphql(owner, UPDATE, { id: endpoint.id, input: { url: closed.url } });
    await workspace.db.customer.create({ data: { name: "Una", email: "una@x.test" } });
    await expect
      .poll(async () => (await workspace.db.webhookDelivery.findFirst())?.attempts ?? 0, { timeout: 5000 })
      .toBeGreaterThanOrEqual(2);
    const delivery = await workspace.db.webhookDelivery.findFirstOrThrow();
    expect(delivery).toMatchObject({ responseStatus: null, lastError: "Connection refused" });
    const listed = await graphql(owner, ENDPOINTS);
    expect(listed.body.data.webhookEndpoints[0].recentDeliveries[0]).toMatchObject({
      responseStatus: null,
      lastError: "Connection refused",
    });
    expect(JSON.stringify(listed.body)).not.toContain(String(closed.port));
    await graphql(owner, UPDATE, { id: endpoint.id, input: { url: receiver.url } });
    await jobsDone(t.db);
    expect(await workspace.db.webhookDelivery.findFirstOrThrow()).toMatchObject({ status: "succeeded" });
  });
});
