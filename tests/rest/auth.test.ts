import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailedToken } from "#tests/support/mail.ts";
import { startTestApp, TEST_APP_URL, type TestApp } from "#tests/support/test-app.ts";
import { createUser, TEST_PASSWORD } from "#tests/support/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const json = { "Content-Type": "application/json" };

describe("POST /api/auth/register", () => {
  it("keeps the sign-up waiting for its link (no account yet), answers 201 and mails a verification link", async () => {
    const response = await t
      .request()
      .post("/api/auth/register")
      .set(json)
      .send({ username: "alice", email: "Alice@Example.com", password: "secret1" });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: "Account created successfully",
      verificationRequired: true,
      signedIn: false,
    });
    await t.deliverMail();
    const [mail] = t.outbox.filter((sent) => sent.to === "Alice@Example.com");
    expect(mail?.link).toMatch(new RegExp(`^${TEST_APP_URL}/verify-email\\?token=[A-Za-z0-9_-]{43}$`));
    const pending = await t.db.pendingRegistration.findFirstOrThrow({ where: { username: "alice" } });
    expect([pending.email, pending.emailNormalized]).toEqual(["Alice@Example.com", "alice@example.com"]);
    expect(pending.passwordHash).not.toContain("secret1");
    expect(await t.db.user.count({ where: { username: "alice" } })).toBe(0);
  });

  it.each([
    [{}, "Username is required"],
    [{ username: "  ", email: "a@b.co", password: "secret1" }, "Username is required"],
    [
      { username: "ab", email: "a@b.co", password: "secret1" },
      "Username must be 3-32 characters: letters, digits, dots, underscores or hyphens",
    ],
    [
      { username: "bad name", email: "a@b.co", password: "secret1" },
      "Username must be 3-32 characters: letters, digits, dots, underscores or hyphens",
    ],
    [{ username: "bob", password: "secret1" }, "Email is required"],
    [{ username: "bob", email: "not-an-email", password: "secret1" }, "Please enter a valid email address"],
    [{ username: "bob", email: "bob@example.com" }, "Password is required"],
    [{ username: "bob", email: "bob@example.com", password: "12345" }, "Password must be at least 6 characters"],
    [
      { username: "bob", email: "bob@example.com", password: "123456" },
      "This is a heavily used password. Add more words that are less common.",
    ],
    [
      { username: "bobby.tables", email: "bob@example.com", password: "bobby.tables" },
      "There should not be any personal or page related data. Add more words that are less common.",
    ],
    [{ username: 42, email: "bob@example.com", password: "secret1" }, "Username is required"],
    [["bob"], "Username, email and password are required"],
  ])("rejects %j with 400 %j", async (body, message) => {
    const response = await t.request().post("/api/auth/register").set(json).send(body);
    expect(response.status).toBe(400);
    expect(response.text).toBe(message);
    expect(response.type).toBe("text/plain");
  });

  it("answers 409 when the username is taken, and an e-mail (in any case) with an account as a new one", async () => {
    await createUser(t.db, { username: "taken" });
    const sameName = await t
      .request()
      .post("/api/auth/register")
      .set(json)
      .send({ username: "taken", email: "new@example.com", password: "secret1" });
    expect([sameName.status, sameName.text]).toEqual([409, "Username is already taken"]);
    const sameEmail = await t
      .request()
      .post("/api/auth/register")
      .set(json)
      .send({ username: "other", email: "TAKEN@example.com", password: "secret1" });
    const newEmail = await t
      .request()
      .post("/api/auth/register")
      .set(json)
      .send({ username: "another", email: "another@example.com", password: "secret1" });
    const created = [201, '{"message":"Account created successfully","verificationRequired":true,"signedIn":false}'];
    expect([sameEmail.status, sameEmail.text]).toEqual(created);
    expect([newEmail.status, newEmail.text]).toEqual(created);
    expect(await t.db.user.count({ where: { username: "other" } })).toBe(0);
  });

  it("answers 400 for malformed JSON and 415 for a body that is not JSON", async () => {
    const malformed = await t.request().post("/api/auth/register").set(json).send('{"username": ');
    expect([malformed.status, malformed.text]).toEqual([400, "Malformed JSON body"]);
    const form = await t.request().post("/api/auth/register").type("form").send("username=a");
    expect([form.status, form.text]).toEqual([415, "Content-Type must be application/json"]);
  });
});

describe("GET /api/auth/verify-email", () => {
  it("needs a token", async () => {
    const response = await t.request().get("/api/auth/verify-email");
    expect([response.status, response.text]).toEqual([400, "No verification token provided"]);
  });

  it("refuses an unknown token", async () => {
    const response = await t.request().get("/api/auth/verify-email?token=nope");
    expect([response.status, response.text]).toEqual([400, "Invalid or expired verification token"]);
  });

  it("verifies once with the mailed token, then refuses it", async () => {
    await t
      .request()
      .post("/api/auth/register")
      .set(json)
      .send({ username: "carol", email: "carol@example.com", password: "secret1" });
    const token = await mailedToken(t, "carol@example.com");
    const first = await t.request().get(`/api/auth/verify-email?token=${token}`);
    expect([first.status, first.body]).toEqual([200, { message: "Email verified successfully!" }]);
    const carol = await t.db.user.findUniqueOrThrow({ where: { username: "carol" } });
    expect([carol.email, carol.role, carol.emailVerifiedAt !== null]).toEqual(["carol@example.com", "user", true]);
    const again = await t.request().get(`/api/auth/verify-email?token=${token}`);
    expect([again.status, again.text]).toEqual([400, "Invalid or expired verification token"]);
  });

  it("refuses a token older than 24 hours", async () => {
    await t
      .request()
      .post("/api/auth/register")
      .set(json)
      .send({ username: "dave", email: "dave@example.com", password: "secret1" });
    const token = await mailedToken(t, "dave@example.com");
    await t.db.pendingRegistration.updateMany({
      where: { username: "dave" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const response = await t.request().get(`/api/auth/verify-email?token=${token}`);
    expect([response.status, response.text]).toEqual([400, "Invalid or expired verification token"]);
    expect(await t.db.user.count({ where: { username: "dave" } })).toBe(0);
  });
});

describe("POST /api/auth/login", () => {
  it("refuses an account whose e-mail is not verified, with 403", async () => {
    await createUser(t.db, { username: "unverified", verified: false });
    const response = await t
      .request()
      .post("/api/auth/login")
      .set(json)
      .send({ username: "unverified", password: TEST_PASSWORD });
    expect([response.status, response.text]).toEqual([403, "Please verify your email before logging in"]);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("answers a wrong password and an unknown user the same way", async () => {
    await createUser(t.db, { username: "erin" });
    const wrongPassword = await t
      .request()
      .post("/api/auth/login")
      .set(json)
      .send({ username: "erin", password: "wrong-password" });
    const unknownUser = await t
      .request()
      .post("/api/auth/login")
      .set(json)
      .send({ username: "nobody", password: "wrong-password" });
    expect([wrongPassword.status, wrongPassword.text]).toEqual([401, "Invalid credentials"]);
    expect([unknownUser.status, unknownUser.text]).toEqual([401, "Invalid credentials"]);
  });

  it("requires both fields", async () => {
    const noPassword = await t.request().post("/api/auth/login").set(json).send({ username: "erin" });
    expect([noPassword.status, noPassword.text]).toEqual([400, "Password is required"]);
    const noUsername = await t.request().post("/api/auth/login").set(json).send({ password: "x" });
    expect([noUsername.status, noUsername.text]).toEqual([400, "Username is required"]);
  });

  it("signs in with an http-only, same-site cookie and exposes the session and user", async () => {
    const user = await createUser(t.db, { username: "frank" });
    const browser = t.agent();
    const login = await browser.post("/api/auth/login").set(json).send({ username: "frank", password: TEST_PASSWORD });
    expect([login.status, login.body]).toEqual([200, { message: "Logged in successfully" }]);
    const cookie = String(login.headers["set-cookie"]);
    expect(cookie).toMatch(/^bramble_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect((await browser.get("/api/auth/session")).body).toEqual({ isAuthenticated: true, userId: user.id });
    expect((await browser.get("/api/user")).body).toEqual({
      id: user.id,
      username: "frank",
      email: "frank@example.com",
      pendingEmail: null,
      firstName: "",
      lastName: "",
      phone: "",
      emailNotifications: true,
      taskReminders: true,
      pageSize: 25,
    });
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the session, and a copy of the old cookie no longer works", async () => {
    await createUser(t.db, { username: "grace" });
    const browser = t.agent();
    const login = await browser.post("/api/auth/login").set(json).send({ username: "grace", password: TEST_PASSWORD });
    const oldCookie = String(login.headers["set-cookie"]).split(";")[0] ?? "";
    const logout = await browser.post("/api/auth/logout").set(json).send({});
    expect([logout.status, logout.body]).toEqual([200, { message: "Logged out successfully" }]);
    expect((await browser.get("/api/auth/session")).body).toEqual({ isAuthenticated: false, userId: null });
    const replay = await t.request().get("/api/user").set("Cookie", oldCookie);
    expect([replay.status, replay.text]).toEqual([401, "Not signed in"]);
  });
});

describe("the REST facade", () => {
  it("answers an unknown route with 404", async () => {
    const response = await t.request().get("/api/nothing-here");
    expect([response.status, response.text]).toEqual([404, "Not found"]);
  });

  it("marks the cookie Secure when the app is served over https", async () => {
    const secure = await startTestApp({ appUrl: "https://crm.test" });
    try {
      await createUser(secure.db, { username: "henry" });
      const login = await secure
        .request()
        .post("/api/auth/login")
        .set(json)
        .send({ username: "henry", password: TEST_PASSWORD });
      expect(String(login.headers["set-cookie"])).toMatch(/Secure/);
    } finally {
      await secure.close();
    }
  });
});
