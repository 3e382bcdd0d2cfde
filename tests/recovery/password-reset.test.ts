import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { mailedToken } from "#tests/support/mail.ts";
import { startTestApp, TEST_APP_URL, type TestApp } from "#tests/support/test-app.ts";
import { createUser, TEST_PASSWORD } from "#tests/support/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const REQUEST = `mutation ($input: EmailLinkInput!) { requestPasswordReset(input: $input) { message } }`;
const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { message } }`;
const VIEWER = `{ viewer { username } }`;

const REQUESTED =
  "If an account uses that email address, we have sent it a link to reset the password. The link works once, for one hour.";
const INVALID_LINK = "This password reset link is invalid, has expired or has already been used. Ask for a new one.";
const json = { "Content-Type": "application/json" };

async function requestReset(email: string) {
  return graphql(t.request(), REQUEST, { input: { email } });
}

describe("requestPasswordReset", () => {
  it("answers a known and an unknown address the same, and mails only the known one", async () => {
    await createUser(t.db, { username: "rhea" });
    const sentBefore = t.outbox.length;
    const known = await requestReset("Rhea@Example.com");
    const unknown = await requestReset("nobody-here@example.com");
    expect(known.body).toEqual({ data: { requestPasswordReset: { message: REQUESTED } } });
    expect(unknown.body).toEqual(known.body);
    await t.deliverMail();
    expect(t.outbox.slice(sentBefore).map((mail) => [mail.to, mail.subject])).toEqual([
      ["rhea@example.com", "Reset your password"],
    ]);
    expect(t.outbox.at(-1)?.link).toMatch(new RegExp(`^${TEST_APP_URL}/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
  });

  it("stores only the hash of the link's token, valid for one hour", async () => {
    const user = await createUser(t.db, { username: "sten" });
    const before = Date.now();
    await requestReset("sten@example.com");
    const secret = await mailedToken(t, "sten@example.com");
    const stored = await t.db.token.findFirstOrThrow({ where: { userId: user.id, kind: "password_reset" } });
    expect(stored.hash).not.toContain(secret);
    expect(stored.expiresAt.getTime() - before).toBeGreaterThanOrEqual(60 * 60 * 1000);
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it.each([
    [{ email: "" }, "Email is required"],
    [{ email: "not-an-email" }, "Please enter a valid email address"],
  ])("rejects %j with %j", async (input, message) => {
    const response = await graphql(t.request(), REQUEST, { input });
    expect(errorOf(response.body)).toEqual({ message, code: "BAD_USER_INPUT" });
  });
});

describe("resetPassword", () => {
  it("sets the new password once, ends the user's other sessions and refuses the old password", async () => {
    await createUser(t.db, { username: "tove" });
    const elsewhere = t.agent();
    await graphql(elsewhere, LOGIN, { input: { username: "tove", password: TEST_PASSWORD } });
    expect((await graphql(elsewhere, VIEWER)).body.data).toEqual({ viewer: { username: "tove" } });

    await requestReset("tove@example.com");
    const token = await mailedToken(t, "tove@example.com");
    const reset = await graphql(t.request(), RESET, { input: { token, password: "new-secret" } });
    expect(reset.body).toEqual({
      data: { resetPassword: { message: "Your password has been reset. Sign in with your new password." } },
    });

    expect((await graphql(elsewhere, VIEWER)).body.data).toEqual({ viewer: null });
    const old = await graphql(t.request(), LOGIN, { input: { username: "tove", password: TEST_PASSWORD } });
    expect(errorOf(old.body)).toEqual({ message: "Invalid credentials", code: "UNAUTHENTICATED" });
    const fresh = await graphql(t.request(), LOGIN, { input: { username: "tove", password: "new-secret" } });
    expect(fresh.body).toEqual({ data: { login: { message: "Logged in successfully" } } });

    const again = await graphql(t.request(), RESET, { input: { token, password: "third-secret" } });
    expect(errorOf(again.body)).toEqual({ message: INVALID_LINK, code: "BAD_USER_INPUT" });
  });

  it("refuses a link older than one hour", async () => {
    const user = await createUser(t.db, { username: "ulla" });
    await requestReset("ulla@example.com");
    const token = await mailedToken(t, "ulla@example.com");
    await t.db.token.updateMany({
      where: { userId: user.id, kind: "password_reset" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const response = await graphql(t.request(), RESET, { input: { token, password: "new-secret" } });
    expect(errorOf(response.body)).toEqual({ message: INVALID_LINK, code: "BAD_USER_INPUT" });
  });

  it("retires the user's earlier links when one of them is used", async () => {
    await createUser(t.db, { username: "vera" });
    await requestReset("vera@example.com");
    const first = await mailedToken(t, "vera@example.com");
    await requestReset("vera@example.com");
    const second = await mailedToken(t, "vera@example.com");
    await graphql(t.request(), RESET, { input: { token: second, password: "new-secret" } });
    const stale = await graphql(t.request(), RESET, { input: { token: first, password: "other-secret" } });
    expect(errorOf(stale.body)).toEqual({ message: INVALID_LINK, code: "BAD_USER_INPUT" });
  });

  it("verifies the address of an unverified account, since the link reached it", async () => {
    await createUser(t.db, { username: "wilma", verified: false });
    await requestReset("wilma@example.com");
    const token = await mailedToken(t, "wilma@example.com");
    await graphql(t.request(), RESET, { input: { token, password: "new-secret" } });
    const login = await graphql(t.request(), LOGIN, { input: { username: "wilma", password: "new-secret" } });
    expect(login.body).toEqual({ data: { login: { message: "Logged in successfully" } } });
  });

  it("refuses a password the estimator rates weakest, and the link still works for a better one", async () => {
    await createUser(t.db, { username: "yvette" });
    await requestReset("yvette@example.com");
    const token = await mailedToken(t, "yvette@example.com");
    const weak = await graphql(t.request(), RESET, { input: { token, password: "password" } });
    expect(errorOf(weak.body)).toEqual({
      message: "This is a heavily used password. Add more words that are less common.",
      code: "BAD_USER_INPUT",
    });
    const personal = await graphql(t.request(), RESET, { input: { token, password: "yvette@example.com" } });
    expect(errorOf(personal.body)).toEqual({
      message: "There should not be any personal or page related data. Add more words that are less common.",
      code: "BAD_USER_INPUT",
    });
    const strong = await graphql(t.request(), RESET, { input: { token, password: "new-secret" } });
    expect(strong.body).toEqual({
      data: { resetPassword: { message: "Your password has been reset. Sign in with your new password." } },
    });
  });

  it.each([
    [{ token: "", password: "secret1" }, "No reset token provided"],
    [{ token: "unknown-token", password: "12345" }, "Password must be at least 6 characters"],
    [{ token: "unknown-token", password: "" }, "Password is required"],
    [{ token: "unknown-token", password: "secret1" }, INVALID_LINK],
  ])("rejects %j with %j", async (input, message) => {
    const response = await graphql(t.request(), RESET, { input });
    expect(errorOf(response.body)).toEqual({ message, code: "BAD_USER_INPUT" });
  });
});

describe("REST /api/auth/forgot-password and /api/auth/reset-password", () => {
  it("resets through the same service, answering 200 and then 400 for a used link", async () => {
    await createUser(t.db, { username: "xena" });
    const requested = await t.request().post("/api/auth/forgot-password").set(json).send({ email: "xena@example.com" });
    expect([requested.status, requested.body]).toEqual([200, { message: REQUESTED }]);
    const token = await mailedToken(t, "xena@example.com");
    const reset = () => t.request().post("/api/auth/reset-password").set(json).send({ token, password: "new-secret" });
    const first = await reset();
    expect([first.status, first.body]).toEqual([
      200,
      { message: "Your password has been reset. Sign in with your new password." },
    ]);
    const second = await reset();
    expect([second.status, second.text]).toEqual([400, INVALID_LINK]);
  });

  it.each([
    ["/api/auth/forgot-password", {}, "Email is required"],
    ["/api/auth/forgot-password", ["x"], "Email is required"],
    ["/api/auth/forgot-password", { email: "nope" }, "Please enter a valid email address"],
    ["/api/auth/reset-password", {}, "No reset token provided"],
    ["/api/auth/reset-password", { token: "t" }, "Password is required"],
    ["/api/auth/reset-password", ["x"], "Token and password are required"],
  ])("POST %s %j answers 400 %j", async (path, body, message) => {
    const response = await t.request().post(path).set(json).send(JSON.stringify(body));
    expect([response.status, response.text]).toEqual([400, message]);
  });
});
