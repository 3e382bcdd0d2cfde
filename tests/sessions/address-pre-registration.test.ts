import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTokenSecret } from "#core/access/tokens.ts";
import { graphql } from "#tests/support/graphql.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";
import { createWorkspace } from "#tests/support/workspaces.ts";

const json = { "Content-Type": "application/json" };
const CREATED = [201, '{"message":"Account created successfully","verificationRequired":true,"signedIn":false}'];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function register(username: string, email: string, password: string) {
  const response = await t.request().post("/api/auth/register").set(json).send({ username, email, password });
  return [response.status, response.text];
}

async function signIn(username: string, password: string) {
  const response = await t.request().post("/api/auth/login").set(json).send({ username, password });
  return [response.status, response.text];
}

async function openLink(link: string | undefined) {
  const token = new URL(String(link)).searchParams.get("token");
  const response = await t.request().get(`/api/auth/verify-email?token=${token}`);
  return [response.status, response.text];
}

async function linksTo(address: string) {
  await t.deliverMail();
  return t.outbox.filter((mail) => mail.to === address).map((mail) => mail.link);
}
const VERIFIED = [200, '{"message":"Email verified successfully!"}'];

describe("an address registered by someone else first", () => {
  it("is verified for the person who opens their own link, and the earlier registration is discarded", async () => {
    expect(await register("mallory", "victim@corp.example", "attacker-secret")).toEqual(CREATED);
    expect(await register("victim", "victim@corp.example", "victim-secret")).toEqual(CREATED);
    const [attackerLink, victimLink] = await linksTo("victim@corp.example");

    expect(await openLink(victimLink)).toEqual(VERIFIED);

    expect(await signIn("victim", "victim-secret")).toEqual([200, '{"message":"Logged in successfully"}']);
    expect(await signIn("mallory", "attacker-secret")).toEqual([401, "Invalid credentials"]);
    const owner = await t.db.user.findUniqueOrThrow({ where: { emailNormalized: "victim@corp.example" } });
    expect([owner.username, owner.emailVerifiedAt !== null]).toEqual(["victim", true]);
    expect(await openLink(attackerLink)).toEqual([400, "Invalid or expired verification token"]);
    expect(await t.db.user.count({ where: { username: "mallory" } })).toBe(0);
  });

  it("does the same through GraphQL", async () => {
    const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { message } }`;
    const VERIFY = `mutation ($token: String!) { verifyEmail(token: $token) { message } }`;
    const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { message } }`;
    for (const [username, password] of [
      ["mallory2", "attacker-secret"],
      ["victim2", "victim-secret"],
    ]) {
      await graphql(t.request(), REGISTER, { input: { username, email: "victim2@corp.example", password } });
    }
    const victimToken = new URL(String((await linksTo("victim2@corp.example"))[1])).searchParams.get("token");
    const verified = await graphql(t.request(), VERIFY, { token: victimToken });
    expect(verified.body).toEqual({ data: { verifyEmail: { message: "Email verified successfully!" } } });
    const victim = await graphql(t.request(), LOGIN, { input: { username: "victim2", password: "victim-secret" } });
    expect(victim.body).toEqual({ data: { login: { message: "Logged in successfully" } } });
    const attacker = await graphql(t.request(), LOGIN, {
      input: { username: "mallory2", password: "attacker-secret" },
    });
    expect(attacker.body.errors[0].message).toBe("Invalid credentials");
  });
});

describe("a sign-up waiting for its link", () => {
  it("takes turns with another link of the address opened at the same moment: one account, one answer each", async () => {
    for (const [index, username] of ["racer-one", "racer-two", "racer-three"].entries()) {
      expect(await register(username, "race@example.com", `racer-secret-${index}`)).toEqual(CREATED);
    }
    const links = await linksTo("race@example.com");
    const answers = await Promise.all([...links, links[0]].map(openLink));
    expect(answers.filter(([status]) => status === 200)).toEqual([VERIFIED]);
    expect(answers.filter(([status]) => status === 400)).toHaveLength(3);
    expect(await t.db.user.count({ where: { emailNormalized: "race@example.com" } })).toBe(1);
  });

  it("holds no username: the first to open their link takes it, and the other link says it is taken", async () => {
    expect(await register("alice", "throwaway@evil.example", "squatter-secret")).toEqual(CREATED);
    expect(await register("alice", "alice@corp.example", "alice-secret")).toEqual(CREATED);

    expect(await openLink((await linksTo("alice@corp.example"))[0])).toEqual(VERIFIED);
    expect(await signIn("alice", "alice-secret")).toEqual([200, '{"message":"Logged in successfully"}']);
    expect(await openLink((await linksTo("throwaway@evil.example"))[0])).toEqual([409, "Username is already taken"]);
    expect(await register("alice", "late@evil.example", "squatter-secret")).toEqual([409, "Username is already taken"]);
  });

  it("asks its owner to verify before signing in, and a resent link completes it", async () => {
    expect(await register("unhurried", "unhurried@example.com", "patient-secret")).toEqual(CREATED);
    expect(await signIn("unhurried", "patient-secret")).toEqual([403, "Please verify your email before logging in"]);
    expect(await signIn("unhurried", "wrong-secret")).toEqual([401, "Invalid credentials"]);

    const resent = await t
      .request()
      .post("/api/auth/resend-verification")
      .set(json)
      .send({ email: "Unhurried@Example.com" });
    expect(resent.status).toBe(200);
    const links = await linksTo("unhurried@example.com");
    expect(links).toHaveLength(2);
    expect(await openLink(links[1])).toEqual(VERIFIED);
    expect(await signIn("unhurried", "patient-secret")).toEqual([200, '{"message":"Logged in successfully"}']);
    expect(await openLink(links[0])).toEqual([400, "Invalid or expired verification token"]);
  });

  it("is discarded when the address joins through an invitation, and one opened after an account took the address says so", async () => {
    const owner = await createUser(t.db, { username: "inviter" });
    const workspace = await createWorkspace(t.db, owner);
    const { secret, hash } = createTokenSecret();
    await t.db.invitation.create({
      data: {
        workspaceId: workspace.id,
        email: "invitee@corp.example",
        emailNormalized: "invitee@corp.example",
        role: "member",
        hash,
        expiresAt: new Date(Date.now() + 86_400_000),
        invitedById: owner.id,
      },
    });
    expect(await register("mallory3", "invitee@corp.example", "attacker-secret")).toEqual(CREATED);
    const invited = await t.request().post("/api/auth/register").set(json).send({
      username: "invitee",
      email: "invitee@corp.example",
      password: "invitee-secret",
      invitationToken: secret,
    });
    expect([invited.status, invited.body]).toEqual([
      201,
      { message: "Account created successfully", verificationRequired: false, signedIn: true },
    ]);
    // The waiting sign-up is discarded. Its mail goes out if the job worker ran before the invitation was
    // taken, and none does if the sign-up was gone by then: whichever it was, no link of it verifies.
    expect(await t.db.pendingRegistration.count({ where: { emailNormalized: "invitee@corp.example" } })).toBe(0);
    for (const link of await linksTo("invitee@corp.example")) {
      expect(await openLink(link)).toEqual([400, "Invalid or expired verification token"]);
    }
    expect(await signIn("invitee", "invitee-secret")).toEqual([200, '{"message":"Logged in successfully"}']);

    await createUser(t.db, { username: "settled" });
    expect(await register("newcomer", "late-comer@example.com", "newcomer-secret")).toEqual(CREATED);
    await t.db.user.update({
      where: { username: "settled" },
      data: { email: "late-comer@example.com", emailNormalized: "late-comer@example.com" },
    });
    expect(await openLink((await linksTo("late-comer@example.com"))[0])).toEqual([
      409,
      "This email address is already used by another account",
    ]);
    expect(await t.db.pendingRegistration.count({ where: { emailNormalized: "late-comer@example.com" } })).toBe(0);
  });
});
