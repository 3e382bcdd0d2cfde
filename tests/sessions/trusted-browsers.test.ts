import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NOT_WITH_API_KEY } from "#core/access/access.text.ts";
import { PASSWORD_CHANGED } from "#schema/account/account.rules.ts";
import { createApiKey } from "#tests/support/api-keys.ts";
import { errorOf, graphql, type GraphqlResponse } from "#tests/support/graphql.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { allowCodeAgain, enrolTotp, totpCode } from "#tests/support/two-factor.ts";
import { TEST_PASSWORD } from "#tests/support/users.ts";

type Agent = ReturnType<TestApp["agent"]>;

const TWO_FACTOR_REQUIRED = { twoFactorRequired: true, methods: ["totp", "recovery"] };
const SIGNED_IN = { message: "Logged in successfully" };
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;
const LOGIN_TWO_FACTOR = `mutation ($input: TwoFactorLoginInput!) { loginTwoFactor(input: $input) { message } }`;
const TRUSTED = `{ myTrustedBrowsers { id browser os current expiresAt } }`;
const FORGET = `mutation ($id: ID!) { forgetTrustedBrowser(id: $id) { id } }`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.db.rateLimitCounter.deleteMany());

const post = (agent: Agent, path: string, body: object) =>
  agent.post(path).set("Content-Type", "application/json").send(body);
const answer = (response: { status: number; body: unknown; text: string }) => [
  response.status,
  response.status < 400 ? response.body : response.text,
];
const passwordSignIn = (agent: Agent, username: string) =>
  post(agent, "/api/auth/login", { username, password: TEST_PASSWORD });

/** The Set-Cookie line of the trust cookie in a response, if any. */
function trustCookieOf(response: { headers: Record<string, unknown> }): string | undefined {
  const cookies = (response.headers["set-cookie"] as string[] | undefined) ?? [];
  return cookies.find((cookie) => cookie.startsWith("bramble_trusted_browser="));
}

/** An account with two-factor on, and a browser that signed in with its code, trusting itself (or not). */
async function trustedBrowser(username: string, trustBrowser = true) {
  const owner = await signedInAgent(t, { username, at: "app" });
  const { secret } = await enrolTotp(t, owner, username);
  const browser = t.agent();
  expect(answer(await passwordSignIn(browser, username))).toEqual([200, TWO_FACTOR_REQUIRED]);
  const finished = await post(browser, "/api/auth/login/two-factor", { code: totpCode(secret), trustBrowser });
  expect(answer(finished)).toEqual([200, SIGNED_IN]);
  await allowCodeAgain(t, username);
  return { owner, browser, secret, finished };
}

async function signOut(agent: Agent) {
  expect((await post(agent, "/api/auth/logout", {})).status).toBe(200);
  expect((await agent.get("/api/auth/session")).body).toEqual({ isAuthenticated: false, userId: null });
}

describe("Trust this browser for 30 days", () => {
  it("sets a long-lived httpOnly cookie; a later password sign-in from that browser skips the second step", async () => {
    const { browser, finished } = await trustedBrowser("trusta");
    const cookie = trustCookieOf(finished);
    expect(cookie).toMatch(/^bramble_trusted_browser=[\w-]{43}; /);
    expect(cookie).toContain(`Max-Age=${THIRTY_DAYS_S}`);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");

    await signOut(browser);
    expect(answer(await passwordSignIn(browser, "trusta"))).toEqual([200, SIGNED_IN]);
    expect((await browser.get("/api/user")).body).toMatchObject({ username: "trusta" });
    // Another browser still needs the second factor.
    expect(answer(await passwordSignIn(t.agent(), "trusta"))).toEqual([200, TWO_FACTOR_REQUIRED]);
  });

  it("trusts nothing unless asked", async () => {
    const { browser, finished } = await trustedBrowser("trustb", false);
    expect(trustCookieOf(finished)).toBeUndefined();
    await signOut(browser);
    expect(answer(await passwordSignIn(browser, "trustb"))).toEqual([200, TWO_FACTOR_REQUIRED]);
    const user = await t.db.user.findUniqueOrThrow({ where: { username: "trustb" } });
    expect(await t.db.trustedBrowser.count({ where: { userId: user.id } })).toBe(0);
  });

  it("lists the trusted browsers over REST, this one marked, and forgets one: its next sign-in asks again", async () => {
    const { browser, owner } = await trustedBrowser("trustc");
    const listed = await browser.get("/api/user/trusted-browsers");
    expect(listed.status).toBe(200);
    const [row] = (listed.body as { data: { id: string; expiresAt: string }[] }).data;
    expect(listed.body).toEqual({
      data: [
        {
          id: row?.id,
          ip: expect.any(String),
          userAgent: expect.any(String),
          browser: expect.any(String),
          os: expect.any(String),
          createdAt: expect.any(String),
          expiresAt: row?.expiresAt,
          current: true,
        },
      ],
    });
    const days = (Date.parse(row?.expiresAt ?? "") - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    // Another browser of the account sees it, not marked as its own.
    expect((await owner.get("/api/user/trusted-browsers")).body).toMatchObject({ data: [{ current: false }] });

    const stranger = await signedInAgent(t, { username: "strangerc" });
    expect(answer(await stranger.delete(`/api/user/trusted-browsers/${row?.id}`))).toEqual([
      404,
      "Trusted browser not found",
    ]);
    expect(answer(await owner.delete(`/api/user/trusted-browsers/${row?.id}`))).toEqual([200, { id: row?.id }]);
    expect((await browser.get("/api/user/trusted-browsers")).body).toEqual({ data: [] });
    await signOut(browser);
    expect(answer(await passwordSignIn(browser, "trustc"))).toEqual([200, TWO_FACTOR_REQUIRED]);
  });

  it("works over GraphQL: loginTwoFactor with trustBrowser, myTrustedBrowsers and forgetTrustedBrowser", async () => {
    const owner = await signedInAgent(t, { username: "trustd", at: "app" });
    const { secret } = await enrolTotp(t, owner, "trustd");
    const browser = t.agent();
    expect(answer(await passwordSignIn(browser, "trustd"))).toEqual([200, TWO_FACTOR_REQUIRED]);
    const finished = await graphql(browser, LOGIN_TWO_FACTOR, {
      input: { code: totpCode(secret), trustBrowser: true },
    });
    expect(finished.body).toEqual({ data: { loginTwoFactor: SIGNED_IN } });
    expect(trustCookieOf(finished)).toBeDefined();

    const listed = (await graphql(browser, TRUSTED)).body as GraphqlResponse;
    const trusted = listed.data?.myTrustedBrowsers as { id: string; current: boolean }[];
    expect(trusted.map(({ current }) => current)).toEqual([true]);
    await signOut(browser);
    expect(answer(await passwordSignIn(browser, "trustd"))).toEqual([200, SIGNED_IN]);

    expect((await graphql(owner, FORGET, { id: trusted[0]?.id })).body).toEqual({
      data: { forgetTrustedBrowser: { id: trusted[0]?.id } },
    });
    expect(errorOf((await graphql(owner, FORGET, { id: trusted[0]?.id })).body)).toEqual({
      message: "Trusted browser not found",
      code: "NOT_FOUND",
    });
    await signOut(browser);
    expect(answer(await passwordSignIn(browser, "trustd"))).toEqual([200, TWO_FACTOR_REQUIRED]);
  });

  it("does not skip the second step once the trust has expired", async () => {
    const { browser } = await trustedBrowser("truste");
    const user = await t.db.user.findUniqueOrThrow({ where: { username: "truste" } });
    await t.db.trustedBrowser.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await browser.get("/api/user/trusted-browsers")).body).toEqual({ data: [] });
    await signOut(browser);
    expect(answer(await passwordSignIn(browser, "truste"))).toEqual([200, TWO_FACTOR_REQUIRED]);
  });

  it("is forgotten everywhere when the password changes", async () => {
    const { browser, owner } = await trustedBrowser("trustf");
    const changed = await owner
      .put("/api/user/password")
      .set("Content-Type", "application/json")
      .send({ currentPassword: TEST_PASSWORD, newPassword: "violet-harbor-engine-42" });
    expect(answer(changed)).toEqual([200, { message: PASSWORD_CHANGED }]);
    const user = await t.db.user.findUniqueOrThrow({ where: { username: "trustf" } });
    expect(await t.db.trustedBrowser.count({ where: { userId: user.id } })).toBe(0);
    await signOut(browser);
    const again = await post(browser, "/api/auth/login", { username: "trustf", password: "violet-harbor-engine-42" });
    expect(answer(again)).toEqual([200, TWO_FACTOR_REQUIRED]);
  });

  it("is forgotten when two-factor is turned off", async () => {
    const { owner, secret } = await trustedBrowser("trustg");
    const off = await owner
      .delete("/api/user/two-factor/totp")
      .set("Content-Type", "application/json")
      .send({ code: totpCode(secret) });
    expect(off.status).toBe(200);
    const user = await t.db.user.findUniqueOrThrow({ where: { username: "trustg" } });
    expect(await t.db.trustedBrowser.count({ where: { userId: user.id } })).toBe(0);
  });

  it("is not for API keys or visitors", async () => {
    expect(answer(await t.agent().get("/api/user/trusted-browsers"))).toEqual([401, "Not signed in"]);
    const owner = await signedInAgent(t, { username: "trusth", at: "app" });
    const key = await createApiKey(owner, "trusted browsers probe");
    const byKey = await t.request().get("/api/user/trusted-browsers").set("Authorization", key.header);
    expect(answer(byKey)).toEqual([403, NOT_WITH_API_KEY]);
  });
});
