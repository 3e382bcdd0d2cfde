import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { allowCodeAgain, enrolTotp, totpCode, wrongTotpCode } from "#tests/support/two-factor.ts";
import { createUser, TEST_PASSWORD } from "#tests/support/users.ts";

const LIMIT = 4;
const TWO_FACTOR_REQUIRED = { twoFactorRequired: true, methods: ["totp", "recovery"] };
const SIGNED_IN = { message: "Logged in successfully" };
const SIGNED_OUT = { isAuthenticated: false, userId: null };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ authRateLimit: LIMIT });
});
afterAll(() => t.close());
beforeEach(() => t.db.rateLimitCounter.deleteMany());

type Agent = ReturnType<TestApp["agent"]>;

const post = (agent: Agent, path: string, body: object) =>
  agent.post(path).set("Content-Type", "application/json").send(body);

const answer = (response: { status: number; body: unknown; text: string }) => [
  response.status,
  response.status < 400 ? response.body : response.text,
];

/** An account with two-factor on, and a client not yet signed in. */
async function enrolled(username: string, role: "user" | "admin" = "user") {
  const owner = await signedInAgent(t, { username, role, at: "app" });
  const enrolment = await enrolTotp(t, owner, username);
  return { ...enrolment, owner, visitor: t.agent() };
}

describe("enrolment over REST", () => {
  it("starts with a pending secret, refuses a wrong code and turns two-factor on with 10 recovery codes", async () => {
    const agent = await signedInAgent(t, { username: "enrola" });
    const started = await post(agent, "/api/user/two-factor/totp", {});
    expect(started.status).toBe(200);
    const { secret } = started.body as { secret: string };
    expect(started.body).toEqual({
      secret,
      otpauthUrl: `otpauth://totp/Bramble%20CRM:enrola?issuer=Bramble%20CRM&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    });
    // Pending: signing in still needs only the password.
    expect(answer(await post(t.agent(), "/api/auth/login", { username: "enrola", password: TEST_PASSWORD }))).toEqual([
      200,
      SIGNED_IN,
    ]);

    const wrong = await post(agent, "/api/user/two-factor/totp/confirm", { code: wrongTotpCode(secret) });
    expect(answer(wrong)).toEqual([400, "The code is not right. Check your authenticator app's time and try again."]);
    const confirmed = await post(agent, "/api/user/two-factor/totp/confirm", { code: totpCode(secret) });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = confirmed.body as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const user = await t.db.user.findUniqueOrThrow({ where: { username: "enrola" } });
    const stored = await t.db.recoveryCode.findMany({ where: { userId: user.id } });
    expect(stored).toHaveLength(10);
    for (const { hash } of stored) {
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(recoveryCodes.map((code) => code.replace("-", ""))).not.toContain(hash);
    }
    expect(answer(await post(agent, "/api/user/two-factor/totp", {}))).toEqual([
      409,
      "Two-factor authentication is already on",
    ]);
    expect(answer(await post(agent, "/api/user/two-factor/totp/confirm", { code: "12" }))).toEqual([
      400,
      "Enter the 6-digit code from your authenticator app",
    ]);
  });

  it("refuses to confirm before enrolment started, and an API key or a visitor altogether", async () => {
    const agent = await signedInAgent(t, { username: "enrolb" });
    expect(answer(await post(agent, "/api/user/two-factor/totp/confirm", { code: "123456" }))).toEqual([
      409,
      "Start two-factor setup first",
    ]);
    expect(answer(await post(t.agent(), "/api/user/two-factor/totp", {}))).toEqual([401, "Not signed in"]);
  });
});

describe("signing in with a second factor", () => {
  it("answers twoFactorRequired without a session, then signs in with the code, which is refused a second time", async () => {
    const { secret, visitor } = await enrolled("signa");
    const first = await post(visitor, "/api/auth/login", { username: "signa", password: TEST_PASSWORD });
    expect(answer(first)).toEqual([200, TWO_FACTOR_REQUIRED]);
    expect((await visitor.get("/api/auth/session")).body).toEqual(SIGNED_OUT);
    expect(answer(await visitor.get("/api/user"))).toEqual([401, "Not signed in"]);

    const wrong = await post(visitor, "/api/auth/login/two-factor", { code: wrongTotpCode(secret) });
    expect(answer(wrong)).toEqual([401, "Invalid two-factor code"]);
    expect((await visitor.get("/api/auth/session")).body).toEqual(SIGNED_OUT);

    const code = totpCode(secret);
    expect(answer(await post(visitor, "/api/auth/login/two-factor", { code }))).toEqual([200, SIGNED_IN]);
    const session = await visitor.get("/api/auth/session");
    expect(session.body).toEqual({ isAuthenticated: true, userId: expect.any(String) });
    expect((await visitor.get("/api/user")).body).toMatchObject({ username: "signa" });

    // The same code again, from another browser that knows the password: refused as used.
    const replay = t.agent();
    expect(answer(await post(replay, "/api/auth/login", { username: "signa", password: TEST_PASSWORD }))).toEqual([
      200,
      TWO_FACTOR_REQUIRED,
    ]);
    expect(answer(await post(replay, "/api/auth/login/two-factor", { code }))).toEqual([
      401,
      "Invalid two-factor code",
    ]);
    expect((await replay.get("/api/auth/session")).body).toEqual(SIGNED_OUT);
  });

  it("signs in with a recovery code once; the same code fails the next time", async () => {
    const { recoveryCodes, visitor } = await enrolled("signb");
    await post(visitor, "/api/auth/login", { username: "signb", password: TEST_PASSWORD });
    const recoveryCode = recoveryCodes[0] ?? "";
    expect(
      answer(await post(visitor, "/api/auth/login/two-factor", { recoveryCode: recoveryCode.toUpperCase() })),
    ).toEqual([200, SIGNED_IN]);

    const again = t.agent();
    await post(again, "/api/auth/login", { username: "signb", password: TEST_PASSWORD });
    expect(answer(await post(again, "/api/auth/login/two-factor", { recoveryCode }))).toEqual([
      401,
      "Invalid recovery code",
    ]);
    expect((await again.get("/api/auth/session")).body).toEqual(SIGNED_OUT);
    const user = await t.db.user.findUniqueOrThrow({ where: { username: "signb" } });
    expect(await t.db.recoveryCode.count({ where: { userId: user.id } })).toBe(9);
  });

  it("offers only the authenticator once no recovery code is left", async () => {
    const { visitor } = await enrolled("signd");
    const user = await t.db.user.findUniqueOrThrow({ where: { username: "signd" } });
    await t.db.recoveryCode.deleteMany({ where: { userId: user.id } });
    expect(answer(await post(visitor, "/api/auth/login", { username: "signd", password: TEST_PASSWORD }))).toEqual([
      200,
      { twoFactorRequired: true, methods: ["totp"] },
    ]);
  });

  it("refuses the second step without a password first, and a body with both or neither code", async () => {
    expect(answer(await post(t.agent(), "/api/auth/login/two-factor", { code: "123456" }))).toEqual([
      401,
      "No sign-in is waiting for a second factor. Sign in with your password again.",
    ]);
    const both = await post(t.agent(), "/api/auth/login/two-factor", { code: "123456", recoveryCode: "abcde-fghij" });
    expect(answer(both)).toEqual([400, "Send either a code, a recovery code or a passkey"]);
    expect(answer(await post(t.agent(), "/api/auth/login/two-factor", {}))).toEqual([
      400,
      "Send either a code, a recovery code or a passkey",
    ]);
  });

  it("counts wrong codes with the account's password failures", async () => {
    const { secret, visitor } = await enrolled("signc");
    expect(answer(await post(visitor, "/api/auth/login", { username: "signc", password: "wrong-guess" }))).toEqual([
      401,
      "Invalid credentials",
    ]);
    await post(visitor, "/api/auth/login", { username: "signc", password: TEST_PASSWORD });
    for (let n = 2; n <= LIMIT; n++) {
      const wrong = await post(visitor, "/api/auth/login/two-factor", { code: wrongTotpCode(secret) });
      expect(answer(wrong)).toEqual([401, "Invalid two-factor code"]);
    }
    const refused = await post(visitor, "/api/auth/login/two-factor", { code: totpCode(secret) });
    expect(answer(refused)).toEqual([429, "Too many attempts. Please try again later."]);
    expect(answer(await post(t.agent(), "/api/auth/login", { username: "signc", password: TEST_PASSWORD }))).toEqual([
      429,
      "Too many attempts. Please try again later.",
    ]);
  });

  it("asks the site admin's sign-in for the second step too", async () => {
    const { secret, visitor } = await enrolled("chiefa", "admin");
    expect(answer(await post(visitor, "/api/admin/login", { username: "chiefa", password: TEST_PASSWORD }))).toEqual([
      200,
      TWO_FACTOR_REQUIRED,
    ]);
    expect((await visitor.get("/api/admin/session")).body).toEqual({ isAuthenticated: false, isAdmin: false });
    expect(answer(await post(visitor, "/api/auth/login/two-factor", { code: totpCode(secret) }))).toEqual([
      200,
      SIGNED_IN,
    ]);
    expect((await visitor.get("/api/admin/session")).body).toEqual({ isAuthenticated: true, isAdmin: true });
  });

  it("signs an account without a second factor in at once, as before", async () => {
    await createUser(t.db, { username: "plain" });
    expect(answer(await post(t.agent(), "/api/auth/login", { username: "plain", password: TEST_PASSWORD }))).toEqual([
      200,
      SIGNED_IN,
    ]);
  });
});

describe("changing two-factor", () => {
  it("turns two-factor off only with a current code; then the password alone signs in", async () => {
    const { secret, owner } = await enrolled("offa");
    expect(
      answer(await owner.delete("/api/user/two-factor/totp").set("Content-Type", "application/json").send({})),
    ).toEqual([400, "Enter the 6-digit code from your authenticator app"]);
    const wrong = await owner
      .delete("/api/user/two-factor/totp")
      .set("Content-Type", "application/json")
      .send({ code: wrongTotpCode(secret) });
    expect(answer(wrong)).toEqual([400, "The code is not right. Check your authenticator app's time and try again."]);
    const off = await owner
      .delete("/api/user/two-factor/totp")
      .set("Content-Type", "application/json")
      .send({ code: totpCode(secret) });
    expect(answer(off)).toEqual([200, { message: "Two-factor authentication turned off" }]);
    const user = await t.db.user.findUniqueOrThrow({ where: { username: "offa" } });
    expect(await t.db.recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    expect(answer(await post(t.agent(), "/api/auth/login", { username: "offa", password: TEST_PASSWORD }))).toEqual([
      200,
      SIGNED_IN,
    ]);
    expect(
      answer(
        await owner
          .delete("/api/user/two-factor/totp")
          .set("Content-Type", "application/json")
          .send({ code: "123456" }),
      ),
    ).toEqual([409, "Two-factor authentication is not on"]);
  });

  it("gives new recovery codes for a current code; the old ones stop working", async () => {
    const { secret, owner, recoveryCodes: old } = await enrolled("newcodes");
    const wrong = await post(owner, "/api/user/two-factor/recovery-codes", { code: wrongTotpCode(secret) });
    expect(answer(wrong)).toEqual([400, "The code is not right. Check your authenticator app's time and try again."]);
    const renewed = await post(owner, "/api/user/two-factor/recovery-codes", { code: totpCode(secret) });
    expect(renewed.status).toBe(200);
    const fresh = (renewed.body as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => old.includes(code))).toEqual([]);

    const visitor = t.agent();
    await post(visitor, "/api/auth/login", { username: "newcodes", password: TEST_PASSWORD });
    expect(answer(await post(visitor, "/api/auth/login/two-factor", { recoveryCode: old[0] }))).toEqual([
      401,
      "Invalid recovery code",
    ]);
    expect(answer(await post(visitor, "/api/auth/login/two-factor", { recoveryCode: fresh[0] }))).toEqual([
      200,
      SIGNED_IN,
    ]);
  });

  it("refuses a code of a step already used", async () => {
    const { secret, owner } = await enrolled("replay");
    const code = totpCode(secret);
    expect((await post(owner, "/api/user/two-factor/recovery-codes", { code })).status).toBe(200);
    expect(answer(await post(owner, "/api/user/two-factor/recovery-codes", { code }))).toEqual([
      400,
      "The code is not right. Check your authenticator app's time and try again.",
    ]);
    await allowCodeAgain(t, "replay");
    expect((await post(owner, "/api/user/two-factor/recovery-codes", { code })).status).toBe(200);
  });
});

describe("the OpenAPI document", () => {
  it("holds the two-factor routes", async () => {
    const served = await t.request().get("/api/openapi.json");
    const paths = (served.body as { paths: Record<string, object> }).paths;
    const methods = (path: string) => Object.keys(paths[path] ?? {}).sort();
    expect(methods("/api/auth/login/two-factor")).toEqual(["post"]);
    expect(methods("/api/user/two-factor/totp")).toEqual(["delete", "post"]);
    expect(methods("/api/user/two-factor/totp/confirm")).toEqual(["post"]);
    expect(methods("/api/user/two-factor/recovery-codes")).toEqual(["post"]);
  });
});
