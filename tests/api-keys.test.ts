import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearerToken } from "#gateway/api-key-auth.ts";
import { errorOf, graphql } from "./support/graphql.ts";
import { signedInAgent, signIn } from "./support/sign-in.ts";
import { createUser } from "./support/users.ts";
import { addMember, workspaceOf } from "./support/workspaces.ts";
import { startTestApp, type TestApp } from "./support/test-app.ts";

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInAgent>>;

const CREATE = `mutation ($name: String!) { createApiKey(input: { name: $name }) { secret apiKey { id name prefix revokedAt createdBy { username } } } }`;
const LIST = `{ apiKeys { name prefix lastUsedAt revokedAt } }`;
const REVOKE = `mutation ($id: ID!) { revokeApiKey(id: $id) { revokedAt } }`;

async function createKey(name: string) {
  const response = await graphql(owner, CREATE, { name });
  return response.body.data.createApiKey as { secret: string; apiKey: { id: string; prefix: string } };
}

beforeAll(async () => {
  t = await startTestApp({ apiRateLimit: 5 });
  // A site admin who also owns a workspace: their keys still act only as a member of it.
  owner = await signedInAgent(t, { username: "keymaster", role: "admin", at: "app" });
  await (
    await workspaceOf(t.db, "keymaster")
  ).db.customer.create({ data: { name: "Ola Olsen", email: "ola@olsen.test" } });
});
afterAll(() => t.close());

describe("bearerToken", () => {
  it("reads the key from an Authorization: Bearer header only", () => {
    expect(bearerToken("Bearer brk_abc")).toBe("brk_abc");
    expect(bearerToken("bearer   brk_abc ")).toBe("brk_abc");
    expect(bearerToken("Basic dXNlcjpwYXNz")).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});

describe("API keys", () => {
  it("are created by a workspace owner, shown once, and listed by prefix only", async () => {
    const created = await createKey("Zapier");
    expect(created.secret).toMatch(/^brk_[A-Za-z0-9_-]{43}$/);
    expect(created.apiKey).toMatchObject({ name: "Zapier", revokedAt: null, createdBy: { username: "keymaster" } });
    expect(created.secret.startsWith(created.apiKey.prefix)).toBe(true);
    const listed = (await graphql(owner, LIST)).body.data.apiKeys;
    expect(listed).toContainEqual({ name: "Zapier", prefix: created.apiKey.prefix, lastUsedAt: null, revokedAt: null });
    expect(JSON.stringify(listed)).not.toContain(created.secret);
  });

  it("let a client use the REST and GraphQL APIs with Authorization: Bearer", async () => {
    const { secret } = await createKey("Reporting");
    const rest = await t.request().get("/api/customers").set("Authorization", `Bearer ${secret}`);
    expect([rest.status, rest.body.totalCount]).toEqual([200, 1]);
    const query = await t
      .request()
      .post("/graphql")
      .set("Authorization", `Bearer ${secret}`)
      .set("Content-Type", "application/json")
      .send({ query: "{ customers { totalCount } }" });
    expect(query.body).toEqual({ data: { customers: { totalCount: 1 } } });
    const [key] = (await graphql(owner, LIST)).body.data.apiKeys.filter(
      (listed: { name: string }) => listed.name === "Reporting",
    );
    expect(key.lastUsedAt).not.toBeNull();
  });

  it("never open the admin area, even when a site admin made the key", async () => {
    const { secret } = await createKey("Admin's key");
    const response = await t
      .request()
      .put("/api/admin/settings")
      .set("Authorization", `Bearer ${secret}`)
      .set("Content-Type", "application/json")
      .send({ companyName: "Hijacked", companyEmail: "x@y.test", companyPhone: "", companyAddress: "" });
    expect([response.status, response.text]).toEqual([403, "Admin access required"]);
  });

  it("refuse an unknown or revoked key with 401", async () => {
    const unknown = await t.request().get("/api/customers").set("Authorization", "Bearer brk_nope");
    expect([unknown.status, unknown.text]).toEqual([401, "Invalid API key"]);
    const { secret, apiKey } = await createKey("Old integration");
    expect((await graphql(owner, REVOKE, { id: apiKey.id })).body.data.revokeApiKey.revokedAt).not.toBeNull();
    const revoked = await t.request().get("/api/customers").set("Authorization", `Bearer ${secret}`);
    expect([revoked.status, revoked.text]).toEqual([401, "Invalid API key"]);
  });

  it("allow the configured number of requests per key per hour, then answer 429", async () => {
    const { secret } = await createKey("Busy");
    const call = () => t.request().get("/api/activities").set("Authorization", `Bearer ${secret}`);
    for (let request = 0; request < 5; request++) expect((await call()).status).toBe(200);
    const limited = await call();
    expect([limited.status, limited.text]).toEqual([429, "API rate limit exceeded: 5 requests per hour"]);
    const { secret: other } = await createKey("Quiet");
    expect((await t.request().get("/api/activities").set("Authorization", `Bearer ${other}`)).status).toBe(200);
  });

  it("are managed by the workspace's owners only", async () => {
    const member = await createUser(t.db, { username: "member" });
    await addMember(t.db, await workspaceOf(t.db, "keymaster"), member);
    const user = await signIn(t, "member");
    expect(errorOf((await graphql(user, CREATE, { name: "Mine" })).body)).toEqual({
      message: "Only workspace owners can do this",
      code: "FORBIDDEN",
    });
    expect(errorOf((await graphql(user, LIST)).body)).toEqual({
      message: "Only workspace owners can do this",
      code: "FORBIDDEN",
    });
    expect(errorOf((await graphql(t.request(), LIST)).body)).toEqual({
      message: "Not signed in",
      code: "UNAUTHENTICATED",
    });
    expect(errorOf((await graphql(owner, CREATE, { name: " " })).body)).toEqual({
      message: "Name is required",
      code: "BAD_USER_INPUT",
    });
  });
});
