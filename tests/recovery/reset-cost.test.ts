import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type * as passwords from "#schema/auth/passwords.ts";
import { mailedToken } from "#tests/support/mail.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";

/** Every scrypt hash the app computes, counted: a made-up link must cost none. */
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock("#schema/auth/passwords.ts", async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return {
    ...original,
    hashPassword: (password: string) => {
      hashes.count += 1;
      return original.hashPassword(password);
    },
  };
});

const LIMIT = 3;
const INVALID_LINK = "This password reset link is invalid, has expired or has already been used. Ask for a new one.";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ authRateLimit: LIMIT, trustProxy: 1 });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.rateLimitCounter.deleteMany();
  hashes.count = 0;
});

async function reset(ip: string, token: string, password: string) {
  const response = await t
    .request()
    .post("/api/auth/reset-password")
    .set("X-Forwarded-For", ip)
    .set("Content-Type", "application/json")
    .send({ token, password });
  return [response.status, response.status === 200 ? "ok" : response.text];
}

describe("submitting a password reset", () => {
  it("looks the link up before hashing: a made-up one costs no password hash", async () => {
    expect(await reset("203.0.113.1", "made-up-token", "a-brand-new-password")).toEqual([400, INVALID_LINK]);
    expect(hashes.count).toBe(0);
  });

  it("hashes no weak password either, and hashes the strong one once", async () => {
    await createUser(t.db, { username: "petra" });
    await t
      .request()
      .post("/api/auth/forgot-password")
      .set("Content-Type", "application/json")
      .send({ email: "petra@example.com" });
    const token = await mailedToken(t, "petra@example.com");
    hashes.count = 0;
    expect(await reset("203.0.113.2", token, "password")).toEqual([
      400,
      "This is a heavily used password. Add more words that are less common.",
    ]);
    expect(hashes.count).toBe(0);
    expect(await reset("203.0.113.2", token, "a-brand-new-password")).toEqual([200, "ok"]);
    expect(hashes.count).toBe(1);
  });

  it("answers 429 once an IP has spent its allowance, and another IP still gets through", async () => {
    for (let n = 1; n <= LIMIT; n++) {
      expect(await reset("203.0.113.3", `made-up-token-${n}`, "a-brand-new-password")).toEqual([400, INVALID_LINK]);
    }
    expect(await reset("203.0.113.3", "made-up-token", "a-brand-new-password")).toEqual([
      429,
      "Too many attempts. Please try again later.",
    ]);
    expect(await reset("203.0.113.4", "made-up-token", "a-brand-new-password")).toEqual([400, INVALID_LINK]);
  });
});
