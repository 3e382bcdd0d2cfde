import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey, revokeApiKey } from "#tests/support/api-keys.ts";
import { graphql } from "#tests/support/graphql.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser, TEST_PASSWORD } from "#tests/support/users.ts";
import { addMember, workspaceOf } from "#tests/support/workspaces.ts";
import { signedInOwner, browserAt, CHROME, ELSEWHERE, FIREFOX, HOME, logIn, restLog, type Browser } from "./support.ts";

// A workspace's own events (its team, keys, webhooks and export), as its owners read them.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1 });
});
afterAll(() => t.close());

async function run(browser: Browser, query: string, variables?: Record<string, unknown>) {
  const response = await graphql(browser, query, variables);
  expect(response.body.errors).toBeUndefined();
  return response.body.data as Record<string, unknown>;
}

const ownerSignIn = (who: string) => ({
  kind: "sign_in",
  actor: who,
  user: who,
  ip: HOME.ip,
  browser: CHROME,
  detail: { method: "password" },
  description: "Signed in with a password",
});

/** An event an owner's request at HOME caused. */
const byOwner = (owner: string, kind: string, user: string, detail: object, description: string) => ({
  kind,
  actor: owner,
  user,
  ip: HOME.ip,
  browser: CHROME,
  detail,
  description,
});

const CHANGE_ROLE =
  "mutation ($userId: ID!, $role: WorkspaceRole!) { changeMemberRole(userId: $userId, role: $role) { role } }";
const REMOVE = "mutation ($userId: ID!) { removeMember(userId: $userId) { id } }";

describe("the team", () => {
  it("logs a role change, a removal and a member who left (a role set to what it was is no change)", async () => {
    const owner = await signedInOwner(t, "team-owner");
    const workspace = await workspaceOf(t.db, "team-owner");
    const promoted = await createUser(t.db, { username: "team-promoted" });
    const removed = await createUser(t.db, { username: "team-removed" });
    const leaver = await createUser(t.db, { username: "team-leaver" });
    for (const user of [promoted, removed, leaver]) await addMember(t.db, workspace, user);

    await run(owner, CHANGE_ROLE, { userId: promoted.id, role: "owner" });
    await run(owner, CHANGE_ROLE, { userId: promoted.id, role: "owner" });
    await run(owner, REMOVE, { userId: removed.id });
    const leaving = browserAt(t, ELSEWHERE);
    await logIn(leaving, "team-leaver");
    await run(leaving, "mutation { leaveWorkspace { message } }");

    expect(await restLog(owner, "/api/workspace/security-events")).toEqual([
      {
        kind: "member_removed",
        actor: "team-leaver",
        user: "team-leaver",
        ip: ELSEWHERE.ip,
        browser: FIREFOX,
        detail: { username: "team-leaver", left: true },
        description: "team-leaver left the workspace",
      },
      {
        kind: "sign_in",
        actor: "team-leaver",
        user: "team-leaver",
        ip: ELSEWHERE.ip,
        browser: FIREFOX,
        detail: { method: "password" },
        description: "Signed in with a password",
      },
      byOwner(
        "team-owner",
        "member_removed",
        "team-removed",
        { username: "team-removed" },
        "Removed team-removed from the workspace",
      ),
      byOwner(
        "team-owner",
        "role_changed",
        "team-promoted",
        { username: "team-promoted", role: "owner" },
        "Changed team-promoted's role to owner",
      ),
      ownerSignIn("team-owner"),
    ]);
  });

  it("logs a member who joined by an invitation", async () => {
    const owner = await signedInOwner(t, "invite-owner");
    await createUser(t.db, { username: "invite-newbie" });
    await run(owner, "mutation ($input: InviteMemberInput!) { inviteMember(input: $input) { id } }", {
      input: { email: "invite-newbie@example.com", role: "member" },
    });
    await t.deliverMail();
    const link = t.outbox.findLast((mail) => mail.to === "invite-newbie@example.com")?.link ?? "";
    const token = new URL(link).searchParams.get("token");
    const newbie = browserAt(t, ELSEWHERE);
    await logIn(newbie, "invite-newbie");
    await run(newbie, "mutation ($token: String!) { acceptInvitation(token: $token) { name } }", { token });

    expect(await restLog(owner, "/api/workspace/security-events")).toEqual([
      {
        kind: "member_added",
        actor: "invite-newbie",
        user: "invite-newbie",
        ip: ELSEWHERE.ip,
        browser: FIREFOX,
        detail: { username: "invite-newbie", role: "member" },
        description: "invite-newbie joined the workspace as member",
      },
      ownerSignIn("invite-owner"),
    ]);
  });
});

describe("joining by signing up", () => {
  it("logs a member who signed up through an invitation", async () => {
    const owner = await signedInOwner(t, "signup-owner");
    await run(owner, "mutation ($input: InviteMemberInput!) { inviteMember(input: $input) { id } }", {
      input: { email: "signup-newbie@example.com", role: "owner" },
    });
    await t.deliverMail();
    const link = t.outbox.findLast((mail) => mail.to === "signup-newbie@example.com")?.link ?? "";
    const invitationToken = new URL(link).searchParams.get("token");
    const input = {
      username: "signup-newbie",
      email: "signup-newbie@example.com",
      password: TEST_PASSWORD,
      invitationToken,
    };
    await run(browserAt(t, ELSEWHERE), "mutation ($input: RegisterInput!) { register(input: $input) { message } }", {
      input,
    });

    // The sign-up through an invitation signs the new member in, with the password just chosen.
    expect(await restLog(owner, "/api/workspace/security-events")).toEqual([
      {
        kind: "sign_in",
        actor: "signup-newbie",
        user: "signup-newbie",
        ip: ELSEWHERE.ip,
        browser: FIREFOX,
        detail: { method: "password" },
        description: "Signed in with a password",
      },
      {
        kind: "member_added",
        actor: "signup-newbie",
        user: "signup-newbie",
        ip: ELSEWHERE.ip,
        browser: FIREFOX,
        detail: { username: "signup-newbie", role: "owner" },
        description: "signup-newbie joined the workspace as owner",
      },
      ownerSignIn("signup-owner"),
    ]);
  });
});

describe("keys, webhooks and the export", () => {
  it("logs API keys created and revoked (once) and webhooks created and deleted", async () => {
    const owner = await signedInOwner(t, "keys-owner");
    const key = await createApiKey(owner, "CI key");
    await revokeApiKey(owner, key.id);
    await revokeApiKey(owner, key.id);
    const created = await run(
      owner,
      "mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }",
      { input: { url: "http://127.0.0.1:9/hook", events: ["customer.created"] } },
    );
    const endpoint = (created.createWebhookEndpoint as { endpoint: { id: string } }).endpoint;
    await run(owner, "mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }", { id: endpoint.id });

    const url = { url: "http://127.0.0.1:9/hook" };
    expect(await restLog(owner, "/api/workspace/security-events")).toEqual([
      byOwner("keys-owner", "webhook_deleted", "keys-owner", url, "Deleted the webhook http://127.0.0.1:9/hook"),
      byOwner("keys-owner", "webhook_created", "keys-owner", url, "Added the webhook http://127.0.0.1:9/hook"),
      byOwner("keys-owner", "api_key_revoked", "keys-owner", { name: "CI key" }, 'Revoked the API key "CI key"'),
      byOwner("keys-owner", "api_key_created", "keys-owner", { name: "CI key" }, 'Created the API key "CI key"'),
      ownerSignIn("keys-owner"),
    ]);
  });

  it("logs the export when its link is downloaded, by the owner who asked, from where it was opened", async () => {
    const owner = await signedInOwner(t, "export-owner");
    const { exportWorkspace } = await run(owner, "mutation { exportWorkspace { url } }");
    const { pathname, search } = new URL((exportWorkspace as { url: string }).url);
    await browserAt(t, ELSEWHERE).get(`${pathname}${search}`).expect(200);

    expect(await restLog(owner, "/api/workspace/security-events")).toEqual([
      {
        kind: "workspace_exported",
        actor: "export-owner",
        user: "export-owner",
        ip: ELSEWHERE.ip,
        browser: FIREFOX,
        detail: {},
        description: "Downloaded the workspace's export",
      },
      ownerSignIn("export-owner"),
    ]);
  });
});
