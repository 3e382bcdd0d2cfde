import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NOT_WITH_API_KEY } from "#core/access/access.text.ts";
import { openAccountSession } from "#core/access/account-sessions.ts";
import { SESSION_NOT_FOUND } from "#schema/account/account.rules.ts";
import { createApiKey } from "#tests/support/api-keys.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { serviceContext } from "#tests/support/service-context.ts";
import { sealedCookie } from "#tests/support/sessions.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser, TEST_PASSWORD } from "#tests/support/users.ts";

const CHROME_ON_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const FIREFOX_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0";
const json = { "Content-Type": "application/json" };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const SIGNED_OUT = { isAuthenticated: false, userId: null };

const MY_SESSIONS = "{ mySessions { id ip userAgent browser os createdAt lastUsedAt current } }";
const END_SESSION = "mutation ($id: ID!) { endSession(id: $id) { id } }";
const END_OTHERS = "mutation { endOtherSessions { ended } }";

let t: TestApp;
beforeAll(async () => {
  // One proxy trusted, so X-Forwarded-For names the client's address as a load balancer would.
  t = await startTestApp({ trustProxy: 1 });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

type Browser = ReturnType<TestApp["agent"]>;

/** A browser signed in as `username` from the given address with the given User-Agent. */
async function browserOf(username: string, { ip = "198.51.100.7", userAgent = CHROME_ON_LINUX } = {}) {
  const browser = t.agent();
  const login = await browser
    .post("/api/auth/login")
    .set(json)
    .set("User-Agent", userAgent)
    .set("X-Forwarded-For", ip)
    .send({ username, password: TEST_PASSWORD });
  expect(login.status).toBe(200);
  return browser;
}

async function sessionOf(browser: Browser) {
  return (await browser.get("/api/auth/session")).body as { isAuthenticated: boolean };
}

async function sessionIds(userId: string) {
  const rows = await t.db.accountSession.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
  return rows.map(({ id }) => id);
}

describe("the account's sessions", () => {
  it("are listed over REST, this one first and marked, with browser, system and address", async () => {
    const user = await createUser(t.db, { username: "lister" });
    const chrome = await browserOf("lister");
    await browserOf("lister", { ip: "203.0.113.9", userAgent: FIREFOX_ON_WINDOWS });
    const [chromeId, firefoxId] = await sessionIds(user.id);

    const response = await chrome.get("/api/user/sessions");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: [
        {
          id: chromeId,
          ip: "198.51.100.7",
          userAgent: CHROME_ON_LINUX,
          browser: "Chrome 142",
          os: "Linux",
          createdAt: expect.stringMatching(ISO_TIME),
          lastUsedAt: expect.stringMatching(ISO_TIME),
          signInMethod: "password",
          current: true,
        },
        {
          id: firefoxId,
          ip: "203.0.113.9",
          userAgent: FIREFOX_ON_WINDOWS,
          browser: "Firefox 145",
          os: "Windows 10",
          createdAt: expect.stringMatching(ISO_TIME),
          lastUsedAt: expect.stringMatching(ISO_TIME),
          signInMethod: "password",
          current: false,
        },
      ],
    });
    expect(chromeId).toMatch(UUID);
  });

  it("are listed over GraphQL, the asking one first and marked, then the others last used first", async () => {
    const user = await createUser(t.db, { username: "grapher" });
    const first = await browserOf("grapher");
    await browserOf("grapher", { userAgent: FIREFOX_ON_WINDOWS });
    await browserOf("grapher", { userAgent: FIREFOX_ON_WINDOWS });
    const [firstId, secondId, thirdId] = await sessionIds(user.id);
    const response = await graphql(first, MY_SESSIONS);
    const listed = (response.body.data.mySessions as { id: string; current: boolean; browser: string }[]).map(
      ({ id, current, browser }) => ({ id, current, browser }),
    );
    expect(listed).toEqual([
      { id: firstId, current: true, browser: "Chrome 142" },
      { id: thirdId, current: false, browser: "Firefox 145" },
      { id: secondId, current: false, browser: "Firefox 145" },
    ]);
  });

  it("refuses more than 200 at a time, over both transports", async () => {
    const browser = await signedInAgent(t, { username: "greedy" });
    const rest = await browser.get("/api/user/sessions?limit=201");
    expect([rest.status, rest.text]).toEqual([400, "A list returns at most 200 items: ask for first: 200 or fewer"]);
    const response = await graphql(browser, "{ mySessions(first: 201) { id } }");
    expect(errorOf(response.body)?.message).toBe(
      "mySessions: A list returns at most 200 items: ask for first: 200 or fewer",
    );
  });
});

describe("ending a session", () => {
  it("over REST signs that browser out at its next request and keeps the one that ended it", async () => {
    const user = await createUser(t.db, { username: "ender" });
    const kept = await browserOf("ender");
    const other = await browserOf("ender");
    const [, otherId] = await sessionIds(user.id);
    const response = await kept.delete(`/api/user/sessions/${otherId}`);
    expect([response.status, response.body]).toEqual([200, { id: otherId }]);
    expect(await sessionOf(other)).toEqual(SIGNED_OUT);
    expect(await sessionOf(kept)).toEqual({ isAuthenticated: true, userId: user.id });
    const again = await kept.delete(`/api/user/sessions/${otherId}`);
    expect([again.status, again.text]).toEqual([404, SESSION_NOT_FOUND]);
  });

  it("over GraphQL signs that browser out too", async () => {
    const user = await createUser(t.db, { username: "grender" });
    const kept = await browserOf("grender");
    const other = await browserOf("grender");
    const [, otherId] = await sessionIds(user.id);
    const response = await graphql(kept, END_SESSION, { id: otherId });
    expect(response.body).toEqual({ data: { endSession: { id: otherId } } });
    expect(await sessionOf(other)).toEqual(SIGNED_OUT);
    expect(await sessionOf(kept)).toEqual({ isAuthenticated: true, userId: user.id });
  });

  it("of another account answers 404, exactly as a session that does not exist, and ends nothing", async () => {
    const owner = await createUser(t.db, { username: "victim" });
    const victim = await browserOf("victim");
    const [victimSession] = await sessionIds(owner.id);
    await createUser(t.db, { username: "intruder" });
    const intruder = await browserOf("intruder");
    for (const id of [victimSession, "0194f39f-0d0d-7a00-8e00-000000000000", "not-a-session"]) {
      const rest = await intruder.delete(`/api/user/sessions/${id}`);
      expect([rest.status, rest.text]).toEqual([404, SESSION_NOT_FOUND]);
      const response = await graphql(intruder, END_SESSION, { id });
      expect(errorOf(response.body)).toEqual({ message: SESSION_NOT_FOUND, code: "NOT_FOUND" });
    }
    expect(await sessionOf(victim)).toEqual({ isAuthenticated: true, userId: owner.id });
  });

  it("of this browser signs it out, as a logout", async () => {
    const user = await createUser(t.db, { username: "selfender" });
    const browser = await browserOf("selfender");
    const [own] = await sessionIds(user.id);
    const response = await browser.delete(`/api/user/sessions/${own}`);
    expect([response.status, response.body]).toEqual([200, { id: own }]);
    expect(await sessionOf(browser)).toEqual(SIGNED_OUT);
  });
});

describe("signing out all other sessions", () => {
  it("over REST ends every other browser's session and keeps this one", async () => {
    const user = await createUser(t.db, { username: "cleaner" });
    const others = [await browserOf("cleaner"), await browserOf("cleaner")];
    const kept = await browserOf("cleaner");
    const response = await kept.post("/api/user/sessions/end-others").set(json).send({});
    expect([response.status, response.body]).toEqual([200, { ended: 2 }]);
    for (const other of others) expect(await sessionOf(other)).toEqual(SIGNED_OUT);
    expect(await sessionOf(kept)).toEqual({ isAuthenticated: true, userId: user.id });
    const listed = await kept.get("/api/user/sessions");
    expect(listed.body.data.map(({ current }: { current: boolean }) => current)).toEqual([true]);
  });

  it("over GraphQL does the same and says how many ended", async () => {
    const user = await createUser(t.db, { username: "grcleaner" });
    const other = await browserOf("grcleaner");
    const kept = await browserOf("grcleaner");
    expect((await graphql(kept, END_OTHERS)).body).toEqual({ data: { endOtherSessions: { ended: 1 } } });
    expect(await sessionOf(other)).toEqual(SIGNED_OUT);
    expect(await sessionOf(kept)).toEqual({ isAuthenticated: true, userId: user.id });
    expect((await graphql(kept, END_OTHERS)).body).toEqual({ data: { endOtherSessions: { ended: 0 } } });
  });
});

describe("what ends which sessions", () => {
  it("a logout ends only this session: another browser of the account stays signed in", async () => {
    const user = await createUser(t.db, { username: "leaver" });
    const leaving = await browserOf("leaver");
    const staying = await browserOf("leaver");
    const logout = await leaving.post("/api/auth/logout").set(json).send({});
    expect([logout.status, logout.body]).toEqual([200, { message: "Logged out successfully" }]);
    expect(await sessionOf(leaving)).toEqual(SIGNED_OUT);
    expect(await sessionOf(staying)).toEqual({ isAuthenticated: true, userId: user.id });
    expect(await graphql(staying, "mutation { logout { message } }").then((r) => r.body)).toEqual({
      data: { logout: { message: "Logged out successfully" } },
    });
    expect(await sessionOf(staying)).toEqual(SIGNED_OUT);
    expect(await sessionIds(user.id)).toEqual([]);
  });

  it("a password change keeps this session and ends the others", async () => {
    const user = await createUser(t.db, { username: "rotator" });
    const other = await browserOf("rotator");
    const kept = await browserOf("rotator");
    const [, keptId] = await sessionIds(user.id);
    const change = await kept
      .put("/api/user/password")
      .set(json)
      .send({ currentPassword: TEST_PASSWORD, newPassword: "violet-otter-harbour-91" });
    expect(change.status).toBe(200);
    expect(await sessionOf(other)).toEqual(SIGNED_OUT);
    expect(await sessionOf(kept)).toEqual({ isAuthenticated: true, userId: user.id });
    expect(await sessionIds(user.id)).toEqual([keptId]);
  });

  it("disabling the account ends all of its sessions, which stay ended once it is enabled again", async () => {
    const user = await createUser(t.db, { username: "suspended" });
    const browsers = [await browserOf("suspended"), await browserOf("suspended")];
    const admin = await signedInAgent(t, { username: "sessions-admin", role: "admin" });
    const setDisabled = "mutation ($id: ID!, $d: Boolean!) { setUserDisabled(userId: $id, disabled: $d) { id } }";
    await graphql(admin, setDisabled, { id: user.id, d: true }).expect(200);
    expect(await sessionIds(user.id)).toEqual([]);
    await graphql(admin, setDisabled, { id: user.id, d: false }).expect(200);
    for (const browser of browsers) expect(await sessionOf(browser)).toEqual(SIGNED_OUT);
  });

  it("a sign-in whose account changed while its password was checked opens no session", async () => {
    const user = await createUser(t.db, { username: "racer" });
    const ctx = serviceContext(t.db, user, null);
    await t.db.user.update({ where: { id: user.id }, data: { passwordHash: "changed-meanwhile" } });
    expect(await openAccountSession(ctx, user)).toBeNull();
    const current = await t.db.user.update({ where: { id: user.id }, data: { disabledAt: new Date() } });
    expect(await openAccountSession(ctx, current)).toBeNull();
    expect(await sessionIds(user.id)).toEqual([]);
  });
});

describe("a session's last use", () => {
  it("is written with its address at most once a minute", async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
    const user = await createUser(t.db, { username: "regular" });
    const browser = await browserOf("regular", { ip: "198.51.100.7" });
    const row = () => t.db.accountSession.findFirstOrThrow({ where: { userId: user.id } });
    vi.setSystemTime(start + 59_000);
    await browser.get("/api/auth/session").set("X-Forwarded-For", "203.0.113.50").expect(200);
    expect(await row()).toMatchObject({ lastUsedAt: new Date(start), ip: "198.51.100.7" });
    vi.setSystemTime(start + 61_000);
    await browser.get("/api/auth/session").set("X-Forwarded-For", "203.0.113.50").expect(200);
    expect(await row()).toMatchObject({ lastUsedAt: new Date(start + 61_000), ip: "203.0.113.50" });
    vi.setSystemTime(start + 90_000);
    await browser.get("/api/auth/session").set("X-Forwarded-For", "192.0.2.1").expect(200);
    expect(await row()).toMatchObject({ lastUsedAt: new Date(start + 61_000), ip: "203.0.113.50" });
  });
});

describe("who may see and end sessions", () => {
  it("refuses an API key, over both transports", async () => {
    const owner = await signedInAgent(t, { username: "keyholder" });
    const key = await createApiKey(owner, "Robot");
    const [ownId] = await sessionIds((await t.db.user.findUniqueOrThrow({ where: { username: "keyholder" } })).id);
    const requests = [
      t.request().get("/api/user/sessions"),
      t.request().post("/api/user/sessions/end-others").set(json).send({}),
      t.request().delete(`/api/user/sessions/${ownId}`),
    ];
    for (const request of requests) {
      const response = await request.set("Authorization", key.header);
      expect([response.status, response.text]).toEqual([403, NOT_WITH_API_KEY]);
    }
    const bearer = { post: (path: string) => t.request().post(path).set("Authorization", key.header) };
    for (const [query, variables] of [[MY_SESSIONS], [END_OTHERS], [END_SESSION, { id: ownId }]] as const) {
      const response = await graphql(bearer, query, variables);
      expect(errorOf(response.body)).toEqual({ message: NOT_WITH_API_KEY, code: "FORBIDDEN" });
    }
    expect(await sessionOf(owner)).toMatchObject({ isAuthenticated: true });
  });

  it("signs out a cookie sealed before sessions were rows (no session token): the upgrade signs everyone out once", async () => {
    const user = await createUser(t.db, { username: "oldtimer" });
    const now = Date.now();
    const cookie = await sealedCookie({ userId: user.id, signedInAt: now, activeAt: now });
    const response = await t.request().get("/api/user").set("Cookie", cookie);
    expect([response.status, response.text]).toEqual([401, "Not signed in"]);
    const session = await t.request().get("/api/auth/session").set("Cookie", cookie);
    expect(session.body).toEqual(SIGNED_OUT);
  });
});
