import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "#prisma/generated/prisma/client.ts";
import { hashTokenSecret } from "#core/access/tokens.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { mailedToken } from "#tests/support/mail.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, createWorkspace } from "#tests/support/workspaces.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`;
const RESET_DONE = "Your password has been reset. Sign in with your new password.";
const INVALID_LINK = "This password reset link is invalid, has expired or has already been used. Ask for a new one.";
const json = { "Content-Type": "application/json" };

/** A key the user made in the workspace; returns its secret, which works as a bearer token. */
async function keyOf(user: User, workspaceId: string, name: string) {
  const secret = `brk_${name}-${user.username}-${"x".repeat(32)}`;
  await t.db.$forWorkspace(workspaceId).apiKey.create({
    data: { name, prefix: secret.slice(0, 10), hash: hashTokenSecret(secret), userId: user.id },
  });
  return secret;
}

const keyWorks = async (secret: string) =>
  (await t.request().get("/api/customers").set("Authorization", `Bearer ${secret}`)).status;

async function resetLinkFor(user: User) {
  await t.request().post("/api/auth/forgot-password").set(json).send({ email: user.email });
  return await mailedToken(t, user.email);
}

/** An owner with a key in each of two workspaces, and a teammate's key that is not theirs. */
async function accountWithKeys(username: string) {
  const user = await createUser(t.db, { username });
  const teammate = await createUser(t.db, { username: `${username}-teammate` });
  const own = await createWorkspace(t.db, user);
  const other = await createWorkspace(t.db, teammate);
  await addMember(t.db, other, user);
  await addMember(t.db, own, teammate);
  const keys = [await keyOf(user, own.id, "own"), await keyOf(user, other.id, "other")];
  return { user, keys, workspaceIds: [own.id, other.id], teammateKey: await keyOf(teammate, own.id, "mate") };
}

describe("a password reset and the account's API keys", () => {
  it("revokes every key the account made by default, in every workspace, and records the choice", async () => {
    const { user, keys, workspaceIds, teammateKey } = await accountWithKeys("keyholder");
    expect(await Promise.all(keys.map(keyWorks))).toEqual([200, 200]);
    const token = await resetLinkFor(user);

    const reset = await graphql(t.request(), RESET, { input: { token, password: "new-secret" } });
    expect(reset.body).toEqual({ data: { resetPassword: { message: RESET_DONE } } });

    expect(await Promise.all(keys.map(keyWorks))).toEqual([401, 401]);
    expect(await keyWorks(teammateKey)).toBe(200);
    const used = await t.db.token.findUniqueOrThrow({ where: { hash: hashTokenSecret(token) } });
    expect(used.apiKeysRevoked).toBe(true);
    const revokedAt = await Promise.all(
      workspaceIds.map(async (id) => {
        const key = await t.db.$forWorkspace(id).apiKey.findFirstOrThrow({ where: { userId: user.id } });
        return key.revokedAt?.toISOString();
      }),
    );
    expect(revokedAt).toEqual([used.usedAt?.toISOString(), used.usedAt?.toISOString()]);
  });

  it("keeps the keys when told to through GraphQL or REST, and records that too", async () => {
    const viaGraphql = await accountWithKeys("keeper");
    const graphqlToken = await resetLinkFor(viaGraphql.user);
    const input = { token: graphqlToken, password: "new-secret", revokeApiKeys: false };
    expect((await graphql(t.request(), RESET, { input })).body).toEqual({
      data: { resetPassword: { message: RESET_DONE } },
    });
    expect(await Promise.all(viaGraphql.keys.map(keyWorks))).toEqual([200, 200]);

    const viaRest = await accountWithKeys("restkeeper");
    const restToken = await resetLinkFor(viaRest.user);
    const answer = await t
      .request()
      .post("/api/auth/reset-password")
      .set(json)
      .send({ token: restToken, password: "new-secret", revokeApiKeys: false });
    expect([answer.status, answer.body]).toEqual([200, { message: RESET_DONE }]);
    expect(await Promise.all(viaRest.keys.map(keyWorks))).toEqual([200, 200]);

    const records = await t.db.token.findMany({
      where: { hash: { in: [graphqlToken, restToken].map(hashTokenSecret) } },
      select: { apiKeysRevoked: true },
    });
    expect(records).toEqual([{ apiKeysRevoked: false }, { apiKeysRevoked: false }]);
  });

  it("revokes by default through REST as well, and refuses a choice that is not true or false", async () => {
    const { user, keys } = await accountWithKeys("restholder");
    const token = await resetLinkFor(user);
    const bad = await t
      .request()
      .post("/api/auth/reset-password")
      .set(json)
      .send({ token, password: "new-secret", revokeApiKeys: "yes" });
    expect([bad.status, bad.text]).toEqual([400, "Revoke API keys must be true or false"]);
    const viaGraphql = await graphql(t.request(), RESET, {
      input: { token, password: "new-secret", revokeApiKeys: null },
    });
    expect(viaGraphql.body).toEqual({ data: { resetPassword: { message: RESET_DONE } } });
    expect(await Promise.all(keys.map(keyWorks))).toEqual([401, 401]);
    const again = await graphql(t.request(), RESET, { input: { token, password: "x-secret" } });
    expect(errorOf(again.body)).toEqual({ message: INVALID_LINK, code: "BAD_USER_INPUT" });
  });
});
