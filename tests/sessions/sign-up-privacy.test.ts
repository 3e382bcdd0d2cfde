import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTokenSecret } from "#core/access/tokens.ts";
import { INVITATION_INVALID, INVITATION_OTHER_EMAIL } from "#schema/workspaces/invitations.service.ts";
import { graphql } from "#tests/support/graphql.ts";
import { mailedToken } from "#tests/support/mail.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { createWorkspace } from "#tests/support/workspaces.ts";

const json = { "Content-Type": "application/json" };
const CREATED = [201, '{"message":"Account created successfully","verificationRequired":true,"signedIn":false}'];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await createUser(t.db, { username: "known" });
  await createUser(t.db, { username: "pending", verified: false });
});
afterAll(() => t.close());

async function register(body: Record<string, string>) {
  const response = await t
    .request()
    .post("/api/auth/register")
    .set(json)
    .send({ password: "secret1", ...body });
  return [response.status, response.text];
}

async function mailsTo(address: string) {
  await t.deliverMail();
  return t.outbox.filter((mail) => mail.to === address);
}

describe("sign-up with an address that already has an account", () => {
  it("answers exactly as for a new address, creates nothing, and tells the address's owner by e-mail", async () => {
    const users = await t.db.user.count();
    expect(await register({ username: "newcomer", email: "KNOWN@example.com" })).toEqual(CREATED);
    expect(await t.db.user.count()).toBe(users);
    expect((await mailsTo("known@example.com")).map(({ subject, link }) => ({ subject, link }))).toEqual([
      { subject: "You already have a Bramble CRM account", link: "http://crm.test/login" },
    ]);
    expect(await register({ username: "fresh", email: "fresh@example.com" })).toEqual(CREATED);
    expect(await t.db.user.count()).toBe(users);
    expect(await t.db.pendingRegistration.count({ where: { username: "newcomer" } })).toBe(0);
    expect(await t.db.pendingRegistration.count({ where: { username: "fresh" } })).toBe(1);
  });

  it("mails a link for the new sign-up when the address's account was never verified, which replaces it", async () => {
    expect(await register({ username: "again", email: "pending@example.com" })).toEqual(CREATED);
    const token = await mailedToken(t, "pending@example.com");
    const verified = await t.request().get(`/api/auth/verify-email?token=${token}`);
    expect([verified.status, verified.body]).toEqual([200, { message: "Email verified successfully!" }]);
    const owner = await t.db.user.findUniqueOrThrow({ where: { emailNormalized: "pending@example.com" } });
    expect([owner.username, owner.emailVerifiedAt !== null]).toEqual(["again", true]);
    expect(await t.db.user.count({ where: { username: "pending" } })).toBe(0);
  });

  it("answers the same through GraphQL", async () => {
    const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { message verificationRequired } }`;
    const answer = async (username: string, email: string) =>
      (await graphql(t.request(), REGISTER, { input: { username, email, password: "secret1" } })).body;
    const created = { data: { register: { message: "Account created successfully", verificationRequired: true } } };
    expect(await answer("viaGraphql", "known@example.com")).toEqual(created);
    expect(await answer("viaGraphql2", "brand-new@example.com")).toEqual(created);
  });

  it("still says when the username is taken: usernames are public and have to be unique", async () => {
    expect(await register({ username: "known", email: "someone@example.com" })).toEqual([
      409,
      "Username is already taken",
    ]);
  });
});

describe("sign-up through an invitation", () => {
  async function invitationFor(email: string) {
    const owner = await createUser(t.db, { username: `owner-${t.outbox.length}-${Date.now()}` });
    const workspace = await createWorkspace(t.db, owner);
    const { secret, hash } = createTokenSecret();
    await t.db.invitation.create({
      data: {
        workspaceId: workspace.id,
        email,
        emailNormalized: email.toLowerCase(),
        role: "member",
        hash,
        expiresAt: new Date(Date.now() + 86_400_000),
        invitedById: owner.id,
      },
    });
    return secret;
  }

  it("checks the link before the address, so a link cannot be used to probe addresses", async () => {
    const bogus = { username: "prober", email: "known@example.com", invitationToken: "not-a-real-token" };
    expect(await register(bogus)).toEqual([400, INVITATION_INVALID]);
    const forSomeoneElse = await invitationFor("invitee@example.com");
    expect(await register({ ...bogus, invitationToken: forSomeoneElse })).toEqual([403, INVITATION_OTHER_EMAIL]);
    expect(await register({ ...bogus, email: "stranger@example.com", invitationToken: forSomeoneElse })).toEqual([
      403,
      INVITATION_OTHER_EMAIL,
    ]);
  });

  it("tells the holder of a link sent to an address with an account to sign in instead", async () => {
    const token = await invitationFor("known@example.com");
    expect(await register({ username: "second", email: "known@example.com", invitationToken: token })).toEqual([
      409,
      "This address already has an account. Sign in to accept the invitation.",
    ]);
  });
});
