import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { errorOf } from "#tests/support/graphql.ts";
import { mailedToken } from "#tests/support/mail.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser, TEST_PASSWORD } from "#tests/support/users.ts";

const LIMIT = 3;
const WINDOW_MS = 15 * 60 * 1000;
const TOO_MANY = [429, "Too many attempts. Please try again later."];

let t: TestApp;
beforeAll(async () => {
  // One proxy in front, so each attempt can come from the address X-Forwarded-For names.
  t = await startTestApp({ authRateLimit: LIMIT, trustProxy: 1 });
  for (const username of ["target", "bystander", "other"]) await createUser(t.db, { username });
  await createUser(t.db, { username: "chief", role: "admin" });
});
afterAll(() => t.close());
beforeEach(() => t.db.rateLimitCounter.deleteMany());

async function attempt(ip: string, username: string, password: string, route = "/api/auth/login") {
  const response = await t
    .request()
    .post(route)
    .set("X-Forwarded-For", ip)
    .set("Content-Type", "application/json")
    .send({ username, password });
  return [response.status, response.status === 200 ? "ok" : response.text];
}

const UNAUTHORIZED = [401, "Invalid credentials"];

describe("failed sign-ins per account", () => {
  it("refuses an account's sign-in, even with its password, once guesses from many addresses have failed", async () => {
    for (let n = 1; n <= LIMIT; n++)
      expect(await attempt(`203.0.113.${n}`, "target", "wrong-guess")).toEqual(UNAUTHORIZED);
    expect(await attempt("198.51.100.7", "target", TEST_PASSWORD)).toEqual(TOO_MANY);
    // The throttle is the account's, not the last address's.
    expect(await attempt("198.51.100.7", "bystander", TEST_PASSWORD)).toEqual([200, "ok"]);
  });

  it("counts an unknown name like a real one, so the answers do not tell them apart", async () => {
    for (let n = 1; n <= LIMIT; n++)
      expect(await attempt(`203.0.113.${n}`, "nobody", "wrong-guess")).toEqual(UNAUTHORIZED);
    expect(await attempt("198.51.100.7", "nobody", "wrong-guess")).toEqual(TOO_MANY);
  });

  it("counts guesses made with the account's e-mail address and with its username against one allowance", async () => {
    expect(await attempt("203.0.113.1", "target@example.com", "wrong-guess")).toEqual(UNAUTHORIZED);
    expect(await attempt("203.0.113.2", "target", "wrong-guess")).toEqual(UNAUTHORIZED);
    expect(await attempt("203.0.113.3", "TARGET@example.com", "wrong-guess")).toEqual(UNAUTHORIZED);
    expect(await attempt("198.51.100.7", "target", TEST_PASSWORD)).toEqual(TOO_MANY);
    expect(await attempt("198.51.100.7", "target@example.com", TEST_PASSWORD)).toEqual(TOO_MANY);
  });

  it("lets the account in again once the 15-minute window that began with its first failure is over", async () => {
    const before = Date.now();
    for (let n = 1; n <= LIMIT; n++) await attempt(`203.0.113.${n}`, "target", "wrong-guess");
    const window = await t.db.rateLimitCounter.findUniqueOrThrow({ where: { key: "login-account:target" } });
    expect(window.resetAt.getTime() - before).toBeGreaterThanOrEqual(WINDOW_MS - 1000);
    expect(window.resetAt.getTime() - before).toBeLessThanOrEqual(WINDOW_MS + 5000);
    // Attempts refused while it holds do not push its end further out.
    for (let n = 1; n <= 5; n++) expect(await attempt(`192.0.2.${n}`, "target", "wrong-guess")).toEqual(TOO_MANY);
    expect((await t.db.rateLimitCounter.findUniqueOrThrow({ where: { key: "login-account:target" } })).resetAt).toEqual(
      window.resetAt,
    );
    await t.db.rateLimitCounter.updateMany({ data: { resetAt: new Date(Date.now() - 1000) } });
    expect(await attempt("192.0.2.99", "target", TEST_PASSWORD)).toEqual([200, "ok"]);
  });

  it("counts the admin sign-in's failures and the sign-in's against one allowance per account", async () => {
    for (let n = 1; n <= LIMIT; n++) {
      expect(await attempt(`203.0.113.${n}`, "chief", "wrong-guess", "/api/admin/login")).toEqual(UNAUTHORIZED);
    }
    expect(await attempt("198.51.100.7", "chief", TEST_PASSWORD, "/api/admin/login")).toEqual(TOO_MANY);
    expect(await attempt("198.51.100.7", "chief", TEST_PASSWORD)).toEqual(TOO_MANY);
  });

  it("refuses the admin sign-in once guesses at the sign-in and at the password change spent the account's allowance", async () => {
    const session = t.agent();
    const signedIn = await session
      .post("/api/auth/login")
      .set("X-Forwarded-For", "198.51.100.30")
      .set("Content-Type", "application/json")
      .send({ username: "chief", password: TEST_PASSWORD });
    expect(signedIn.status).toBe(200);
    expect(await attempt("203.0.113.1", "chief", "wrong-guess")).toEqual(UNAUTHORIZED);
    for (let n = 2; n <= LIMIT; n++) {
      const change = await session
        .put("/api/user/password")
        .set("X-Forwarded-For", `203.0.113.${n}`)
        .set("Content-Type", "application/json")
        .send({ currentPassword: "wrong-guess", newPassword: "a-brand-new-password" });
      expect([change.status, change.text]).toEqual([400, "Current password is incorrect"]);
    }
    expect(await attempt("198.51.100.7", "chief", TEST_PASSWORD, "/api/admin/login")).toEqual(TOO_MANY);
  });
});

describe("a password reset", () => {
  async function resetPassword(username: string, password: string) {
    const json = (route: string, body: object) =>
      t
        .request()
        .post(route)
        .set("X-Forwarded-For", "198.51.100.20")
        .set("Content-Type", "application/json")
        .send(body);
    await json("/api/auth/forgot-password", { email: `${username}@example.com` }).expect(200);
    const token = await mailedToken(t, `${username}@example.com`);
    await json("/api/auth/reset-password", { token, password }).expect(200);
  }

  it("lets the owner in at once, while the addresses that guessed stay held", async () => {
    await createUser(t.db, { username: "owner" });
    for (let n = 1; n <= LIMIT; n++) expect(await attempt("203.0.113.1", "owner", "wrong-guess")).toEqual(UNAUTHORIZED);
    expect(await attempt("198.51.100.7", "owner", TEST_PASSWORD)).toEqual(TOO_MANY);
    await resetPassword("owner", "a-brand-new-password");
    expect(await attempt("198.51.100.7", "owner", "a-brand-new-password")).toEqual([200, "ok"]);
    expect(await attempt("203.0.113.1", "owner", "a-brand-new-password")).toEqual(TOO_MANY);
  });
});

describe("failures only", () => {
  it("does not count successful sign-ins, per address or per account", async () => {
    for (let n = 1; n <= 2 * LIMIT; n++)
      expect(await attempt("203.0.113.1", "target", TEST_PASSWORD)).toEqual([200, "ok"]);
    for (let n = 1; n < LIMIT; n++) expect(await attempt("203.0.113.1", "target", "wrong-guess")).toEqual(UNAUTHORIZED);
    expect(await attempt("203.0.113.1", "target", TEST_PASSWORD)).toEqual([200, "ok"]);
  });

  it("still throttles one address's failures spread over many accounts", async () => {
    for (const username of ["target", "bystander", "other"]) {
      expect(await attempt("203.0.113.1", username, "wrong-guess")).toEqual(UNAUTHORIZED);
    }
    expect(await attempt("203.0.113.1", "chief", TEST_PASSWORD)).toEqual(TOO_MANY);
    expect(await attempt("203.0.113.2", "target", TEST_PASSWORD)).toEqual([200, "ok"]);
  });

  it("holds against a burst of parallel guesses: no more than the allowance reach the password check", async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, n) => attempt(`203.0.113.${n + 1}`, "target", "wrong-guess")),
    );
    expect(burst.filter(([status]) => status === 401)).toHaveLength(LIMIT);
    expect(burst.filter(([status]) => status === 429)).toHaveLength(12 - LIMIT);
  });

  it("draws GraphQL and REST sign-ins from the same account allowance", async () => {
    for (let n = 1; n <= LIMIT; n++) await attempt(`203.0.113.${n}`, "target", "wrong-guess");
    const viaGraphql = await t
      .request()
      .post("/graphql")
      .set("X-Forwarded-For", "198.51.100.9")
      .set("Content-Type", "application/json")
      .send({ query: `mutation { login(input: {username: "target", password: "${TEST_PASSWORD}"}) { message } }` });
    expect(errorOf(viaGraphql.body)).toEqual({
      message: "Too many attempts. Please try again later.",
      code: "RATE_LIMITED",
    });
  });
});
