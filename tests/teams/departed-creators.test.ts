import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent, signIn } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { addMember, createWorkspace, workspaceOf } from "#tests/support/workspaces.ts";
import { createEndpoint } from "#tests/webhooks/webhook-api.ts";

let t: TestApp;

type Agent = Awaited<ReturnType<typeof signIn>>;

const ENDPOINTS = `{ webhookEndpoints { url enabled disabledReason createdBy { username } } }`;
const INVITE = `mutation ($email: String!) { inviteMember(input: { email: $email, role: owner }) { id } }`;
const INVITATIONS = `{ invitations { email } }`;
const PREVIEW = `query ($token: String!) { invitation(token: $token) { email } }`;
const REMOVE = `mutation ($userId: ID!) { removeMember(userId: $userId) { id } }`;
const LEAVE = `mutation { leaveWorkspace { message } }`;
const SWITCH = `mutation ($id: ID!) { switchWorkspace(workspaceId: $id) { name } }`;
const SET_DISABLED = `mutation ($userId: ID!, $disabled: Boolean!) { setUserDisabled(userId: $userId, disabled: $disabled) { username } }`;

const REVOKED = { message: "This invitation has been revoked", code: "BAD_USER_INPUT" };

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The token of the newest invitation mailed to an address. */
async function tokenFor(to: string) {
  await t.deliverMail();
  const mail = t.outbox.findLast((candidate) => candidate.to === to);
  return new URL(mail?.link ?? "http://crm.test/").searchParams.get("token") ?? "";
}

async function previewError(to: string) {
  return errorOf((await graphql(t.request(), PREVIEW, { token: await tokenFor(to) })).body);
}

/**
 * A workspace whose owner `lead` works beside a second owner, `name`; each has added an endpoint and
 * sent an invitation there.
 */
async function twoOwners(lead: string, name: string) {
  const leader = await signedInAgent(t, { username: lead });
  const workspace = await workspaceOf(t.db, lead);
  const user = await createUser(t.db, { username: name });
  await addMember(t.db, workspace, user, "owner");
  const agent = await signIn(t, name);
  await createEndpoint(leader, `https://${lead}.example/hooks`, ["customer.created"]);
  await createEndpoint(agent, `https://${name}.example/hooks`, ["customer.created"]);
  await graphql(leader, INVITE, { email: `${lead}-guest@example.com` });
  await graphql(agent, INVITE, { email: `${name}-guest@example.com` });
  // The guests hold their links before anything happens to the owners (an invitation revoked while its
  // mail still waits in the queue is never sent).
  await t.deliverMail();
  return { leader, agent, user, workspace };
}

async function expectStopped(leader: Agent, lead: string, name: string, reason: string) {
  expect((await graphql(leader, ENDPOINTS)).body.data.webhookEndpoints).toEqual([
    { url: `https://${name}.example/hooks`, enabled: false, disabledReason: reason, createdBy: { username: name } },
    { url: `https://${lead}.example/hooks`, enabled: true, disabledReason: null, createdBy: { username: lead } },
  ]);
  expect((await graphql(leader, INVITATIONS)).body.data.invitations).toEqual([{ email: `${lead}-guest@example.com` }]);
  expect(await previewError(`${name}-guest@example.com`)).toEqual(REVOKED);
  expect(await previewError(`${lead}-guest@example.com`)).toBeUndefined();
}

describe("an owner taken out of a workspace", () => {
  it("once removed, has their endpoints there disabled, saying why, and their invitations revoked", async () => {
    const { leader, user } = await twoOwners("hana", "ivo");
    expect((await graphql(leader, REMOVE, { userId: user.id })).body).toEqual({
      data: { removeMember: { id: user.id } },
    });
    await expectStopped(
      leader,
      "hana",
      "ivo",
      "Disabled automatically: ivo, who created it, was removed from the workspace",
    );
  });

  it("once they leave, has them stopped the same way", async () => {
    const { leader, agent } = await twoOwners("jun", "kai");
    expect((await graphql(agent, LEAVE)).body.data.leaveWorkspace).toEqual({ message: `You left "jun's workspace"` });
    await expectStopped(leader, "jun", "kai", "Disabled automatically: kai, who created it, left the workspace");
  });

  it("leaves the endpoints they created in their other workspaces alone", async () => {
    const { leader, agent, user } = await twoOwners("lea", "max");
    const own = await createWorkspace(t.db, user, "max's own");
    await graphql(agent, SWITCH, { id: own.id });
    await createEndpoint(agent, "https://max-own.example/hooks", ["deal.created"]);
    await graphql(leader, REMOVE, { userId: user.id });
    expect((await graphql(agent, ENDPOINTS)).body.data.webhookEndpoints).toEqual([
      { url: "https://max-own.example/hooks", enabled: true, disabledReason: null, createdBy: { username: "max" } },
    ]);
  });
});

describe("an owner whose account the site admin disables", () => {
  it("has their endpoints disabled and their invitations revoked in every workspace, and enabling them again restarts nothing", async () => {
    const admin = await signedInAgent(t, { username: "root", role: "admin" });
    const first = await twoOwners("nia", "oto");
    const second = await twoOwners("pia", "oto2");
    // oto is an owner of pia's workspace too, and adds an endpoint and an invitation there.
    await addMember(t.db, second.workspace, first.user, "owner");
    await graphql(first.agent, SWITCH, { id: second.workspace.id });
    await createEndpoint(first.agent, "https://oto.example/pia-hooks", ["task.created"]);
    await graphql(first.agent, INVITE, { email: "oto-pia-guest@example.com" });
    await t.deliverMail();

    expect((await graphql(admin, SET_DISABLED, { userId: first.user.id, disabled: true })).body).toEqual({
      data: { setUserDisabled: { username: "oto" } },
    });

    const reason = "Disabled automatically: oto, who created it, had their account disabled";
    await expectStopped(first.leader, "nia", "oto", reason);
    const inPias = (await graphql(second.leader, ENDPOINTS)).body.data.webhookEndpoints;
    expect(inPias).toEqual([
      { url: "https://oto.example/pia-hooks", enabled: false, disabledReason: reason, createdBy: { username: "oto" } },
      { url: "https://oto2.example/hooks", enabled: true, disabledReason: null, createdBy: { username: "oto2" } },
      { url: "https://pia.example/hooks", enabled: true, disabledReason: null, createdBy: { username: "pia" } },
    ]);
    expect(await previewError("oto-pia-guest@example.com")).toEqual(REVOKED);
    expect(await previewError("oto2-guest@example.com")).toBeUndefined();

    await graphql(admin, SET_DISABLED, { userId: first.user.id, disabled: false });
    expect((await graphql(second.leader, ENDPOINTS)).body.data.webhookEndpoints[0]).toMatchObject({ enabled: false });
    expect(await previewError("oto-pia-guest@example.com")).toEqual(REVOKED);
  });
});
