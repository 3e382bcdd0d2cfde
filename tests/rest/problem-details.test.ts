import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey, revokeApiKey } from "#tests/support/api-keys.ts";
import { expectBothForms, PROBLEM } from "#tests/support/problem-details.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { workspaceOf } from "#tests/support/workspaces.ts";

const JSON_BODY = { "Content-Type": "application/json" };

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInAgent>>;
let key: string;
let otherWorkspaceCustomerId: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signedInAgent(t, { username: "problem-owner" });
  key = (await createApiKey(owner, "Problems")).header;
  await signedInAgent(t, { username: "other-team" });
  const other = await workspaceOf(t.db, "other-team");
  otherWorkspaceCustomerId = (await other.db.customer.create({ data: { name: "Theirs", email: "theirs@other.test" } }))
    .id;
});
afterAll(() => t.close());

describe("errors in both forms", () => {
  it("400: names each invalid field of a body with its form's message, the first as the detail", async () => {
    await expectBothForms(
      () =>
        t
          .request()
          .post("/api/customers")
          .set("Authorization", key)
          .set(JSON_BODY)
          .send({ name: " ", email: "nobody", status: "vip", valueCents: -5 }),
      {
        status: 400,
        message: "Name is required",
        code: "BAD_USER_INPUT",
        errors: [
          { field: "name", message: "Name is required" },
          { field: "email", message: "Please enter a valid email address" },
          { field: "status", message: "Status must be lead, active or inactive" },
          { field: "valueCents", message: "Value cannot be negative" },
        ],
      },
    );
  });

  it("400: names each invalid query parameter", async () => {
    await expectBothForms(
      () => t.request().get("/api/tasks?limit=ten&priority=urgent&sort=title").set("Authorization", key),
      {
        status: 400,
        message: "limit must be a whole number",
        code: "BAD_USER_INPUT",
        errors: [
          { field: "limit", message: "limit must be a whole number" },
          { field: "priority", message: "Priority must be high, medium or low" },
          { field: "sort", message: "Sort field must be dueAt, priority or createdAt" },
        ],
      },
    );
  });

  it("400: a patch names only the fields it gives that are invalid", async () => {
    const { body } = await t
      .request()
      .post("/api/deals")
      .set("Authorization", key)
      .set(JSON_BODY)
      .send({ title: "Patched", customerId: (await ownCustomer()).id });
    await expectBothForms(
      () =>
        t
          .request()
          .patch(`/api/deals/${body.id}`)
          .set("Authorization", key)
          .set(JSON_BODY)
          .send({ stage: "won", valueCents: 1.5 }),
      {
        status: 400,
        message: "Stage must be qualified, proposal, negotiation, closed_won or closed_lost",
        code: "BAD_USER_INPUT",
        errors: [
          { field: "stage", message: "Stage must be qualified, proposal, negotiation, closed_won or closed_lost" },
          { field: "valueCents", message: "Value must be a whole number of cents" },
        ],
      },
    );
  });

  it("400: names a nested field by its dotted path", async () => {
    await expectBothForms(
      () =>
        t
          .request()
          .post("/api/customers/import")
          .set("Authorization", key)
          .set(JSON_BODY)
          .send({
            rows: [
              { line: 2, name: "Ok", email: "ok@x.test" },
              { line: 3, email: 5 },
            ],
            updateExisting: "yes",
          }),
      {
        status: 400,
        message: "Email must be text",
        code: "BAD_USER_INPUT",
        errors: [
          { field: "rows.1.email", message: "Email must be text" },
          { field: "updateExisting", message: "updateExisting must be true or false" },
        ],
      },
    );
  });

  it("400: a filter naming a customer by something that is not an id, before a download starts", async () => {
    for (const path of [
      "/api/tasks?customerId=bad",
      "/api/tasks/export.csv?customerId=bad",
      "/api/deals?customerId=1",
    ]) {
      await expectBothForms(() => t.request().get(path).set("Authorization", key), {
        status: 400,
        message: "Customer not found",
        code: "BAD_USER_INPUT",
        errors: [{ field: "customerId", message: "Customer not found" }],
      });
    }
  });

  it("400: a body that is not JSON at all", async () => {
    await expectBothForms(() => t.request().post("/api/customers").set("Authorization", key).set(JSON_BODY).send("{"), {
      status: 400,
      message: "Malformed JSON body",
      code: "BAD_USER_INPUT",
    });
  });

  it.each([
    ["no credentials", undefined, "Not signed in"],
    ["an unknown key", "Bearer brk_unknown", "Invalid API key"],
  ])("401: %s", async (_name, authorization, message) => {
    await expectBothForms(
      () => {
        const request = t.request().get("/api/customers");
        return authorization ? request.set("Authorization", authorization) : request;
      },
      { status: 401, message, code: "UNAUTHENTICATED" },
    );
  });

  it("401: a revoked key", async () => {
    const revoked = await createApiKey(owner, "Revoked");
    await revokeApiKey(owner, revoked.id);
    await expectBothForms(() => t.request().get("/api/deals").set("Authorization", revoked.header), {
      status: 401,
      message: "Invalid API key",
      code: "UNAUTHENTICATED",
    });
  });

  it("403: a session-only route called with an API key, and a write from another site", async () => {
    await expectBothForms(
      () => t.request().put("/api/user/profile").set("Authorization", key).set(JSON_BODY).send({ firstName: "K" }),
      { status: 403, message: "API keys cannot do this: sign in instead", code: "FORBIDDEN" },
    );
    await expectBothForms(
      () => owner.post("/api/customers").set("Origin", "https://evil.test").set(JSON_BODY).send({}),
      { status: 403, message: "Cross-site request refused", code: "FORBIDDEN" },
    );
  });

  it("404: another workspace's id reads exactly as a missing one", async () => {
    for (const path of [
      `/api/customers/${otherWorkspaceCustomerId}`,
      `/api/customers/${otherWorkspaceCustomerId}/deals`,
      "/api/customers/0190c5f2-0000-7000-8000-000000000000",
      "/api/customers/not-an-id",
    ]) {
      await expectBothForms(() => t.request().get(path).set("Authorization", key), {
        status: 404,
        message: "Customer not found",
        code: "NOT_FOUND",
      });
    }
  });

  it("404: a route that does not exist", async () => {
    await expectBothForms(() => t.request().get("/api/nothing-here").set("Authorization", key), {
      status: 404,
      message: "Not found",
      code: "NOT_FOUND",
    });
  });

  it("409: an e-mail another customer has", async () => {
    await t
      .request()
      .post("/api/customers")
      .set("Authorization", key)
      .set(JSON_BODY)
      .send({ name: "A", email: "dup@x.test" });
    await expectBothForms(
      () =>
        t
          .request()
          .post("/api/customers")
          .set("Authorization", key)
          .set(JSON_BODY)
          .send({ name: "B", email: "DUP@x.test" }),
      { status: 409, message: "A customer with this email already exists", code: "CONFLICT" },
    );
  });

  it("413: a body over 100 kB", async () => {
    const notes = "x".repeat(110_000);
    await expectBothForms(
      () =>
        t
          .request()
          .post("/api/customers")
          .set("Authorization", key)
          .set(JSON_BODY)
          .send({ name: "Big", email: "b@b.test", notes }),
      { status: 413, message: "Request body is too large", code: "PAYLOAD_TOO_LARGE" },
    );
  });

  it("415: a body that is not sent as JSON", async () => {
    await expectBothForms(
      () =>
        t.request().post("/api/customers").set("Authorization", key).set("Content-Type", "text/plain").send("name=x"),
      { status: 415, message: "Content-Type must be application/json", code: "UNSUPPORTED_MEDIA_TYPE" },
    );
  });
});

describe("content negotiation", () => {
  it.each([
    ["application/json, application/problem+json", PROBLEM],
    ["application/problem+json;q=0.5, text/plain", PROBLEM],
    ["*/*", "text/plain"],
    ["application/json", "text/plain"],
    ["application/problem+json;q=0", "text/plain"],
  ])("Accept: %s answers an error as %s", async (accept, type) => {
    const response = await t.request().get("/api/customers/not-an-id").set("Authorization", key).set("Accept", accept);
    expect([response.status, response.headers["content-type"]?.split(";")[0]]).toEqual([404, type]);
  });
});

async function ownCustomer() {
  const workspace = await workspaceOf(t.db, "problem-owner");
  return workspace.db.customer.create({ data: { name: "Own", email: `own-${Date.now()}@x.test` } });
}
