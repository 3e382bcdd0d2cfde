import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { WORKSPACE_TWO_FACTOR_REQUIRED } from "#core/access/access.text.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent, signIn } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser, TEST_PASSWORD } from "#tests/support/users.ts";
import { addMember, workspaceOf } from "#tests/support/workspaces.ts";

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInAgent>>;

const INVITE = `mutation ($input: InviteMemberInput!) { inviteMember(input: $input) { id email role expired invitedBy { username } } }`;
const LIST = `{ invitations { email role expired invitedBy { username } } }`;
const PREVIEW = `query ($token: String!) { invitation(token: $token) { workspaceName email role invitedBy } }`;
const ACCEPT = `mutation ($token: String!) { acceptInvitation(token: $token) { name role } }`;
const RESEND = `mutation ($id: ID!) { resendInvitation(id: $id) { email expired } }`;
const REVOKE = `mutation ($id: ID!) { revokeInvitation(id: $id) { email } }`;
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { message verificationRequired signedIn } }`;
const CUSTOMER_NAMES = `{ customers { edges { node { name } } } }`;

const invalid = (message: string) => ({ message, code: "BAD_USER_INPUT" });

async function invite(email: string, role = "member", by = owner) {
  const response = await graphql(by, INVITE, { input: { email, role } });
  return response.body.data.inviteMember as { id: string; email: string };
}

/** The token of the newest invitation link mailed to an address, checking the link's shape. */
async function invitationTokenFor(to: string) {
  await t.deliverMail();
  const mail = t.outbox.findLast((candidate) => candidate.to === to);
  expect(mail?.link).toMatch(/^http:\/\/crm\.test\/invite\?token=[A-Za-z0-9_-]{43}$/);
  return new URL(mail?.link ?? "").searchParams.get("token") ?? "";
}

async function preview(token: string) {
  return (await graphql(t.request(), PREVIEW, { token })).body;
}

const customerNames = async (agent: typeof owner) =>
  (await graphql(agent, CUSTOMER_NAMES)).body.data.customers.edges.map(
    (edge: { node: { name: string } }) => edge.node.name,
  );

beforeAll(async () => {
  t = await startTestApp();
  owner = await signedInAgent(t, { username: "olivia" });
  const workspace = await workspaceOf(t.db, "olivia");
  await workspace.db.customer.create({ data: { name: "Ola Nordmann", email: "ola@nordmann.test" } });
  await addMember(t.db, workspace, await createUser(t.db, { username: "member" }));
});
afterAll(() => t.close());
// Each test starts with the hour's invitation allowances unused (invitation-limits.test.ts tests them).
beforeEach(async () => {
  await t.db.rateLimitCounter.deleteMany();
});

describe("inviting someone", () => {
  it("mails a link whose page shows the workspace, the address, the role and who invited", async () => {
    const invitation = await invite("pat@example.com", "owner");
    expect(invitation).toMatchObject({
      email: "pat@example.com",
      role: "owner",
      expired: false,
      invitedBy: { username: "olivia" },
    });
    await t.deliverMail();
    const mail = t.outbox.at(-1);
    expect(mail).toMatchObject({ to: "pat@example.com", subject: `You are invited to "olivia's workspace"` });
    expect(mail?.text).toContain(`olivia invited you to join "olivia's workspace" on Bramble CRM as an owner.`);
    expect(await preview(await invitationTokenFor("pat@example.com"))).toEqual({
      data: {
        invitation: {
          workspaceName: "olivia's workspace",
          email: "pat@example.com",
          role: "owner",
          invitedBy: "olivia",
        },
      },
    });
  });

  it("shows a workspace name holding a URL and markup as quoted plain text that no mail client links", async () => {
    const sender = await signedInAgent(t, { username: "mallory" });
    const { id } = await workspaceOf(t.db, "mallory");
    await t.db.workspace.update({
      where: { id },
      data: { name: 'Acme <a href="https://evil.example/login">Sign in</a>\nhttps://evil.example' },
    });
    await invite("victim@example.com", "member", sender);
    const name = '"Acme <a href="https[:]//evil[.]example/login">Sign in</a> https[:]//evil[.]example"';
    await t.deliverMail();
    const mail = t.outbox.at(-1);
    expect(mail?.subject).toBe(`You are invited to ${name}`);
    expect(mail?.text.split("\n").slice(0, 4)).toEqual([
      "Hello,",
      "",
      `mallory invited you to join ${name} on Bramble CRM as a member.`,
      "Accept the invitation:",
    ]);
  });

  it("lists the pending invitations, newest first", async () => {
    const lister = await signedInAgent(t, { username: "lister" });
    await invite("first@example.com", "member", lister);
    await invite("second@example.com", "owner", lister);
    expect((await graphql(lister, LIST)).body.data.invitations).toEqual([
      { email: "second@example.com", role: "owner", expired: false, invitedBy: { username: "lister" } },
      { email: "first@example.com", role: "member", expired: false, invitedBy: { username: "lister" } },
    ]);
  });

  it("stores the link's secret only as a hash", async () => {
    await invite("hashed@example.com");
    const token = await invitationTokenFor("hashed@example.com");
    const rows = await t.db.invitation.findMany();
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe("accepting an invitation", () => {
  it("signed in with the invited address joins the workspace and switches the session to it", async () => {
    const sam = await signedInAgent(t, { username: "sam" });
    expect(await customerNames(sam)).toEqual([]);
    await invite("sam@example.com");
    const accepted = await graphql(sam, ACCEPT, { token: await invitationTokenFor("sam@example.com") });
    expect(accepted.body).toEqual({ data: { acceptInvitation: { name: "olivia's workspace", role: "member" } } });
    expect(await customerNames(sam)).toEqual(["Ola Nordmann"]);
    const viewer = await graphql(
      sam,
      `
        {
          viewer {
            memberships {
              role
              workspace {
                name
              }
            }
          }
        }
      `,
    );
    expect(viewer.body.data.viewer.memberships).toEqual([
      { role: "owner", workspace: { name: "sam's workspace" } },
      { role: "member", workspace: { name: "olivia's workspace" } },
    ]);
  });

  it("signing up through the link needs no verification mail, signs in and lands in the invited workspace", async () => {
    await invite("newbie@example.com");
    const token = await invitationTokenFor("newbie@example.com");
    const mailsBefore = t.outbox.length;
    const input = { username: "newbie", email: "newbie@example.com", password: TEST_PASSWORD, invitationToken: token };
    const newbie = t.agent();
    expect((await graphql(newbie, REGISTER, { input })).body).toEqual({
      data: { register: { message: "Account created successfully", verificationRequired: false, signedIn: true } },
    });
    await t.deliverMail();
    expect(t.outbox.length).toBe(mailsBefore);
    const signIns = await t.db.$queryRaw<{ detail: unknown }[]>`SELECT detail FROM security_events
      WHERE kind = 'sign_in' AND user_id = (SELECT id FROM users WHERE username = 'newbie') AND workspace_id IS NULL`;
    expect(signIns).toEqual([{ detail: { method: "password" } }]);
    const viewer = await graphql(
      newbie,
      `
        {
          viewer {
            currentWorkspace {
              name
              role
            }
            memberships {
              workspace {
                name
              }
            }
          }
        }
      `,
    );
    expect(viewer.body.data.viewer).toEqual({
      currentWorkspace: { name: "olivia's workspace", role: "member" },
      memberships: [{ workspace: { name: "olivia's workspace" } }],
    });
    expect(await customerNames(newbie)).toEqual(["Ola Nordmann"]);
  });

  it("signs the new member in to a workspace that requires two-factor only to set it up", async () => {
    const workspace = await workspaceOf(t.db, "olivia");
    await invite("guarded@example.com");
    const token = await invitationTokenFor("guarded@example.com");
    await t.db.workspace.update({ where: { id: workspace.id }, data: { requireTwoFactor: true } });
    try {
      const input = {
        username: "guarded",
        email: "guarded@example.com",
        password: TEST_PASSWORD,
        invitationToken: token,
      };
      const guarded = t.agent();
      expect((await graphql(guarded, REGISTER, { input })).body.data.register.signedIn).toBe(true);
      const viewer = await graphql(
        guarded,
        `
          {
            viewer {
              twoFactorSetupRequired
              currentWorkspace {
                name
              }
            }
          }
        `,
      );
      expect(viewer.body.data.viewer).toEqual({
        twoFactorSetupRequired: true,
        currentWorkspace: { name: "olivia's workspace" },
      });
      expect(errorOf((await graphql(guarded, CUSTOMER_NAMES)).body)).toEqual({
        message: WORKSPACE_TWO_FACTOR_REQUIRED,
        code: "TWO_FACTOR_REQUIRED",
      });
    } finally {
      await t.db.workspace.update({ where: { id: workspace.id }, data: { requireTwoFactor: false } });
    }
  });

  it("refuses an unknown link", async () => {
    const someone = await signedInAgent(t, { username: "someone" });
    expect(errorOf(await preview("not-a-real-token"))).toEqual(invalid("This invitation link is not valid"));
    const accepted = await graphql(someone, ACCEPT, { token: "not-a-real-token" });
    expect(errorOf(accepted.body)).toEqual(invalid("This invitation link is not valid"));
  });

  it("refuses an expired link, and signing up through it creates no account", async () => {
    const { id } = await invite("late@example.com");
    const token = await invitationTokenFor("late@example.com");
    await t.db.invitation.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = invalid("This invitation has expired. Ask the workspace owner to send a new one.");
    expect(errorOf(await preview(token))).toEqual(expired);
    const input = { username: "late", email: "late@example.com", password: TEST_PASSWORD, invitationToken: token };
    expect(errorOf((await graphql(t.request(), REGISTER, { input })).body)).toEqual(expired);
    expect(await t.db.user.count({ where: { username: "late" } })).toBe(0);
    expect((await graphql(owner, LIST)).body.data.invitations).toContainEqual(
      expect.objectContaining({ email: "late@example.com", expired: true }),
    );
  });

  it("refuses a link that was already used", async () => {
    await invite("once@example.com");
    const token = await invitationTokenFor("once@example.com");
    const once = await signedInAgent(t, { username: "once" });
    expect((await graphql(once, ACCEPT, { token })).body.data.acceptInvitation.name).toBe("olivia's workspace");
    const used = invalid("This invitation has already been used");
    expect(errorOf((await graphql(once, ACCEPT, { token })).body)).toEqual(used);
    expect(errorOf(await preview(token))).toEqual(used);
  });

  it("refuses a revoked link, and a revoked invitation leaves the list", async () => {
    const { id } = await invite("revoked@example.com");
    const token = await invitationTokenFor("revoked@example.com");
    expect((await graphql(owner, REVOKE, { id })).body).toEqual({
      data: { revokeInvitation: { email: "revoked@example.com" } },
    });
    expect(errorOf(await preview(token))).toEqual(invalid("This invitation has been revoked"));
    expect(errorOf((await graphql(owner, REVOKE, { id })).body)).toEqual({
      message: "This invitation has been revoked",
      code: "CONFLICT",
    });
    const emails = (await graphql(owner, LIST)).body.data.invitations.map((listed: { email: string }) => listed.email);
    expect(emails).not.toContain("revoked@example.com");
  });

  it("refuses someone signed in with another address, and the link keeps working for the invitee", async () => {
    await invite("right@example.com");
    const token = await invitationTokenFor("right@example.com");
    const wrong = await signedInAgent(t, { username: "wrong" });
    const refused = { message: "This invitation was sent to another email address", code: "FORBIDDEN" };
    expect(errorOf((await graphql(wrong, ACCEPT, { token })).body)).toEqual(refused);
    const input = {
      username: "impostor",
      email: "impostor@example.com",
      password: TEST_PASSWORD,
      invitationToken: token,
    };
    expect(errorOf((await graphql(t.request(), REGISTER, { input })).body)).toEqual(refused);
    expect(await t.db.user.count({ where: { username: "impostor" } })).toBe(0);
    expect((await preview(token)).data.invitation.email).toBe("right@example.com");
  });
});

describe("managing invitations", () => {
  it("refuses to invite someone who is already a member", async () => {
    const response = await graphql(owner, INVITE, { input: { email: "member@example.com", role: "member" } });
    expect(errorOf(response.body)).toEqual({
      message: "member@example.com is already a member of this workspace",
      code: "CONFLICT",
    });
  });

  it("refuses a second invitation while one to the same address is pending", async () => {
    await invite("twice@example.com");
    const response = await graphql(owner, INVITE, { input: { email: "twice@example.com", role: "owner" } });
    expect(errorOf(response.body)).toEqual({
      message: "An invitation to twice@example.com is already pending",
      code: "CONFLICT",
    });
  });

  it("resending mails a new link, and the old one stops working", async () => {
    const { id } = await invite("resend@example.com");
    const oldToken = await invitationTokenFor("resend@example.com");
    await t.db.invitation.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await graphql(owner, RESEND, { id })).body).toEqual({
      data: { resendInvitation: { email: "resend@example.com", expired: false } },
    });
    const newToken = await invitationTokenFor("resend@example.com");
    expect(newToken).not.toBe(oldToken);
    expect(errorOf(await preview(oldToken))).toEqual(invalid("This invitation link is not valid"));
    expect((await preview(newToken)).data.invitation.email).toBe("resend@example.com");
  });

  it("is for the workspace's owners only", async () => {
    const { id } = await invite("pending@example.com");
    const member = await signIn(t, "member");
    const ownersOnly = { message: "Only workspace owners can do this", code: "FORBIDDEN" };
    const attempts = [
      graphql(member, INVITE, { input: { email: "friend@example.com", role: "member" } }),
      graphql(member, LIST),
      graphql(member, RESEND, { id }),
      graphql(member, REVOKE, { id }),
    ];
    for (const attempt of attempts) expect(errorOf((await attempt).body)).toEqual(ownersOnly);
    expect(errorOf((await graphql(t.request(), LIST)).body)).toEqual({
      message: "Not signed in",
      code: "UNAUTHENTICATED",
    });
  });
});
