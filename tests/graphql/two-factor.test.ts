import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { allowCodeAgain, totpCode, wrongTotpCode } from "#tests/support/two-factor.ts";
import { createUser, TEST_PASSWORD } from "#tests/support/users.ts";

const START = "mutation { startTotpEnrolment { secret otpauthUrl } }";
const CONFIRM = "mutation ($code: String!) { confirmTotp(input: { code: $code }) { recoveryCodes } }";
const REGENERATE = "mutation ($code: String!) { regenerateRecoveryCodes(input: { code: $code }) { recoveryCodes } }";
const DISABLE = "mutation ($code: String!) { disableTotp(input: { code: $code }) { message } }";
const STATUS = "{ viewer { twoFactor { enabled recoveryCodesLeft } } }";
const SESSION = "{ session { isAuthenticated } adminSession { isAuthenticated isAdmin } }";
const PAYLOAD = "message twoFactorRequired methods user { username }";
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { ${PAYLOAD} } }`;
const ADMIN_LOGIN = `mutation ($input: LoginInput!) { adminLogin(input: $input) { ${PAYLOAD} } }`;
const SECOND_STEP = `mutation ($input: TwoFactorLoginInput!) { loginTwoFactor(input: $input) { ${PAYLOAD} } }`;

const WAITING = {
  message: "Two-factor authentication required",
  twoFactorRequired: true,
  methods: ["totp", "recovery"],
  user: null,
};
const signedIn = (username: string) => ({
  message: "Logged in successfully",
  twoFactorRequired: false,
  methods: [],
  user: { username },
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Agent = ReturnType<TestApp["agent"]>;

async function enrol(agent: Agent, username: string) {
  const started = await graphql(agent, START);
  const { secret, otpauthUrl } = started.body.data.startTotpEnrolment as { secret: string; otpauthUrl: string };
  expect(otpauthUrl).toBe(
    `otpauth://totp/Bramble%20CRM:${username}?issuer=Bramble%20CRM&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
  );
  expect((await graphql(agent, STATUS)).body.data.viewer.twoFactor).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  const wrong = await graphql(agent, CONFIRM, { code: wrongTotpCode(secret) });
  expect(errorOf(wrong.body)).toEqual({
    message: "The code is not right. Check your authenticator app's time and try again.",
    code: "BAD_USER_INPUT",
  });
  const confirmed = await graphql(agent, CONFIRM, { code: totpCode(secret) });
  const { recoveryCodes } = confirmed.body.data.confirmTotp as { recoveryCodes: string[] };
  expect(recoveryCodes).toHaveLength(10);
  expect((await graphql(agent, STATUS)).body.data.viewer.twoFactor).toEqual({ enabled: true, recoveryCodesLeft: 10 });
  await allowCodeAgain(t, username);
  return { secret, recoveryCodes };
}

describe("two-factor over GraphQL", () => {
  it("enrols, then login waits for the second factor with no user and no session, and loginTwoFactor finishes it", async () => {
    const owner = await signedInAgent(t, { username: "gqla" });
    const { secret, recoveryCodes } = await enrol(owner, "gqla");

    const visitor = t.agent();
    const first = await graphql(visitor, LOGIN, { input: { username: "gqla", password: TEST_PASSWORD } });
    expect(first.body).toEqual({ data: { login: WAITING } });
    expect((await graphql(visitor, SESSION)).body.data.session).toEqual({ isAuthenticated: false });

    const wrong = await graphql(visitor, SECOND_STEP, { input: { code: wrongTotpCode(secret) } });
    expect(errorOf(wrong.body)).toEqual({ message: "Invalid two-factor code", code: "UNAUTHENTICATED" });
    const done = await graphql(visitor, SECOND_STEP, { input: { code: totpCode(secret), recoveryCode: null } });
    expect(done.body).toEqual({ data: { loginTwoFactor: signedIn("gqla") } });
    expect((await graphql(visitor, SESSION)).body.data.session).toEqual({ isAuthenticated: true });

    const other = t.agent();
    await graphql(other, LOGIN, { input: { username: "gqla", password: TEST_PASSWORD } });
    const recovered = await graphql(other, SECOND_STEP, { input: { recoveryCode: recoveryCodes[1] } });
    expect(recovered.body).toEqual({ data: { loginTwoFactor: signedIn("gqla") } });
    expect((await graphql(other, STATUS)).body.data.viewer.twoFactor).toEqual({ enabled: true, recoveryCodesLeft: 9 });

    const third = t.agent();
    await graphql(third, LOGIN, { input: { username: "gqla", password: TEST_PASSWORD } });
    const spent = await graphql(third, SECOND_STEP, { input: { recoveryCode: recoveryCodes[1] } });
    expect(errorOf(spent.body)).toEqual({ message: "Invalid recovery code", code: "UNAUTHENTICATED" });
  });

  it("regenerates recovery codes and turns two-factor off, each with a current code", async () => {
    const owner = await signedInAgent(t, { username: "gqlb" });
    const { secret } = await enrol(owner, "gqlb");
    const renewed = await graphql(owner, REGENERATE, { code: totpCode(secret) });
    expect(renewed.body.data.regenerateRecoveryCodes.recoveryCodes).toHaveLength(10);
    await allowCodeAgain(t, "gqlb");
    const wrong = await graphql(owner, DISABLE, { code: wrongTotpCode(secret) });
    expect(errorOf(wrong.body)?.code).toBe("BAD_USER_INPUT");
    const off = await graphql(owner, DISABLE, { code: totpCode(secret) });
    expect(off.body).toEqual({ data: { disableTotp: { message: "Two-factor authentication turned off" } } });
    expect((await graphql(owner, STATUS)).body.data.viewer.twoFactor).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const login = await graphql(t.agent(), LOGIN, { input: { username: "gqlb", password: TEST_PASSWORD } });
    expect(login.body).toEqual({ data: { login: signedIn("gqlb") } });
  });

  it("asks adminLogin for the second step too", async () => {
    const owner = await signedInAgent(t, { username: "gqlchief", role: "admin", at: "app" });
    const { secret } = await enrol(owner, "gqlchief");
    const visitor = t.agent();
    const first = await graphql(visitor, ADMIN_LOGIN, { input: { username: "gqlchief", password: TEST_PASSWORD } });
    expect(first.body).toEqual({ data: { adminLogin: WAITING } });
    expect((await graphql(visitor, SESSION)).body.data.adminSession).toEqual({
      isAuthenticated: false,
      isAdmin: false,
    });
    const done = await graphql(visitor, SECOND_STEP, { input: { code: totpCode(secret) } });
    expect(done.body).toEqual({ data: { loginTwoFactor: signedIn("gqlchief") } });
    expect((await graphql(visitor, SESSION)).body.data.adminSession).toEqual({ isAuthenticated: true, isAdmin: true });
  });

  it("answers a login without a second factor as before, with twoFactorRequired false", async () => {
    await createUser(t.db, { username: "gqlplain" });
    const login = await graphql(t.agent(), LOGIN, { input: { username: "gqlplain", password: TEST_PASSWORD } });
    expect(login.body).toEqual({ data: { login: signedIn("gqlplain") } });
  });
});
