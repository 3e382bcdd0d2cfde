import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobWorker } from "#core/jobs/job-worker.ts";
import { postWebhook } from "#schema/webhooks/webhook-request.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { startTestWorker } from "#tests/support/jobs.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { workspaceOf } from "#tests/support/workspaces.ts";
import { startReceiver, type Receiver } from "./receiver.ts";
import { createEndpoint } from "./webhook-api.ts";

let receiver: Receiver;
const production = { allowPrivateAddresses: false, timeoutMs: 2000 };
const post = (url: string) => ({ url, headers: { "webhook-id": "msg_test" }, body: "{}" });

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

describe("in production, a webhook", () => {
  it.each([
    "http://127.0.0.1:PORT/hooks",
    "http://10.1.2.3/hooks",
    "http://169.254.169.254/latest/meta-data",
    "http://[::1]:PORT/hooks",
    "http://[::ffff:127.0.0.1]:PORT/hooks",
    "http://[::127.0.0.1]:PORT/hooks",
    "http://[2002:7f00:1::1]:PORT/hooks",
    "http://[64:ff9b:1::7f00:1]:PORT/hooks",
    "http://localhost:PORT/hooks",
  ])("is not sent to %s, and the owners read only that the connection was refused", async (url) => {
    const outcome = await postWebhook(post(url.replace("PORT", String(receiver.port))), production);
    expect(outcome).toEqual({ delivered: false, responseStatus: null, error: "Connection refused" });
    expect(receiver.requests).toEqual([]);
  });

  it("reaches a receiver on this machine when private addresses are allowed (development and tests)", async () => {
    const outcome = await postWebhook(post(receiver.url), { ...production, allowPrivateAddresses: true });
    expect(outcome).toEqual({ delivered: true, responseStatus: 204, error: null });
    expect(receiver.requests.map(({ headers }) => headers["webhook-id"])).toEqual(["msg_test"]);
    receiver.requests.length = 0;
  });

  it("connects to a host name through the addresses it checked", async () => {
    const outcome = await postWebhook(post(`http://localhost:${receiver.port}/hooks`), {
      ...production,
      allowPrivateAddresses: true,
    });
    expect(outcome).toEqual({ delivered: true, responseStatus: 204, error: null });
    expect(receiver.requests.map(({ headers }) => headers.host)).toEqual([`localhost:${receiver.port}`]);
    receiver.requests.length = 0;
  });

  it("reports a host name that does not resolve as a refused connection", async () => {
    const outcome = await postWebhook(post("http://no-such-host.invalid/hooks"), production);
    expect(outcome).toEqual({ delivered: false, responseStatus: null, error: "Connection refused" });
  });

  it("reports a closed port as a refused connection, naming neither the address nor the port", async () => {
    const closed = createServer();
    closed.listen(0, "127.0.0.1");
    await once(closed, "listening");
    const { port } = closed.address() as AddressInfo;
    closed.close();
    await once(closed, "close");
    const outcome = await postWebhook(post(`http://127.0.0.1:${port}/hooks`), {
      ...production,
      allowPrivateAddresses: true,
    });
    expect(outcome).toEqual({ delivered: false, responseStatus: null, error: "Connection refused" });
  });

  it("does not follow a redirect: the answer counts as a failure", async () => {
    const redirecting = createServer((_request, response) => {
      response.writeHead(302, { location: receiver.url }).end();
    });
    redirecting.listen(0, "127.0.0.1");
    await once(redirecting, "listening");
    const { port } = redirecting.address() as AddressInfo;
    const outcome = await postWebhook(post(`http://127.0.0.1:${port}/`), {
      ...production,
      allowPrivateAddresses: true,
    });
    redirecting.close();
    expect(outcome).toEqual({
      delivered: false,
      responseStatus: 302,
      error: "Answered 302: redirects are not followed",
    });
    expect(receiver.requests).toEqual([]);
  });

  it("gives up on a receiver that does not answer in time", async () => {
    const silent = createServer(() => {});
    silent.listen(0, "127.0.0.1");
    await once(silent, "listening");
    const { port } = silent.address() as AddressInfo;
    const outcome = await postWebhook(post(`http://127.0.0.1:${port}/`), {
      allowPrivateAddresses: true,
      timeoutMs: 200,
    });
    silent.closeAllConnections();
    silent.close();
    expect(outcome).toEqual({ delivered: false, responseStatus: null, error: "Timed out" });
  });
});

describe("the delivery job in production", () => {
  let t: TestApp;
  let worker: JobWorker;

  beforeAll(async () => {
    t = await startTestApp();
    worker = await startTestWorker(t, { webhooks: { allowPrivateAddresses: false, retryBaseMs: 60_000 } });
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
  });

  it("records the refusal on the delivery, sends nothing, and retries later", async () => {
    const owner = await signedInAgent(t, { username: "pia" });
    const { db } = await workspaceOf(t.db, "pia");
    await createEndpoint(owner, receiver.url, ["customer.created"]);
    await db.customer.create({ data: { name: "Sam", email: "sam@x.test" } });
    await expect.poll(async () => (await db.webhookDelivery.findFirst())?.attempts, { timeout: 5000 }).toBe(1);
    expect(await db.webhookDelivery.findFirstOrThrow()).toMatchObject({
      status: "pending",
      responseStatus: null,
      lastError: "Connection refused",
    });
    expect(receiver.requests).toEqual([]);
  });
});

describe("saving an endpoint in production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ webhooksAllowPrivateUrls: false });
  });
  afterAll(() => t.close());

  const CREATE = `mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }`;
  const UPDATE = `mutation ($id: ID!, $input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) { url }
  }`;

  it.each([
    ["http://127.0.0.1:9000/hooks", "127.0.0.1 is a private address"],
    ["http://[fd00::1]/hooks", "fd00::1 is a private address"],
    ["http://169.254.169.254/latest/meta-data", "169.254.169.254 is a private address"],
    ["http://[2002:a00:1::1]/hooks", "2002:a00:1::1 is a private address"],
    ["http://[64:ff9b:1::a00:1]/hooks", "64:ff9b:1::a00:1 is a private address"],
    ["http://[::a00:1]/hooks", "::a00:1 is a private address"],
  ])("refuses %s, saving nothing", async (url, refusal) => {
    const username = `saver-${url.replace(/[^a-z0-9]/g, "")}`.slice(0, 30);
    const owner = await signedInAgent(t, { username });
    const response = await graphql(owner, CREATE, { input: { url, events: ["customer.created"] } });
    expect(errorOf(response.body)).toEqual({
      message: `Endpoint URL must reach a public address: ${refusal}`,
      code: "BAD_USER_INPUT",
    });
    expect(await (await workspaceOf(t.db, username)).db.webhookEndpoint.count()).toBe(0);
  });

  it("refuses a host name that resolves to a loopback address", async () => {
    const owner = await signedInAgent(t, { username: "named-saver" });
    const response = await graphql(owner, CREATE, {
      input: { url: "http://localhost/hooks", events: ["task.updated"] },
    });
    expect(errorOf(response.body)).toEqual({
      message: "Endpoint URL must reach a public address: localhost resolves to a private address",
      code: "BAD_USER_INPUT",
    });
  });

  it("keeps a public endpoint and refuses moving it to a private address", async () => {
    const owner = await signedInAgent(t, { username: "mover" });
    const { id } = await createEndpoint(owner, "http://203.0.114.10/hooks", ["deal.created"]);
    const moved = await graphql(owner, UPDATE, { id, input: { url: "http://192.168.1.20/hooks" } });
    expect(errorOf(moved.body)?.message).toBe(
      "Endpoint URL must reach a public address: 192.168.1.20 is a private address",
    );
    const { db } = await workspaceOf(t.db, "mover");
    expect((await db.webhookEndpoint.findUniqueOrThrow({ where: { id } })).url).toBe("http://203.0.114.10/hooks");
  });

  it("saves a host name that does not resolve yet: its deliveries fail while it does not", async () => {
    const owner = await signedInAgent(t, { username: "early-saver" });
    const { id } = await createEndpoint(owner, "https://hooks.not-yet.invalid/bramble", ["customer.deleted"]);
    const { db } = await workspaceOf(t.db, "early-saver");
    expect((await db.webhookEndpoint.findUniqueOrThrow({ where: { id } })).url).toBe(
      "https://hooks.not-yet.invalid/bramble",
    );
  });
});
