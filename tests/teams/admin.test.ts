import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser, TEST_PASSWORD } from "#tests/support/users.ts";
import { addMember, workspaceOf } from "#tests/support/workspaces.ts";

let t: TestApp;

type Agent = Awaited<ReturnType<typeof signedInAgent>>;

let admin: Agent;
let alice: Agent;
let carol: Agent;
let carolId: string;
let carolKey: string;

const WORKSPACES = `query ($first: Int, $after: String) {
  workspaces(first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { name memberCount customerCount deletedAt purgeAt } }
  }
}`;
const USERS = `query ($first: Int, $after: String) {
  users(first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { username email role emailVerified disabledAt workspaceCount } }
  }
}`;
const SET_DISABLED = `mutation ($userId: ID!, $disabled: Boolean!) { setUserDisabled(userId: $userId, disabled: $disabled) { username disabledAt } }`;

const DISABLED = "This account has been disabled. Contact the site administrator.";

const usernames = (body: { data: { users: { edges: { node: { username: string } }[] } } }) =>
  body.data.users.edges.map((edge) => edge.node.username);

function logIn(username: string, password = TEST_PASSWORD) {
  return t.request().post("/api/auth/login").set("Content-Type", "application/json").send({ username, password });
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAgent(t, { username: "root", role: "admin" });
  alice = await signedInAgent(t, { username: "alice" });
  const alicesWorkspace = await workspaceOf(t.db, "alice");
  await alicesWorkspace.db.customer.createMany({
    data: [
      { name: "First Customer", email: "first@customer.test" },
      { name: "Second Customer", email: "second@customer.test" },
    ],
  });
  const bob = await createUser(t.db, { username: "bob" });
  await addMember(t.db, alicesWorkspace, bob);
  carol = await signedInAgent(t, { username: "carol" });
  await addMember(t.db, await workspaceOf(t.db, "carol"), bob);
  carolId = (await t.db.user.findUniqueOrThrow({ where: { username: "carol" } })).id;
  const created = await graphql(
    carol,
    `
      mutation {
        createApiKey(input: { name: "Sync" }) {
          secret
        }
      }
    `,
  );
  carolKey = created.body.data.createApiKey.secret;
});
afterAll(() => t.close());

describe("the site admin's lists", () => {
  it("show every workspace, newest first, with its member and customer counts", async () => {
    const response = await graphql(admin, WORKSPACES, {});
    expect(response.body.data.workspaces).toEqual({
      totalCount: 2,
      pageInfo: { hasNextPage: false, endCursor: expect.any(String) },
      edges: [
        { node: { name: "carol's workspace", memberCount: 2, customerCount: 0, deletedAt: null, purgeAt: null } },
        { node: { name: "alice's workspace", memberCount: 2, customerCount: 2, deletedAt: null, purgeAt: null } },
      ],
    });
  });

  it("page through the workspaces with first and after", async () => {
    const first = (await graphql(admin, WORKSPACES, { first: 1 })).body.data.workspaces;
    expect(first.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual(["carol's workspace"]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await graphql(admin, WORKSPACES, { first: 1, after: first.pageInfo.endCursor })).body.data
      .workspaces;
    expect(second.edges.map((edge: { node: { name: string } }) => edge.node.name)).toEqual(["alice's workspace"]);
    expect(second.pageInfo.hasNextPage).toBe(false);
  });

  it("show every account, newest first, with how many workspaces each is in", async () => {
    const response = await graphql(admin, USERS, {});
    expect(response.body.data.users.totalCount).toBe(4);
    expect(response.body.data.users.edges.map((edge: { node: unknown }) => edge.node)).toEqual([
      {
        username: "carol",
        email: "carol@example.com",
        role: "user",
        emailVerified: true,
        disabledAt: null,
        workspaceCount: 1,
      },
      {
        username: "bob",
        email: "bob@example.com",
        role: "user",
        emailVerified: true,
        disabledAt: null,
        workspaceCount: 2,
      },
      {
        username: "alice",
        email: "alice@example.com",
        role: "user",
        emailVerified: true,
        disabledAt: null,
        workspaceCount: 1,
      },
      {
        username: "root",
        email: "root@example.com",
        role: "admin",
        emailVerified: true,
        disabledAt: null,
        workspaceCount: 0,
      },
    ]);
  });

  it("page through the accounts with first and after", async () => {
    const first = await graphql(admin, USERS, { first: 3 });
    expect(usernames(first.body)).toEqual(["carol", "bob", "alice"]);
    const after = first.body.data.users.pageInfo.endCursor;
    const second = await graphql(admin, USERS, { first: 3, after });
    expect(usernames(second.body)).toEqual(["root"]);
    expect(second.body.data.users.pageInfo.hasNextPage).toBe(false);
  });

  it("are refused to everyone but the site admin", async () => {
    const adminOnly = { message: "Admin access required", code: "FORBIDDEN" };
    expect(errorOf((await graphql(alice, WORKSPACES, {})).body)).toEqual(adminOnly);
    expect(errorOf((await graphql(alice, USERS, {})).body)).toEqual(adminOnly);
    expect(errorOf((await graphql(alice, SET_DISABLED, { userId: carolId, disabled: true })).body)).toEqual(adminOnly);
    expect(errorOf((await graphql(t.request(), USERS, {})).body)).toEqual({
      message: "Not signed in",
      code: "UNAUTHENTICATED",
    });
  });
});

describe("disabling an account", () => {
  it("ends the user's sessions and stops their API keys at once", async () => {
    const disabled = await graphql(admin, SET_DISABLED, { userId: carolId, disabled: true });
    const { disabledAt } = await t.db.user.findUniqueOrThrow({ where: { id: carolId } });
    expect(disabled.body).toEqual({
      data: { setUserDisabled: { username: "carol", disabledAt: disabledAt?.toISOString() } },
    });
    expect(
      (
        await graphql(
          carol,
          `
            {
              session {
                isAuthenticated
              }
            }
          `,
        )
      ).body,
    ).toEqual({
      data: { session: { isAuthenticated: false } },
    });
    expect(
      errorOf(
        (
          await graphql(
            carol,
            `
              {
                customers {
                  totalCount
                }
              }
            `,
          )
        ).body,
      ),
    ).toEqual({
      message: "Not signed in",
      code: "UNAUTHENTICATED",
    });
    const viaKey = await t.request().get("/api/customers").set("Authorization", `Bearer ${carolKey}`);
    expect([viaKey.status, viaKey.text]).toEqual([401, "Invalid API key"]);
  });

  it("refuses the user's sign-in with the reason, but only with the right password", async () => {
    const refused = await logIn("carol");
    expect([refused.status, refused.text]).toEqual([403, DISABLED]);
    const wrongPassword = await logIn("carol", "not-the-password");
    expect([wrongPassword.status, wrongPassword.text]).toEqual([401, "Invalid credentials"]);
  });

  it("enabling lets the user sign in again, while the ended sessions stay ended", async () => {
    const enabled = await graphql(admin, SET_DISABLED, { userId: carolId, disabled: false });
    expect(enabled.body).toEqual({ data: { setUserDisabled: { username: "carol", disabledAt: null } } });
    const signedIn = await logIn("carol");
    expect([signedIn.status, signedIn.body]).toEqual([200, { message: "Logged in successfully" }]);
    expect(
      (
        await graphql(
          carol,
          `
            {
              session {
                isAuthenticated
              }
            }
          `,
        )
      ).body.data.session.isAuthenticated,
    ).toBe(false);
  });

  it("an admin cannot disable their own account", async () => {
    const root = await t.db.user.findUniqueOrThrow({ where: { username: "root" } });
    const response = await graphql(admin, SET_DISABLED, { userId: root.id, disabled: true });
    expect(errorOf(response.body)).toEqual({ message: "You cannot disable your own account", code: "BAD_USER_INPUT" });
  });
});

describe("the site admin and workspace data", () => {
  const NO_WORKSPACE = "You are not a member of any workspace yet.";

  it("being site admin gives no access to any workspace's CRM data", async () => {
    expect(
      errorOf(
        (
          await graphql(
            admin,
            `
              {
                customers {
                  totalCount
                }
              }
            `,
          )
        ).body,
      ),
    ).toEqual({
      message: NO_WORKSPACE,
      code: "WORKSPACE_REQUIRED",
    });
    const rest = await admin.get("/api/customers");
    expect([rest.status, rest.text]).toEqual([403, NO_WORKSPACE]);
  });

  it("the site admin cannot switch into a workspace they are not a member of", async () => {
    const { id } = await workspaceOf(t.db, "alice");
    const response = await graphql(
      admin,
      `
        mutation ($id: ID!) {
          switchWorkspace(workspaceId: $id) {
            name
          }
        }
      `,
      { id },
    );
    expect(errorOf(response.body)).toEqual({ message: "Workspace not found", code: "NOT_FOUND" });
  });
});
