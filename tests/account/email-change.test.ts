import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import type { JobWorker } from "#core/jobs/job-worker.ts";
import { jobsDone, startTestWorker } from "#tests/support/jobs.ts";
import { verificationTokenFor } from "#tests/support/mail.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
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
const RESEND = "mutation { resendEmailChange { message } }";
const CANCEL = "mutation { cancelEmailChange { email pendingEmail } }";
const FORGOT = `mutation ($input: EmailLinkInput!) { requestPasswordReset(input: $input) { message } }`;
const VIEWER = "{ viewer { email pendingEmail } }";

const EMAIL_IN_USE = "This email address is already used by another account";
const INVALID_LINK =
  "This email change link is invalid, has expired or has already been used. Ask for a new one from Settings.";
const json = { "Content-Type": "application/json" };

async function mailsTo(address: string) {
  await jobsDone(t.db);
  return t.outbox.filter((mail) => mail.to === address);
}

/** The token of the newest link mailed to an address, once the worker sent the mails queued so far. */
async function tokenMailedTo(address: string) {
  await jobsDone(t.db);
  return verificationTokenFor(t.outbox, address);
}

/** Whether an address opens the account the way an address does: by a password reset link mailed to it. */
async function resetLinkReaches(address: string) {
  const before = (await mailsTo(address)).length;
  await graphql(t.request(), FORGOT, { input: { email: address } });
  return (await mailsTo(address)).slice(before).some((mail) => mail.subject === "Reset your password");
}

describe("changing the e-mail address", () => {
  it("keeps the old address until the link mailed to the new one is opened", async () => {
    const agent = await signedInAgent(t, { username: "adam" });
    const requested = await graphql(agent, UPDATE_PROFILE, {
      input: { currentPassword: TEST_PASSWORD, email: "adam@new.test" },
    });
    expect(requested.body).toEqual({
      data: { updateProfile: { email: "adam@example.com", pendingEmail: "adam@new.test" } },
    });
    const [mail] = await mailsTo("adam@new.test");
    expect(mail?.subject).toBe("Confirm your new email address");
    expect(mail?.link).toMatch(new RegExp(`^${TEST_APP_URL}/verify-email\\?token=[A-Za-z0-9_-]{43}$`));
    expect(mail?.text).toContain("Until you do, the account keeps using adam@example.com.");

    expect(await resetLinkReaches("adam@example.com")).toBe(true);
    expect(await resetLinkReaches("adam@new.test")).toBe(false);

    const token = await tokenMailedTo("adam@new.test");
    // Opened in the session that asked: it stays signed in (every other session ends).
    const confirmed = await graphql(agent, VERIFY, { token });
    expect(confirmed.body).toEqual({ data: { verifyEmail: { message: "Your email address is now adam@new.test." } } });
    expect((await graphql(agent, VIEWER)).body.data).toEqual({
      viewer: { email: "adam@new.test", pendingEmail: null },
    });

    expect(await resetLinkReaches("adam@new.test")).toBe(true);
    expect(await resetLinkReaches("adam@example.com")).toBe(false);

    const again = await graphql(t.request(), VERIFY, { token });
    expect(errorOf(again.body)).toEqual({ message: INVALID_LINK, code: "BAD_USER_INPUT" });
  });

  it("stores only the hash of the link's token, valid for 24 hours", async () => {
    const agent = await signedInAgent(t, { username: "bea" });
    const before = Date.now();
    await graphql(agent, UPDATE_PROFILE, { input: { currentPassword: TEST_PASSWORD, email: "bea@new.test" } });
    const secret = await tokenMailedTo("bea@new.test");
    const stored = await t.db.token.findFirstOrThrow({ where: { user: { username: "bea" }, kind: "email_change" } });
    expect(stored.hash).not.toContain(secret);
    expect(stored.expiresAt.getTime() - before).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000);
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
  });

  it("refuses a link older than 24 hours", async () => {
    const agent = await signedInAgent(t, { username: "cleo" });
    await graphql(agent, UPDATE_PROFILE, { input: { currentPassword: TEST_PASSWORD, email: "cleo@new.test" } });
    const token = await tokenMailedTo("cleo@new.test");
    await t.db.token.updateMany({
      where: { user: { username: "cleo" }, kind: "email_change" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const response = await graphql(t.request(), VERIFY, { token });
    expect(errorOf(response.body)).toEqual({ message: INVALID_LINK, code: "BAD_USER_INPUT" });
  });

  it("answers 409 when another account uses the new address", async () => {
    await createUser(t.db, { username: "dora" });
    const agent = await signedInAgent(t, { username: "dirk" });
    const response = await graphql(agent, UPDATE_PROFILE, {
      input: { currentPassword: TEST_PASSWORD, email: "Dora@Example.com", firstName: "Dirk" },
    });
    expect(errorOf(response.body)).toEqual({ message: EMAIL_IN_USE, code: "CONFLICT" });
    const dirk = await t.db.user.findUniqueOrThrow({ where: { username: "dirk" } });
    expect([dirk.pendingEmail, dirk.firstName]).toEqual([null, ""]);

    const rest = await agent
      .put("/api/user/profile")
      .set(json)
      .send({ currentPassword: TEST_PASSWORD, email: "dora@example.com" });
    expect([rest.status, rest.text]).toEqual([409, EMAIL_IN_USE]);
  });

  it("answers 409 at confirmation when another account took the address meanwhile", async () => {
    const agent = await signedInAgent(t, { username: "egon" });
    await graphql(agent, UPDATE_PROFILE, { input: { currentPassword: TEST_PASSWORD, email: "contested@example.com" } });
    const token = await tokenMailedTo("contested@example.com");
    await createUser(t.db, { username: "contested" });

    const response = await t.request().get(`/api/auth/verify-email?token=${token}`);
    expect([response.status, response.text]).toEqual([409, EMAIL_IN_USE]);
    expect((await graphql(agent, VIEWER)).body.data).toEqual({
      viewer: { email: "egon@example.com", pendingEmail: "contested@example.com" },
    });
    const resend = await graphql(agent, RESEND);
    expect(errorOf(resend.body)).toEqual({ message: EMAIL_IN_USE, code: "CONFLICT" });
  });

  it("resends the link to the pending address, and cancelling retires every link", async () => {
    const agent = await signedInAgent(t, { username: "fern" });
    await graphql(agent, UPDATE_PROFILE, { input: { currentPassword: TEST_PASSWORD, email: "fern@new.test" } });
    const first = await tokenMailedTo("fern@new.test");
    const resent = await graphql(agent, RESEND);
    expect(resent.body).toEqual({
      data: {
        resendEmailChange: {
          message: "We sent a confirmation link to fern@new.test. Your email address changes once you open it.",
        },
      },
    });
    const second = await tokenMailedTo("fern@new.test");
    expect(second).not.toBe(first);

    const cancelled = await graphql(agent, CANCEL);
    expect(cancelled.body).toEqual({ data: { cancelEmailChange: { email: "fern@example.com", pendingEmail: null } } });
    for (const token of [first, second]) {
      const response = await graphql(t.request(), VERIFY, { token });
      expect(errorOf(response.body)).toEqual({ message: INVALID_LINK, code: "BAD_USER_INPUT" });
    }
    const nothingToResend = await graphql(agent, RESEND);
    expect(errorOf(nothingToResend.body)).toEqual({
      message: "There is no new email address waiting for confirmation",
      code: "BAD_USER_INPUT",
    });
  });

  it("retires the link to an earlier address when another one is asked for", async () => {
    const agent = await signedInAgent(t, { username: "gus" });
    await graphql(agent, UPDATE_PROFILE, { input: { currentPassword: TEST_PASSWORD, email: "gus@first.test" } });
    const first = await tokenMailedTo("gus@first.test");
    await graphql(agent, UPDATE_PROFILE, { input: { currentPassword: TEST_PASSWORD, email: "gus@second.test" } });
    const stale = await graphql(t.request(), VERIFY, { token: first });
    expect(errorOf(stale.body)).toEqual({ message: INVALID_LINK, code: "BAD_USER_INPUT" });
    const token = await tokenMailedTo("gus@second.test");
    expect((await graphql(t.request(), VERIFY, { token })).body.data).toEqual({
      verifyEmail: { message: "Your email address is now gus@second.test." },
    });
  });

  it("sends no second link when the pending address is saved again", async () => {
    const agent = await signedInAgent(t, { username: "hal" });
    await graphql(agent, UPDATE_PROFILE, { input: { currentPassword: TEST_PASSWORD, email: "hal@new.test" } });
    await graphql(agent, UPDATE_PROFILE, {
      input: { currentPassword: TEST_PASSWORD, email: "HAL@new.test", firstName: "Hal" },
    });
    expect(await mailsTo("hal@new.test")).toHaveLength(1);
  });

  it("works through REST: PUT /api/user/profile, POST .../resend, DELETE /api/user/email-change", async () => {
    const agent = await signedInAgent(t, { username: "ida" });
    const requested = await agent
      .put("/api/user/profile")
      .set(json)
      .send({ currentPassword: TEST_PASSWORD, email: "ida@new.test" });
    expect([requested.status, requested.body.email, requested.body.pendingEmail]).toEqual([
      200,
      "ida@example.com",
      "ida@new.test",
    ]);
    const resent = await agent.post("/api/user/email-change/resend").set(json).send({});
    expect([resent.status, resent.body]).toEqual([
      200,
      { message: "We sent a confirmation link to ida@new.test. Your email address changes once you open it." },
    ]);
    const cancelled = await agent.delete("/api/user/email-change");
    expect([cancelled.status, cancelled.body.pendingEmail]).toEqual([200, null]);
    const nothing = await agent.post("/api/user/email-change/resend").set(json).send({});
    expect([nothing.status, nothing.text]).toEqual([400, "There is no new email address waiting for confirmation"]);
  });

  it.each([
    ["post", "/api/user/email-change/resend"],
    ["delete", "/api/user/email-change"],
  ] as const)("%s %s answers 401 without a session", async (method, path) => {
    const response = await t.request()[method](path).set(json).send({});
    expect([response.status, response.text]).toEqual([401, "Not signed in"]);
  });

  it("refuses resend and cancel to a caller who is not signed in (GraphQL)", async () => {
    for (const mutation of [RESEND, CANCEL]) {
      const response = await graphql(t.request(), mutation);
      expect(errorOf(response.body)).toEqual({ message: "Not signed in", code: "UNAUTHENTICATED" });
    }
  });
});
