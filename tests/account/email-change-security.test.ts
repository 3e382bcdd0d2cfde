import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashTokenSecret } from "#core/access/tokens.ts";
import type { JobWorker } from "#core/jobs/job-worker.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { jobsDone, startTestWorker } from "#tests/support/jobs.ts";
import { verificationTokenFor } from "#tests/support/mail.ts";
import { signedInAgent, signIn } from "#tests/support/sign-in.ts";
import { startTestApp, TEST_APP_URL, type TestApp } from "#tests/support/test-app.ts";
import { createUser, TEST_PASSWORD } from "#tests/support/users.ts";

let t: TestApp;
let worker: JobWorker;
beforeAll(async () => {
  t = await startTestApp();
  worker = await startTestWorker(t);
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

const UPDATE_PROFILE = `mutation ($input: ProfileInput!) { updateProfile(input: $input) { email pendingEmail } }`;
const VERIFY = `mutation ($token: String!) { verifyEmail(token: $token) { message } }`;
const REVERT = `mutation ($token: String!) { revertEmailChange(token: $token) { message } }`;
const FORGOT = `mutation ($input: EmailLinkInput!) { requestPasswordReset(input: $input) { message } }`;
const VIEWER = "{ viewer { email pendingEmail } }";
const json = { "Content-Type": "application/json" };

const PASSWORD_NEEDED = "Enter your current password to change your email address";
const WRONG_PASSWORD = "Current password is incorrect";
const INVALID_CANCEL_LINK = "This link to cancel an email change is invalid, has expired or has already been used.";
const cancelled = (address: string) =>
  `The email change is cancelled: your account's email address is ${address}, and every session has been signed out. If you did not ask for the change, reset your password now.`;

type Agent = Awaited<ReturnType<typeof signIn>>;

/** The token of the newest link mailed to an address, once this file's worker sent the mails queued so far. */
async function tokenMailedTo(address: string) {
  await jobsDone(t.db);
  return verificationTokenFor(t.outbox, address);
}

async function viewerOf(agent: Agent) {
  return (await graphql(agent, VIEWER)).body.data?.viewer ?? null;
}

/** Asks for the change with the right password, and waits for the notice to the old address. */
async function askForChange(agent: Agent, email: string) {
  const response = await graphql(agent, UPDATE_PROFILE, { input: { email, currentPassword: TEST_PASSWORD } });
  expect(response.body.errors).toBeUndefined();
  await jobsDone(t.db);
}

describe("changing the e-mail address needs the current password", () => {
  it("refuses a new address without the password, or with a wrong one, and changes nothing", async () => {
    const agent = await signedInAgent(t, { username: "nopass" });
    const missing = await graphql(agent, UPDATE_PROFILE, { input: { email: "nopass@new.test", firstName: "N" } });
    expect(errorOf(missing.body)).toEqual({ message: PASSWORD_NEEDED, code: "BAD_USER_INPUT" });
    const wrong = await graphql(agent, UPDATE_PROFILE, {
      input: { email: "nopass@new.test", currentPassword: "not-my-password" },
    });
    expect(errorOf(wrong.body)).toEqual({ message: WRONG_PASSWORD, code: "BAD_USER_INPUT" });
    const rest = await agent
      .put("/api/user/profile")
      .set(json)
      .send({ email: "nopass@new.test", currentPassword: "not-my-password" });
    expect([rest.status, rest.text]).toEqual([400, WRONG_PASSWORD]);

    const stored = await t.db.user.findUniqueOrThrow({ where: { username: "nopass" } });
    expect([stored.email, stored.pendingEmail, stored.firstName]).toEqual(["nopass@example.com", null, ""]);
    await jobsDone(t.db);
    expect(t.outbox.filter((mail) => mail.to === "nopass@new.test")).toEqual([]);
  });

  it("needs no password to save other fields or the current address in other letter case", async () => {
    const agent = await signedInAgent(t, { username: "recase" });
    const response = await graphql(agent, UPDATE_PROFILE, { input: { email: "ReCase@Example.com", firstName: "R" } });
    expect(response.body.data).toEqual({ updateProfile: { email: "ReCase@Example.com", pendingEmail: null } });
  });

  it("counts wrong passwords with failed sign-ins and answers 429 once the allowance is spent", async () => {
    const limited = await startTestApp({ authRateLimit: 2 });
    try {
      await signedInAgent(limited, { username: "guesser" });
      const agent = await signIn(limited, "guesser");
      const guess = () =>
        agent.put("/api/user/profile").set(json).send({ email: "guesser@new.test", currentPassword: "guess" });
      const statuses = [(await guess()).status, (await guess()).status];
      const refused = await guess();
      expect([...statuses, refused.status, refused.text]).toEqual([
        400,
        400,
        429,
        "Too many attempts. Please try again later.",
      ]);
    } finally {
      await limited.close();
    }
  });
});

describe("the link mailed to the old address", () => {
  it("is mailed through the job queue, valid 72 hours, and cancels a pending change", async () => {
    const agent = await signedInAgent(t, { username: "olga" });
    const before = Date.now();
    await askForChange(agent, "olga@new.test");
    const notice = t.outbox.find((mail) => mail.to === "olga@example.com");
    expect(notice?.subject).toBe("Your email address is being changed");
    expect(notice?.link).toMatch(new RegExp(`^${TEST_APP_URL}/cancel-email-change\\?token=[A-Za-z0-9_-]{43}$`));
    expect(notice?.text).toContain("asked to change its email address from olga@example.com to olga@new.test");
    const secret = await tokenMailedTo("olga@example.com");
    const stored = await t.db.token.findUniqueOrThrow({ where: { hash: hashTokenSecret(secret) } });
    expect([stored.kind, stored.address]).toEqual(["email_change_cancel", "olga@example.com"]);
    const hours = (stored.expiresAt.getTime() - before) / 3_600_000;
    expect(hours).toBeGreaterThanOrEqual(72);
    expect(hours).toBeLessThan(72.1);

    const revert = await graphql(t.request(), REVERT, { token: secret });
    expect(revert.body).toEqual({ data: { revertEmailChange: { message: cancelled("olga@example.com") } } });
    expect(await viewerOf(agent)).toBeNull();
    const olga = await t.db.user.findUniqueOrThrow({ where: { username: "olga" } });
    expect([olga.email, olga.pendingEmail]).toEqual(["olga@example.com", null]);
    const confirm = await graphql(t.request(), VERIFY, { token: await tokenMailedTo("olga@new.test") });
    expect(errorOf(confirm.body)?.code).toBe("BAD_USER_INPUT");
    const again = await graphql(t.request(), REVERT, { token: secret });
    expect(errorOf(again.body)).toEqual({ message: INVALID_CANCEL_LINK, code: "BAD_USER_INPUT" });
  });

  it("undoes a confirmed change: the old address is back, every session ends, reset links die", async () => {
    const agent = await signedInAgent(t, { username: "pavel" });
    await askForChange(agent, "attacker@evil.test");
    const cancelToken = await tokenMailedTo("pavel@example.com");
    await graphql(t.request(), VERIFY, { token: await tokenMailedTo("attacker@evil.test") });
    await graphql(t.request(), FORGOT, { input: { email: "attacker@evil.test" } });
    const resetToken = await tokenMailedTo("attacker@evil.test");
    const attacker = await signIn(t, "pavel");

    const revert = await t.request().post("/api/auth/email-change/revert").set(json).send({ token: cancelToken });
    expect([revert.status, revert.body]).toEqual([200, { message: cancelled("pavel@example.com") }]);
    const pavel = await t.db.user.findUniqueOrThrow({ where: { username: "pavel" } });
    expect([pavel.email, pavel.emailNormalized, pavel.pendingEmail]).toEqual([
      "pavel@example.com",
      "pavel@example.com",
      null,
    ]);
    expect(await viewerOf(attacker)).toBeNull();
    const reset = await graphql(
      t.request(),
      `
        mutation ($input: ResetPasswordInput!) {
          resetPassword(input: $input) {
            message
          }
        }
      `,
      {
        input: { token: resetToken, password: "taken-over" },
      },
    );
    expect(errorOf(reset.body)?.code).toBe("BAD_USER_INPUT");
  });

  it("refuses an expired, unknown or missing token with 400", async () => {
    const agent = await signedInAgent(t, { username: "quentin" });
    await askForChange(agent, "quentin@new.test");
    const secret = await tokenMailedTo("quentin@example.com");
    await t.db.token.update({
      where: { hash: hashTokenSecret(secret) },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    const expired = await graphql(t.request(), REVERT, { token: secret });
    expect(errorOf(expired.body)).toEqual({ message: INVALID_CANCEL_LINK, code: "BAD_USER_INPUT" });
    const unknown = await t.request().post("/api/auth/email-change/revert").set(json).send({ token: "nope" });
    expect([unknown.status, unknown.text]).toEqual([400, INVALID_CANCEL_LINK]);
    const missing = await t.request().post("/api/auth/email-change/revert").set(json).send({});
    expect([missing.status, missing.text]).toEqual([400, "No cancel token provided"]);
    expect(await viewerOf(agent)).toEqual({ email: "quentin@example.com", pendingEmail: "quentin@new.test" });
  });

  it("answers 409 when another account took the old address meanwhile", async () => {
    const agent = await signedInAgent(t, { username: "rita" });
    await askForChange(agent, "rita@new.test");
    const secret = await tokenMailedTo("rita@example.com");
    await graphql(t.request(), VERIFY, { token: await tokenMailedTo("rita@new.test") });
    const other = await createUser(t.db, { username: "rita-2" });
    await t.db.user.update({
      where: { id: other.id },
      data: { email: "rita@example.com", emailNormalized: "rita@example.com" },
    });
    const revert = await graphql(t.request(), REVERT, { token: secret });
    expect(errorOf(revert.body)).toEqual({
      message: "This email address is already used by another account",
      code: "CONFLICT",
    });
  });
});

describe("confirming the new address", () => {
  it("ends the account's other sessions and keeps the one that confirms", async () => {
    const here = await signedInAgent(t, { username: "sven" });
    const elsewhere = await signIn(t, "sven");
    await askForChange(here, "sven@new.test");
    const confirmed = await graphql(here, VERIFY, { token: await tokenMailedTo("sven@new.test") });
    expect(confirmed.body).toEqual({ data: { verifyEmail: { message: "Your email address is now sven@new.test." } } });
    expect(await viewerOf(here)).toEqual({ email: "sven@new.test", pendingEmail: null });
    expect(await viewerOf(elsewhere)).toBeNull();
  });

  it("ends every session when the link is opened without one", async () => {
    const agent = await signedInAgent(t, { username: "tove" });
    await askForChange(agent, "tove@new.test");
    await graphql(t.request(), VERIFY, { token: await tokenMailedTo("tove@new.test") });
    expect(await viewerOf(agent)).toBeNull();
  });
});
