import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TWO_FACTOR_REQUIRED, OWNERS_ONLY, WORKSPACE_TWO_FACTOR_REQUIRED } from "#core/access/access.text.ts";
import { OWN_TWO_FACTOR_FIRST } from "#schema/workspaces/workspaces.rules.ts";
import { createApiKey } from "#tests/support/api-keys.ts";
import { errorOf, graphql, type GraphqlResponse } from "#tests/support/graphql.ts";
import { PROBLEM } from "#tests/support/problem-details.ts";
import { signedInAgent, signIn } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { enrolTotp } from "#tests/support/two-factor.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, workspaceOf } from "#tests/support/workspaces.ts";

type Agent = ReturnType<TestApp["agent"]>;

const json = { "Content-Type": "application/json" };
const REQUIRE = `mutation ($required: Boolean!) {
  setWorkspaceTwoFactorRequirement(input: { requireTwoFactor: $required }) { name role requireTwoFactor }
}`;
const VIEWER = `{ viewer { username twoFactorSetupRequired currentWorkspace { name requireTwoFactor } } }`;
const CUSTOMERS = `{ customers(first: 5) { totalCount } }`;
const USERS = `{ users(first: 5) { totalCount } }`;
const ADMIN_SESSION = `{ adminSession { isAdmin twoFactorSetupRequired } }`;

const patchWorkspace = (agent: Agent, body: unknown) =>
  agent
    .patch("/api/workspace")
    .set(json)
    .send(body as object);
const answer = (response: { status: number; body: unknown; text: string }) => [
  response.status,
  response.status < 400 ? response.body : response.text,
];
const dataOf = (response: { body: GraphqlResponse }) => response.body.data;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** An owner signed in to their first workspace, which holds one customer, and a member of it signed in too. */
async function team(owner: string, member: string) {
  const ownerAgent = await signedInAgent(t, { username: owner, at: "app" });
  const workspace = await workspaceOf(t.db, owner);
  await workspace.db.customer.create({ data: { name: "Ada Lovelace", email: `${owner}@customers.test` } });
  await addMember(t.db, workspace, await createUser(t.db, { username: member }));
  // Their first workspace is the owner's, so the sign-in starts there.
  const memberAgent = await signIn(t, member);
  return { ownerAgent, memberAgent, workspace };
}

describe("a workspace's second-factor requirement", () => {
  it("is an owner's setting, once the owner has a second factor, over REST and GraphQL", async () => {
    const { ownerAgent, memberAgent, workspace } = await team("reqowner", "reqmember");
    expect(answer(await patchWorkspace(ownerAgent, { requireTwoFactor: true }))).toEqual([409, OWN_TWO_FACTOR_FIRST]);
    expect(errorOf((await graphql(ownerAgent, REQUIRE, { required: true })).body)).toEqual({
      message: OWN_TWO_FACTOR_FIRST,
      code: "CONFLICT",
    });
    expect(answer(await patchWorkspace(memberAgent, { requireTwoFactor: true }))).toEqual([403, OWNERS_ONLY]);
    expect(errorOf((await graphql(memberAgent, REQUIRE, { required: false })).body)).toEqual({
      message: OWNERS_ONLY,
      code: "FORBIDDEN",
    });
    expect(answer(await patchWorkspace(ownerAgent, { requireTwoFactor: "yes" }))).toEqual([
      400,
      "requireTwoFactor must be true or false",
    ]);

    await enrolTotp(t, ownerAgent, "reqowner");
    expect(answer(await patchWorkspace(ownerAgent, { requireTwoFactor: true }))).toEqual([
      200,
      {
        id: workspace.id,
        name: "reqowner's workspace",
        role: "owner",
        requireTwoFactor: true,
        requireSingleSignOn: false,
        timeZone: "UTC",
        autoLinkCompanies: true,
        currency: "USD",
      },
    ]);
    expect(dataOf(await graphql(ownerAgent, REQUIRE, { required: false }))).toEqual({
      setWorkspaceTwoFactorRequirement: { name: "reqowner's workspace", role: "owner", requireTwoFactor: false },
    });
    const stored = await t.db.workspace.findUniqueOrThrow({ where: { id: workspace.id } });
    expect(stored.requireTwoFactor).toBe(false);
  });

  it("refuses the workspace's data to a member without a second factor (403 TWO_FACTOR_REQUIRED) until they set one up", async () => {
    const { ownerAgent, memberAgent } = await team("gateowner", "gatemember");
    await enrolTotp(t, ownerAgent, "gateowner");
    const key = await createApiKey(ownerAgent, "integration");
    expect((await patchWorkspace(ownerAgent, { requireTwoFactor: true })).status).toBe(200);

    // REST, in both error forms.
    expect(answer(await memberAgent.get("/api/customers"))).toEqual([403, WORKSPACE_TWO_FACTOR_REQUIRED]);
    const problem = await memberAgent.get("/api/customers").set("Accept", PROBLEM);
    expect([problem.status, JSON.parse(problem.text)]).toEqual([
      403,
      {
        type: "about:blank",
        title: "Forbidden",
        status: 403,
        detail: WORKSPACE_TWO_FACTOR_REQUIRED,
        code: "TWO_FACTOR_REQUIRED",
      },
    ]);
    // GraphQL.
    expect(errorOf((await graphql(memberAgent, CUSTOMERS)).body)).toEqual({
      message: WORKSPACE_TWO_FACTOR_REQUIRED,
      code: "TWO_FACTOR_REQUIRED",
    });
    // Their own account, and what tells them why, stay open.
    expect(dataOf(await graphql(memberAgent, VIEWER))).toEqual({
      viewer: {
        username: "gatemember",
        twoFactorSetupRequired: true,
        currentWorkspace: { name: "gateowner's workspace", requireTwoFactor: true },
      },
    });
    expect((await memberAgent.get("/api/user")).status).toBe(200);
    expect((await memberAgent.get("/api/user/sessions")).status).toBe(200);
    // The owner has one, and an API key is not a person signing in: both keep working.
    expect(answer(await ownerAgent.get("/api/customers"))).toMatchObject([200, { totalCount: 1 }]);
    const byKey = await t.request().get("/api/customers").set("Authorization", key.header);
    expect(answer(byKey)).toMatchObject([200, { totalCount: 1 }]);

    await enrolTotp(t, memberAgent, "gatemember");
    expect(answer(await memberAgent.get("/api/customers"))).toMatchObject([200, { totalCount: 1 }]);
    expect(dataOf(await graphql(memberAgent, CUSTOMERS))).toEqual({ customers: { totalCount: 1 } });
    expect(dataOf(await graphql(memberAgent, VIEWER))).toMatchObject({ viewer: { twoFactorSetupRequired: false } });
  });

  it("opens the data again when the owner stops requiring it", async () => {
    const { ownerAgent, memberAgent } = await team("liftowner", "liftmember");
    await enrolTotp(t, ownerAgent, "liftowner");
    await patchWorkspace(ownerAgent, { requireTwoFactor: true });
    expect((await memberAgent.get("/api/customers")).status).toBe(403);
    await patchWorkspace(ownerAgent, { requireTwoFactor: false });
    expect(answer(await memberAgent.get("/api/customers"))).toMatchObject([200, { totalCount: 1 }]);
  });
});

describe("ADMIN_REQUIRE_2FA", () => {
  it("refuses the admin's operations to an admin without a second factor until they set one up", async () => {
    const strict = await startTestApp({ adminRequireTwoFactor: true });
    try {
      const admin = await signedInAgent(strict, { username: "strictchief", role: "admin" });
      expect(dataOf(await graphql(admin, ADMIN_SESSION))).toEqual({
        adminSession: { isAdmin: true, twoFactorSetupRequired: true },
      });
      expect(errorOf((await graphql(admin, USERS)).body)).toEqual({
        message: ADMIN_TWO_FACTOR_REQUIRED,
        code: "TWO_FACTOR_REQUIRED",
      });
      const refused = await admin.put("/api/admin/hero").set(json).set("Accept", PROBLEM).send({});
      expect([refused.status, JSON.parse(refused.text).code]).toEqual([403, "TWO_FACTOR_REQUIRED"]);

      await enrolTotp(strict, admin, "strictchief");
      expect(dataOf(await graphql(admin, ADMIN_SESSION))).toEqual({
        adminSession: { isAdmin: true, twoFactorSetupRequired: false },
      });
      const users = await graphql(admin, USERS);
      expect([errorOf(users.body), dataOf(users)]).toEqual([undefined, { users: { totalCount: expect.any(Number) } }]);
    } finally {
      await strict.close();
    }
  });

  it("leaves an admin without a second factor alone when unset", async () => {
    const admin = await signedInAgent(t, { username: "easychief", role: "admin" });
    expect(dataOf(await graphql(admin, ADMIN_SESSION))).toEqual({
      adminSession: { isAdmin: true, twoFactorSetupRequired: false },
    });
    expect(errorOf((await graphql(admin, USERS)).body)).toBeUndefined();
  });
});
