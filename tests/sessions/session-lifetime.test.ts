import { unsealData } from "iron-session";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RESEAL_AFTER_MS, SESSION_COOKIE } from "#gateway/session.ts";
import type { SessionData } from "#core/context.ts";
import { startTestApp, TEST_SESSION_SECRET, type TestApp } from "#tests/support/test-app.ts";
import { openTestSession, sealedCookie } from "#tests/support/sessions.ts";
import { createUser, TEST_PASSWORD } from "#tests/support/users.ts";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const json = { "Content-Type": "application/json" };

let t: TestApp;
const users: Record<string, { id: string }> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const [username, role] of [
    ["ursula", "user"],
    ["adele", "admin"],
  ] as const) {
    users[username] = await createUser(t.db, { username, role });
  }
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** The workspace the user works in, as the server remembers it in the cookie (undefined before any). */
async function workspaceIdOf(userId: string) {
  const membership = await t.db.membership.findFirst({ where: { userId }, orderBy: { createdAt: "asc" } });
  return membership?.workspaceId;
}

/** A cookie of a new session as the server seals it, with the session's timestamps set by the test. */
async function cookieFor(username: string, times: { signedInAt: number; activeAt: number }) {
  return (await sessionFor(username, times)).cookie;
}

/** A new session of the user (its row, and its cookie with the timestamps set by the test). */
async function sessionFor(username: string, times: { signedInAt: number; activeAt: number }) {
  const { id } = users[username]!;
  const { id: sessionId, token } = await openTestSession(t.db, id);
  const data: SessionData = { userId: id, sessionToken: token, workspaceId: await workspaceIdOf(id), ...times };
  return { sessionId, token, cookie: await sealedCookie(data) };
}

async function sessionWith(cookie: string, route = "/api/auth/session") {
  const response = await t.request().get(route).set("Cookie", cookie);
  return { body: response.body as Record<string, unknown>, setCookie: response.get("Set-Cookie") ?? [] };
}

function freezeClock(at: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at);
}

describe("idle timeout", () => {
  it("ends a user's session unused for a week, clears its cookie and deletes its row", async () => {
    const now = Date.now();
    const justInside = await sessionWith(
      await cookieFor("ursula", { signedInAt: now - 8 * DAY_MS + MINUTE_MS, activeAt: now - 7 * DAY_MS + MINUTE_MS }),
    );
    expect(justInside.body).toEqual({ isAuthenticated: true, userId: users.ursula!.id });
    const idleSession = await sessionFor("ursula", {
      signedInAt: now - 8 * DAY_MS,
      activeAt: now - 7 * DAY_MS - MINUTE_MS,
    });
    const idle = await sessionWith(idleSession.cookie);
    expect(idle.body).toEqual({ isAuthenticated: false, userId: null });
    expect(idle.setCookie).toEqual([expect.stringMatching(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`))]);
    expect(await t.db.accountSession.findUnique({ where: { id: idleSession.sessionId } })).toBeNull();
  });

  it("ends the site admin's session unused for 12 hours", async () => {
    const now = Date.now();
    const route = "/api/admin/session";
    const recent = await sessionWith(
      await cookieFor("adele", { signedInAt: now - 13 * HOUR_MS, activeAt: now - 11 * HOUR_MS }),
      route,
    );
    expect(recent.body).toEqual({ isAuthenticated: true, isAdmin: true });
    const idle = await sessionWith(
      await cookieFor("adele", { signedInAt: now - 13 * HOUR_MS, activeAt: now - 12 * HOUR_MS - MINUTE_MS }),
      route,
    );
    expect(idle.body).toEqual({ isAuthenticated: false, isAdmin: false });
  });

  it("follows the configured idle timeouts", async () => {
    const short = await startTestApp({
      sessionLifetimes: { idleMs: HOUR_MS, adminIdleMs: 2 * HOUR_MS, absoluteMs: DAY_MS },
    });
    try {
      const user = await createUser(short.db, { username: "ursula" });
      const now = Date.now();
      const seal = async (activeAt: number) => {
        const { token } = await openTestSession(short.db, user.id);
        return sealedCookie({ userId: user.id, sessionToken: token, signedInAt: now - 3 * HOUR_MS, activeAt });
      };
      const answer = async (activeAt: number) =>
        (
          await short
            .request()
            .get("/api/auth/session")
            .set("Cookie", await seal(activeAt))
        ).body;
      expect(await answer(now - HOUR_MS + MINUTE_MS)).toEqual({ isAuthenticated: true, userId: user.id });
      expect(await answer(now - HOUR_MS - MINUTE_MS)).toEqual({ isAuthenticated: false, userId: null });
      const tooOld = await short
        .request()
        .get("/api/auth/session")
        .set("Cookie", await sealedSince(user, now - DAY_MS - MINUTE_MS));
      expect(tooOld.body).toEqual({ isAuthenticated: false, userId: null });
    } finally {
      await short.close();
    }

    async function sealedSince(user: { id: string }, signedInAt: number) {
      const { token } = await openTestSession(short.db, user.id);
      return sealedCookie({ userId: user.id, sessionToken: token, signedInAt, activeAt: Date.now() - MINUTE_MS });
    }
  });
});

describe("signing in again", () => {
  it("works with an expired cookie still sent, and the new session replaces it", async () => {
    const now = Date.now();
    const expired = await cookieFor("ursula", { signedInAt: now - 8 * DAY_MS, activeAt: now - 8 * DAY_MS });
    const login = await t
      .request()
      .post("/api/auth/login")
      .set("Cookie", expired)
      .set(json)
      .send({ username: "ursula", password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    const setCookies = login.get("Set-Cookie") ?? [];
    expect(setCookies[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
    const fresh = setCookies.at(-1)!.split(";")[0]!;
    expect((await sessionWith(fresh)).body).toEqual({ isAuthenticated: true, userId: users.ursula!.id });
  });
});

describe("absolute lifetime", () => {
  it("ends a session 14 days after sign-in however recently it was used", async () => {
    const now = Date.now();
    const inUse = await sessionWith(
      await cookieFor("ursula", { signedInAt: now - 14 * DAY_MS + MINUTE_MS, activeAt: now - MINUTE_MS }),
    );
    expect(inUse.body).toEqual({ isAuthenticated: true, userId: users.ursula!.id });
    const tooOld = await sessionWith(
      await cookieFor("ursula", { signedInAt: now - 14 * DAY_MS - MINUTE_MS, activeAt: now - MINUTE_MS }),
    );
    expect(tooOld.body).toEqual({ isAuthenticated: false, userId: null });
  });

  it("does not accept a cookie sealed without the session's timestamps (issued before they existed)", async () => {
    const { id } = users.ursula!;
    const { token } = await openTestSession(t.db, id);
    const cookie = await sealedCookie({ userId: id, sessionToken: token });
    expect((await sessionWith(cookie)).body).toEqual({ isAuthenticated: false, userId: null });
  });
});

describe("sliding re-seal", () => {
  it("seals the cookie again once its last seal is 5 minutes old, keeping the sign-in time", async () => {
    const now = Date.now();
    freezeClock(now);
    const signedInAt = now - DAY_MS;
    const fresh = await sessionWith(
      await cookieFor("ursula", { signedInAt, activeAt: now - RESEAL_AFTER_MS + MINUTE_MS }),
    );
    expect([fresh.body.isAuthenticated, fresh.setCookie]).toEqual([true, []]);

    const due = await sessionWith(await cookieFor("ursula", { signedInAt, activeAt: now - RESEAL_AFTER_MS }));
    expect(due.body.isAuthenticated).toBe(true);
    const [setCookie] = due.setCookie;
    const seal = setCookie!.split(";")[0]!.slice(SESSION_COOKIE.length + 1);
    const { id } = users.ursula!;
    expect(await unsealData(seal, { password: TEST_SESSION_SECRET })).toEqual({
      userId: id,
      sessionToken: expect.any(String),
      workspaceId: await workspaceIdOf(id),
      signedInAt,
      activeAt: now,
    });
  });

  it("keeps a session in use alive past a week, until 14 days after sign-in", async () => {
    const start = Date.now();
    freezeClock(start);
    const agent = t.agent();
    await agent.post("/api/auth/login").set(json).send({ username: "ursula", password: TEST_PASSWORD }).expect(200);
    const signedIn = async () =>
      ((await agent.get("/api/auth/session")).body as { isAuthenticated: boolean }).isAuthenticated;
    vi.setSystemTime(start + 6 * DAY_MS);
    expect(await signedIn()).toBe(true);
    vi.setSystemTime(start + 12 * DAY_MS);
    expect(await signedIn()).toBe(true);
    vi.setSystemTime(start + 14 * DAY_MS + MINUTE_MS);
    expect(await signedIn()).toBe(false);
  });

  it("ends a session signed in through the form once it has gone unused for a week", async () => {
    const start = Date.now();
    freezeClock(start);
    const agent = t.agent();
    await agent.post("/api/auth/login").set(json).send({ username: "ursula", password: TEST_PASSWORD }).expect(200);
    vi.setSystemTime(start + 7 * DAY_MS + MINUTE_MS);
    expect((await agent.get("/api/auth/session")).body).toEqual({ isAuthenticated: false, userId: null });
  });
});

describe("cookie on https", () => {
  it("is named __Host-, Secure, for Path=/ and without a Domain", async () => {
    const secure = await startTestApp({ appUrl: "https://crm.test" });
    try {
      await createUser(secure.db, { username: "ursula" });
      const login = await secure
        .request()
        .post("/api/auth/login")
        .set(json)
        .send({ username: "ursula", password: TEST_PASSWORD });
      const [setCookie] = login.get("Set-Cookie") ?? [];
      const attributes = setCookie!
        .split("; ")
        .slice(1)
        .map((attribute) => attribute.split("=")[0]!.toLowerCase());
      expect(setCookie!.startsWith(`__Host-${SESSION_COOKIE}=Fe26.2*`)).toBe(true);
      expect(attributes.sort()).toEqual(["httponly", "max-age", "path", "samesite", "secure"]);
      expect(setCookie).toContain("; Path=/;");
      const cookie = setCookie!.split(";")[0]!;
      const session = await secure.request().get("/api/auth/session").set("Cookie", cookie);
      expect(session.body).toMatchObject({ isAuthenticated: true });
      const plainName = await secure.request().get("/api/auth/session").set("Cookie", cookie.replace("__Host-", ""));
      expect(plainName.body).toEqual({ isAuthenticated: false, userId: null });
    } finally {
      await secure.close();
    }
  });
});
