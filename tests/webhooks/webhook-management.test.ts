import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WorkspaceAccess } from "#core/context.ts";
import type { JobWorker } from "#core/jobs/job-worker.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { jobsDone, startTestWorker } from "#tests/support/jobs.ts";
import { signIn, signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, workspaceOf } from "#tests/support/workspaces.ts";
import { startReceiver, type Receiver } from "./receiver.ts";
import { createApiKey, createEndpoint } from "./webhook-api.ts";

let t: TestApp;
let worker: JobWorker;
let receiver: Receiver;
let owner: Awaited<ReturnType<typeof signedInAgent>>;
let stranger: Awaited<ReturnType<typeof signedInAgent>>;
let workspace: WorkspaceAccess;

const CREATE = `mutation ($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret endpoint { id url events enabled disabledReason createdBy { username } } }
}`;
const ENDPOINTS = `{ webhookEndpoints { id url events recentDeliveries { id eventType } } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateWebhookEndpointInput!) {
  updateWebhookEndpoint(id: $id, input: $input) { id url events enabled }
}`;
const DELETE = `mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }`;
const RESEND = `mutation ($id: ID!) { resendWebhookDelivery(id: $id) { id } }`;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signedInAgent(t, { username: "wendy" });
  stranger = await signedInAgent(t, { username: "xavier" });
  workspace = await workspaceOf(t.db, "wendy");
  receiver = await startReceiver();
  worker = await startTestWorker(t);
});
afterAll(async () => {
  await worker.stop();
  await receiver.close();
  await t.close();
});

describe("registering an endpoint", () => {
  it("returns the secret once, and keeps the events in their listed order", async () => {
    const response = await graphql(owner, CREATE, {
      input: { url: ` ${receiver.url} `, events: ["deal.deleted", "customer.created", "deal.deleted"] },
    });
    const created = response.body.data.createWebhookEndpoint;
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.endpoint).toMatchObject({
      url: receiver.url,
      events: ["customer.created", "deal.deleted"],
      enabled: true,
      disabledReason: null,
      createdBy: { username: "wendy" },
    });
    const listed = await graphql(
      owner,
      `
        {
          webhookEndpoints {
            id
          }
        }
      `,
    );
    expect(listed.body.data.webhookEndpoints).toEqual([{ id: created.endpoint.id }]);
    await graphql(owner, DELETE, { id: created.endpoint.id });
  });

  const anyEvent = ["customer.created"];
  const badUrl = "Endpoint URL must be a valid URL starting with http:// or https://";
  it.each([
    { what: "an empty URL", input: { url: "", events: anyEvent }, message: "Endpoint URL is required" },
    { what: "an ftp URL", input: { url: "ftp://files.example.com/in", events: anyEvent }, message: badUrl },
    { what: "a file URL", input: { url: "file:///etc/passwd", events: anyEvent }, message: badUrl },
    { what: "text that is no URL", input: { url: "not a url", events: anyEvent }, message: badUrl },
    {
      what: "a URL with a password",
      input: { url: "https://user:pw@example.com/", events: anyEvent },
      message: "Endpoint URL must not contain a user name or password",
    },
    {
      what: "a URL over 2000 characters",
      input: { url: `https://example.com/${"a".repeat(1990)}`, events: anyEvent },
      message: "Endpoint URL must be at most 2000 characters",
    },
    { what: "no events", input: { url: "https://example.com/", events: [] }, message: "Choose at least one event" },
    {
      what: "an unknown event",
      input: { url: "https://example.com/", events: ["customer.exploded"] },
      message:
        "Events must be among customer.created, customer.updated, customer.deleted, customer.company_linked, customer.company_unlinked, company.created, company.updated, company.deleted, deal.created, deal.updated, deal.deleted, task.created, task.updated, task.deleted, activity.created, activity.updated, activity.deleted, custom_field.created, custom_field.updated, custom_field.deleted",
    },
  ])("refuses $what with the form's message", async ({ input, message }) => {
    const response = await graphql(owner, CREATE, { input });
    expect(errorOf(response.body)).toEqual({ message, code: "BAD_USER_INPUT" });
  });

  it("refuses a 21st endpoint", async () => {
    const ids = [];
    for (let count = 0; count < 20; count += 1) {
      ids.push((await createEndpoint(owner, `https://hooks.example.com/${count}`, ["task.created"])).id);
    }
    const response = await graphql(owner, CREATE, {
      input: { url: "https://hooks.example.com/21", events: ["task.created"] },
    });
    expect(errorOf(response.body)).toEqual({
      message: "A workspace can have at most 20 webhook endpoints",
      code: "CONFLICT",
    });
    for (const id of ids) await graphql(owner, DELETE, { id });
  });

  it("changes only the fields given", async () => {
    const { id } = await createEndpoint(owner, receiver.url, ["task.created"]);
    const moved = await graphql(owner, UPDATE, { id, input: { url: "https://hooks.example.com/crm" } });
    expect(moved.body.data.updateWebhookEndpoint).toEqual({
      id,
      url: "https://hooks.example.com/crm",
      events: ["task.created"],
      enabled: true,
    });
    const refused = await graphql(owner, UPDATE, { id, input: { events: [] } });
    expect(errorOf(refused.body)).toEqual({ message: "Choose at least one event", code: "BAD_USER_INPUT" });
    await graphql(owner, DELETE, { id });
  });
});

describe("the events an endpoint receives", () => {
  it("are only those it subscribed to", async () => {
    const { id } = await createEndpoint(owner, receiver.url, ["deal.created"]);
    const customer = await workspace.db.customer.create({ data: { name: "Sub", email: "sub@x.test" } });
    await workspace.db.deal.create({ data: { title: "Only this", customerId: customer.id } });
    await jobsDone(t.db);
    expect(receiver.requests.map(({ event }) => [event.type, event.data.title])).toEqual([
      ["deal.created", "Only this"],
    ]);
    expect(receiver.requests[0]?.event.data).toMatchObject({ customerId: customer.id, valueCents: 0, currency: "USD" });
    await graphql(owner, DELETE, { id });
    receiver.requests.length = 0;
  });
});

describe("webhooks and other people", () => {
  it("are managed by owners only: a member and an API key are refused", async () => {
    const member = await createUser(t.db, { username: "mo" });
    await addMember(t.db, workspace, member);
    const memberAgent = await signIn(t, "mo");
    const key = await createApiKey(owner);
    for (const requester of [memberAgent, t.agent().set("Authorization", `Bearer ${key}`)]) {
      expect(errorOf((await graphql(requester, ENDPOINTS)).body)).toEqual({
        message: "Only workspace owners can do this",
        code: "FORBIDDEN",
      });
      expect(
        errorOf((await graphql(requester, CREATE, { input: { url: receiver.url, events: ["task.created"] } })).body),
      ).toEqual({ message: "Only workspace owners can do this", code: "FORBIDDEN" });
    }
  });

  it("of one workspace are invisible to another, which can neither change them nor trigger them", async () => {
    const { id } = await createEndpoint(owner, receiver.url, ["customer.created"]);
    await workspace.db.customer.create({ data: { name: "Mine", email: "mine@x.test" } });
    await jobsDone(t.db);
    const delivery = await workspace.db.webhookDelivery.findFirstOrThrow({ where: { endpointId: id } });

    expect((await graphql(stranger, ENDPOINTS)).body.data.webhookEndpoints).toEqual([]);
    const notFound = { message: "Webhook endpoint not found", code: "NOT_FOUND" };
    expect(errorOf((await graphql(stranger, UPDATE, { id, input: { enabled: false } })).body)).toEqual(notFound);
    expect(errorOf((await graphql(stranger, DELETE, { id })).body)).toEqual(notFound);
    expect(errorOf((await graphql(stranger, RESEND, { id: delivery.id })).body)).toEqual({
      message: "Webhook delivery not found",
      code: "NOT_FOUND",
    });

    const before = receiver.requests.length;
    await (await workspaceOf(t.db, "xavier")).db.customer.create({ data: { name: "Theirs", email: "theirs@x.test" } });
    await jobsDone(t.db);
    expect(receiver.requests.slice(before)).toEqual([]);
    expect((await graphql(owner, ENDPOINTS)).body.data.webhookEndpoints).toEqual([
      {
        id,
        url: receiver.url,
        events: ["customer.created"],
        recentDeliveries: [{ id: delivery.id, eventType: "customer.created" }],
      },
    ]);
    await graphql(owner, DELETE, { id });
  });

  it("go with their workspace when it is purged, deliveries and all", async () => {
    const leaver = await signedInAgent(t, { username: "lea" });
    const leaving = await workspaceOf(t.db, "lea");
    await createEndpoint(leaver, receiver.url, ["customer.created", "customer.deleted"]);
    await leaving.db.customer.create({ data: { name: "Last", email: "last@x.test" } });
    await jobsDone(t.db);
    const before = receiver.requests.length;
    await t.db.workspace.delete({ where: { id: leaving.id } });
    await jobsDone(t.db);
    expect(await leaving.db.webhookEndpoint.count()).toBe(0);
    expect(await leaving.db.webhookDelivery.count()).toBe(0);
    expect(receiver.requests.slice(before)).toEqual([]);
  });
});
