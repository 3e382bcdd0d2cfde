import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { mailedToken } from "#tests/support/mail.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { enrolTotp } from "#tests/support/two-factor.ts";
import { createUser, TEST_PASSWORD } from "#tests/support/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { message verificationRequired } }`;
const VERIFY = `mutation ($token: String!) { verifyEmail(token: $token) { message } }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { message user { username email role emailVerified } } }`;
const ADMIN_LOGIN = `mutation ($input: LoginInput!) { adminLogin(input: $input) { message user { username role } } }`;
const SESSION = `{ session { isAuthenticated userId } viewer { id username } adminSession { isAuthenticated isAdmin } }`;

describe("register and verifyEmail", () => {
  it("registers, verifies with the mailed token once, then signs in", async () => {
    const registered = await graphql(t.request(), REGISTER, {
      input: { username: "gina", email: "gina@example.com", password: "secret1" },
    });
    expect(registered.body).toEqual({
      data: { register: { message: "Account created successfully", verificationRequired: true } },
    });

    const early = await graphql(t.request(), LOGIN, { input: { username: "gina", password: "secret1" } });
    expect(errorOf(early.body)).toEqual({ message: "Please verify your email before logging in", code: "FORBIDDEN" });

    const token = await mailedToken(t, "gina@example.com");
    const verified = await graphql(t.request(), VERIFY, { token });
    expect(verified.body).toEqual({ data: { verifyEmail: { message: "Email verified successfully!" } } });
    const reused = await graphql(t.request(), VERIFY, { token });
    expect(errorOf(reused.body)).toEqual({ message: "Invalid or expired verification token", code: "BAD_USER_INPUT" });

    const login = await graphql(t.request(), LOGIN, { input: { username: "gina", password: "secret1" } });
    expect(login.body.data.login).toEqual({
      message: "Logged in successfully",
      user: { username: "gina", email: "gina@example.com", role: "user", emailVerified: true },
    });
  });

  it("reports the first failed rule with BAD_USER_INPUT", async () => {
    const short = await graphql(t.request(), REGISTER, {
      input: { username: "hank", email: "hank@example.com", password: "12345" },
    });
    expect(errorOf(short.body)).toEqual({ message: "Password must be at least 6 characters", code: "BAD_USER_INPUT" });
    const email = await graphql(t.request(), REGISTER, {
      input: { username: "hank", email: "hank", password: "123456" },
    });
    expect(errorOf(email.body)).toEqual({ message: "Please enter a valid email address", code: "BAD_USER_INPUT" });
    const common = await graphql(t.request(), REGISTER, {
      input: { username: "hank", email: "hank@example.com", password: "123456" },
    });
    expect(errorOf(common.body)).toEqual({
      message: "This is a heavily used password. Add more words that are less common.",
      code: "BAD_USER_INPUT",
    });
    expect(await t.db.user.count({ where: { username: "hank" } })).toBe(0);
  });

  it("reports a taken username with CONFLICT", async () => {
    await createUser(t.db, { username: "ivan" });
    const response = await graphql(t.request(), REGISTER, {
      input: { username: "ivan", email: "ivan2@example.com", password: "secret1" },
    });
    expect(errorOf(response.body)).toEqual({ message: "Username is already taken", code: "CONFLICT" });
  });

  it("says an empty token was not provided", async () => {
    const response = await graphql(t.request(), VERIFY, { token: "" });
    expect(errorOf(response.body)).toEqual({ message: "No verification token provided", code: "BAD_USER_INPUT" });
  });
});

describe("login, session, viewer and logout", () => {
  it("answers wrong credentials with UNAUTHENTICATED Invalid credentials", async () => {
    const response = await graphql(t.request(), LOGIN, { input: { username: "nobody", password: "whatever" } });
    expect(errorOf(response.body)).toEqual({ message: "Invalid credentials", code: "UNAUTHENTICATED" });
    expect(response.body.data).toBeNull();
  });

  it("shows an anonymous caller as signed out", async () => {
    const response = await graphql(t.request(), SESSION);
    expect(response.body).toEqual({
      data: {
        session: { isAuthenticated: false, userId: null },
        viewer: null,
        adminSession: { isAuthenticated: false, isAdmin: false },
      },
    });
  });

  it("keeps the session in a cookie and ends it on logout", async () => {
    const user = await createUser(t.db, { username: "judy" });
    const browser = t.agent();
    await graphql(browser, LOGIN, { input: { username: "judy", password: TEST_PASSWORD } });
    expect((await graphql(browser, SESSION)).body.data).toEqual({
      session: { isAuthenticated: true, userId: user.id },
      viewer: { id: user.id, username: "judy" },
      adminSession: { isAuthenticated: true, isAdmin: false },
    });
    const logout = await graphql(
      browser,
      `
        mutation {
          logout {
            message
          }
        }
      `,
    );
    expect(logout.body).toEqual({ data: { logout: { message: "Logged out successfully" } } });
    expect((await graphql(browser, SESSION)).body.data.viewer).toBeNull();
  });
});

describe("signing in with the e-mail address instead of the username", () => {
  const LOGIN_2FA = `mutation ($input: LoginInput!) { login(input: $input) { message twoFactorRequired user { username } } }`;

  it("signs in with the account's address in any letter case, over GraphQL and REST", async () => {
    await createUser(t.db, { username: "mila" });
    const browser = t.agent();
    const login = await graphql(browser, LOGIN, { input: { username: "Mila@Example.COM", password: TEST_PASSWORD } });
    expect(login.body.data.login).toEqual({
      message: "Logged in successfully",
      user: { username: "mila", email: "mila@example.com", role: "user", emailVerified: true },
    });
    expect((await graphql(browser, SESSION)).body.data.viewer.username).toBe("mila");
    const rest = await t
      .request()
      .post("/api/auth/login")
      .set("Content-Type", "application/json")
      .send({ username: "mila@example.com", password: TEST_PASSWORD });
    expect([rest.status, rest.text]).toEqual([200, '{"message":"Logged in successfully"}']);
  });

  it("answers a wrong password given with the address as any wrong sign-in, and logs it on the account", async () => {
    const user = await createUser(t.db, { username: "nils" });
    const wrong = await graphql(t.request(), LOGIN, { input: { username: "nils@example.com", password: "wrong-one" } });
    expect(errorOf(wrong.body)).toEqual({ message: "Invalid credentials", code: "UNAUTHENTICATED" });
    const unknown = await graphql(t.request(), LOGIN, { input: { username: "nobody@example.com", password: "x1" } });
    expect(errorOf(unknown.body)).toEqual({ message: "Invalid credentials", code: "UNAUTHENTICATED" });
    const failures = await t.db.$queryRaw<{ kind: string; detail: unknown }[]>`SELECT kind, detail
      FROM security_events WHERE user_id = ${user.id}::uuid AND workspace_id IS NULL`;
    expect(failures).toEqual([{ kind: "sign_in_failed", detail: { method: "password" } }]);
  });

  it("tells a sign-up still waiting for its link, named by its address, to verify it first", async () => {
    await graphql(t.request(), REGISTER, {
      input: { username: "olga", email: "olga@example.com", password: "secret1" },
    });
    const early = await graphql(t.request(), LOGIN, { input: { username: "OLGA@example.com", password: "secret1" } });
    expect(errorOf(early.body)).toEqual({ message: "Please verify your email before logging in", code: "FORBIDDEN" });
  });

  it("asks for the second factor and refuses a disabled account just as with the username", async () => {
    const agent = await signedInAgent(t, { username: "petra" });
    await enrolTotp(t, agent, "petra");
    const login = await graphql(t.request(), LOGIN_2FA, {
      input: { username: "petra@example.com", password: TEST_PASSWORD },
    });
    expect(login.body.data.login).toEqual({
      message: "Two-factor authentication required",
      twoFactorRequired: true,
      user: null,
    });
    await createUser(t.db, { username: "quinn" });
    await t.db.user.update({ where: { username: "quinn" }, data: { disabledAt: new Date() } });
    const disabled = await graphql(t.request(), LOGIN, {
      input: { username: "quinn@example.com", password: TEST_PASSWORD },
    });
    expect(errorOf(disabled.body)).toEqual({
      message: "This account has been disabled. Contact the site administrator.",
      code: "FORBIDDEN",
    });
  });
});

describe("adminLogin and adminLogout", () => {
  it("refuses a plain user with FORBIDDEN", async () => {
    await createUser(t.db, { username: "kim" });
    const response = await graphql(t.request(), ADMIN_LOGIN, { input: { username: "kim", password: TEST_PASSWORD } });
    expect(errorOf(response.body)).toEqual({ message: "Admin access required", code: "FORBIDDEN" });
  });

  it("signs an admin in and out", async () => {
    await createUser(t.db, { username: "boss", role: "admin" });
    const browser = t.agent();
    const login = await graphql(browser, ADMIN_LOGIN, { input: { username: "boss", password: TEST_PASSWORD } });
    expect(login.body.data.adminLogin).toEqual({
      message: "Logged in successfully",
      user: { username: "boss", role: "admin" },
    });
    expect((await graphql(browser, SESSION)).body.data.adminSession).toEqual({ isAuthenticated: true, isAdmin: true });
    const logout = await graphql(
      browser,
      `
        mutation {
          adminLogout {
            message
          }
        }
      `,
    );
    expect(logout.body).toEqual({ data: { adminLogout: { message: "Logged out successfully" } } });
    expect((await graphql(browser, SESSION)).body.data.adminSession).toEqual({
      isAuthenticated: false,
      isAdmin: false,
    });
  });
});
