import { ONE_OF_CODE_OR_PASSKEY } from "#schema/auth/two-factor.rules.ts";
import { WRONG_PASSKEY } from "#schema/auth/two-factor.text.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiKey } from "#tests/support/api-keys.ts";
import {
  addPasskey,
  finishWithPasskey,
  passkeyAnswer,
  signInWithPasskey,
  testAuthenticator,
} from "#tests/support/passkeys.ts";
import { signedInAgent, signIn } from "#tests/support/sign-in.ts";
import { SoftwareAuthenticator, strangerKey } from "#tests/support/software-authenticator.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { enrolTotp, totpCode } from "#tests/support/two-factor.ts";
import { createUser, TEST_PASSWORD } from "#tests/support/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ authRateLimit: 50 });
});
afterAll(() => t.close());
beforeEach(() => t.db.rateLimitCounter.deleteMany());

type Agent = ReturnType<TestApp["agent"]>;

const CHROME_ON_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const SIGNED_IN = { message: "Logged in successfully" };
const SIGNED_OUT = { isAuthenticated: false, userId: null };
const NOT_ACCEPTED = "The passkey was not accepted";
const CHALLENGE_GONE = "The passkey request has expired or was already used. Try again.";

const post = (agent: Agent, path: string, body: object) =>
  agent.post(path).set("Content-Type", "application/json").send(body);

const answer = (response: { status: number; body: unknown; text: string }) => [
  response.status,
  response.status < 400 ? response.body : response.text,
];

const userId = async (username: string) => (await t.db.user.findUniqueOrThrow({ where: { username } })).id;

/** The account's own security log as its owner reads it, oldest first: kind, detail and sentence. */
async function accountLog(owner: Agent) {
  const response = await owner.get("/api/user/security-events?limit=200");
  const events = (response.body as { data: { kind: string; detail: object; description: string }[] }).data;
  return events.reverse().map(({ kind, detail, description }) => ({ kind, detail, description }));
}

/** An account signed in at the app, with a passkey on a software authenticator. */
async function withPasskey(username: string, options: { counts?: boolean } = {}) {
  const owner = await signedInAgent(t, { username, at: "app" });
  const authenticator = testAuthenticator();
  const added = await addPasskey(owner, authenticator, { name: "Laptop", ...options });
  return { owner, authenticator, ...added };
}

describe("adding passkeys", () => {
  it("adds one through the browser's ceremony, named after the browser by default, with the first factor's recovery codes", async () => {
    const owner = await signedInAgent(t, { username: "adda" });
    const options = await post(owner, "/api/user/passkeys/options", {}).set("User-Agent", CHROME_ON_LINUX);
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({
      rp: { id: "crm.test", name: "Bramble CRM" },
      user: { id: Buffer.from(await userId("adda")).toString("base64url"), name: "adda" },
      attestation: "none",
      pubKeyCredParams: [-8, -7, -257].map((alg) => ({ alg, type: "public-key" })),
      excludeCredentials: [],
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    });
    const authenticator = testAuthenticator();
    const { response } = authenticator.register(options.body);
    const added = await post(owner, "/api/user/passkeys", { credential: response }).set("User-Agent", CHROME_ON_LINUX);
    expect(added.status).toBe(201);
    const { passkey, recoveryCodes } = added.body as { passkey: { id: string }; recoveryCodes: string[] };
    expect(passkey).toEqual({
      id: passkey.id,
      name: "Chrome 142 on Linux",
      deviceType: "singleDevice",
      backedUp: false,
      transports: ["internal"],
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    expect(recoveryCodes).toHaveLength(10);
    expect(await t.db.recoveryCode.count({ where: { userId: await userId("adda") } })).toBe(10);
    expect((await owner.get("/api/user/passkeys")).body).toEqual({ data: [passkey] });

    // A second passkey: the same codes stay, none are shown; the first is excluded from the next options.
    const second = await addPasskey(owner, testAuthenticator(), { name: "Phone" });
    expect(second.recoveryCodes).toEqual([]);
    expect(await t.db.recoveryCode.count({ where: { userId: await userId("adda") } })).toBe(10);
    const next = await post(owner, "/api/user/passkeys/options", {});
    expect((next.body as { excludeCredentials: { id: string }[] }).excludeCredentials.map(({ id }) => id)).toEqual([
      response.id,
      second.credential.id,
    ]);
    expect(await accountLog(owner)).toEqual([
      { kind: "sign_in", detail: { method: "password" }, description: "Signed in with a password" },
      {
        kind: "passkey_added",
        detail: { name: "Chrome 142 on Linux" },
        description: 'Added the passkey "Chrome 142 on Linux"',
      },
      { kind: "passkey_added", detail: { name: "Phone" }, description: 'Added the passkey "Phone"' },
    ]);
    // The owners of the person's workspace see them too, as the other second-factor changes.
    const shared = await owner.get("/api/workspace/security-events?limit=200");
    const kinds = (shared.body as { data: { kind: string }[] }).data.map(({ kind }) => kind);
    expect(kinds.filter((kind) => kind === "passkey_added")).toHaveLength(2);
  });

  it("refuses an answer to no challenge, a used challenge, another origin's answer and a malformed one", async () => {
    const owner = await signedInAgent(t, { username: "addb" });
    const authenticator = testAuthenticator();
    const options = (await post(owner, "/api/user/passkeys/options", {})).body;
    const { response } = authenticator.register(options);
    const stranger = await signedInAgent(t, { username: "addb2" });
    expect(answer(await post(stranger, "/api/user/passkeys", { credential: response }))).toEqual([400, CHALLENGE_GONE]);

    const elsewhere = new SoftwareAuthenticator("http://evil.test").register(options).response;
    expect(answer(await post(owner, "/api/user/passkeys", { credential: elsewhere }))).toEqual([
      400,
      "The passkey could not be added. Try again.",
    ]);
    // That answer used the challenge up.
    expect(answer(await post(owner, "/api/user/passkeys", { credential: response }))).toEqual([400, CHALLENGE_GONE]);
    expect(answer(await post(owner, "/api/user/passkeys", { credential: { id: "x" } }))).toEqual([
      400,
      "Send the passkey's answer as the browser gave it",
    ]);
    expect(answer(await post(owner, "/api/user/passkeys", {}))).toEqual([
      400,
      "Send the passkey's answer as the browser gave it",
    ]);
    expect((await owner.get("/api/user/passkeys")).body).toEqual({ data: [] });
  });

  it("renames and removes only the person's own passkeys, and refuses API keys and visitors", async () => {
    const { owner, passkey } = await withPasskey("adde");
    const other = await signedInAgent(t, { username: "adde2" });
    const path = `/api/user/passkeys/${passkey.id}`;
    expect(answer(await other.patch(path).send({ name: "Mine" }))).toEqual([404, "Passkey not found"]);
    expect(answer(await other.delete(path))).toEqual([404, "Passkey not found"]);
    expect(answer(await owner.patch("/api/user/passkeys/not-an-id").send({ name: "x" }))).toEqual([
      404,
      "Passkey not found",
    ]);
    expect(answer(await owner.patch(path).send({ name: "  " }))).toEqual([
      400,
      "Name the passkey in 1 to 64 characters",
    ]);
    const renamed = await owner.patch(path).send({ name: " Work laptop " });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: passkey.id, name: "Work laptop" });

    const key = await createApiKey(owner, "script");
    expect(answer(await t.request().get("/api/user/passkeys").set("Authorization", key.header))).toEqual([
      403,
      "API keys cannot do this: sign in instead",
    ]);
    expect(answer(await t.request().get("/api/user/passkeys"))).toEqual([401, "Not signed in"]);
    expect(answer(await post(t.agent(), "/api/user/passkeys/options", {}))).toEqual([401, "Not signed in"]);

    expect(answer(await owner.delete(path))).toEqual([200, { id: passkey.id }]);
    expect(answer(await owner.delete(path))).toEqual([404, "Passkey not found"]);
    expect((await accountLog(owner)).slice(-1)).toEqual([
      { kind: "passkey_removed", detail: { name: "Work laptop" }, description: 'Removed the passkey "Work laptop"' },
    ]);
  });
});

describe("the number of passkeys", () => {
  it("refuses a 21st passkey, at the options and at the answer", async () => {
    const owner = await signedInAgent(t, { username: "manya" });
    const options = (await post(owner, "/api/user/passkeys/options", {})).body;
    const { response } = testAuthenticator().register(options);
    const id = await userId("manya");
    await t.db.passkey.createMany({
      data: Array.from({ length: 20 }, (_, n) => ({
        userId: id,
        credentialId: `many-${n}`,
        publicKey: new Uint8Array([n]),
        deviceType: "singleDevice",
        backedUp: false,
        name: `Key ${n}`,
      })),
    });
    const tooMany = "An account can have at most 20 passkeys. Remove one first.";
    expect(answer(await post(owner, "/api/user/passkeys", { credential: response }))).toEqual([409, tooMany]);
    expect(answer(await post(owner, "/api/user/passkeys/options", {}))).toEqual([409, tooMany]);
    expect(await t.db.passkey.count({ where: { userId: id } })).toBe(20);
  });
});

describe("signing in with a passkey alone", () => {
  it("opens the session a password sign-in would, logged with the method passkey, and records the use", async () => {
    const { owner, authenticator, passkey } = await withPasskey("alonea");
    const browser = t.agent();
    const options = await post(browser, "/api/auth/passkey/options", {});
    expect(options.body).toMatchObject({ rpId: "crm.test", userVerification: "required" });
    expect(options.body).not.toHaveProperty("allowCredentials.0");
    const credential = authenticator.authenticate(options.body);
    expect(answer(await post(browser, "/api/auth/passkey/login", { credential }))).toEqual([200, SIGNED_IN]);
    expect((await browser.get("/api/auth/session")).body).toEqual({
      isAuthenticated: true,
      userId: await userId("alonea"),
    });
    expect((await browser.get("/api/user")).body).toMatchObject({ username: "alonea" });
    const stored = await t.db.passkey.findUniqueOrThrow({ where: { id: passkey.id } });
    expect(stored.lastUsedAt).not.toBeNull();
    expect(stored.signCount).toBe(1n);
    expect((await accountLog(owner)).slice(-1)).toEqual([
      { kind: "sign_in", detail: { method: "passkey" }, description: "Signed in with a passkey" },
    ]);

    // The same answer again, from a copy of the cookie that held the challenge: the challenge is used.
    const copy = t.agent();
    const again = await post(copy, "/api/auth/passkey/options", {});
    const cookie = again.headers["set-cookie"] as unknown as string[];
    const replayed = authenticator.authenticate(again.body);
    const first = await t
      .request()
      .post("/api/auth/passkey/login")
      .set("Cookie", cookie)
      .send({ credential: replayed });
    expect(first.status).toBe(200);
    const second = await t
      .request()
      .post("/api/auth/passkey/login")
      .set("Cookie", cookie)
      .send({ credential: replayed });
    expect(answer(second)).toEqual([401, CHALLENGE_GONE]);
  });

  it("refuses a wrong signature, no user verification, another origin and a counter that goes backwards", async () => {
    const { owner, authenticator, credential } = await withPasskey("aloneb");
    const attempts = [{ forgedWith: strangerKey() }, { userVerified: false }, { origin: "http://evil.test" }];
    for (const attempt of attempts) {
      const browser = t.agent();
      expect(answer(await signInWithPasskey(browser, authenticator, attempt))).toEqual([401, NOT_ACCEPTED]);
      expect((await browser.get("/api/auth/session")).body).toEqual(SIGNED_OUT);
    }
    expect(answer(await signInWithPasskey(t.agent(), authenticator))).toEqual([200, SIGNED_IN]);
    const counted = credential.signCount;
    // A clone of the authenticator, signing with a counter the original already used.
    expect(answer(await signInWithPasskey(t.agent(), authenticator, { signCount: counted - 1 }))).toEqual([
      401,
      NOT_ACCEPTED,
    ]);
    expect(answer(await signInWithPasskey(t.agent(), authenticator, { signCount: counted }))).toEqual([
      401,
      NOT_ACCEPTED,
    ]);
    expect(answer(await signInWithPasskey(t.agent(), authenticator, { signCount: counted + 5 }))).toEqual([
      200,
      SIGNED_IN,
    ]);
    const failures = (await accountLog(owner)).filter(({ kind }) => kind === "sign_in_failed");
    expect(failures).toEqual(
      Array(5).fill({
        kind: "sign_in_failed",
        detail: { method: "passkey" },
        description: "Failed sign-in: passkey not accepted",
      }),
    );
  });

  it("accepts an authenticator that keeps no counter, use after use", async () => {
    const { authenticator } = await withPasskey("alonec", { counts: false });
    expect(answer(await signInWithPasskey(t.agent(), authenticator))).toEqual([200, SIGNED_IN]);
    expect(answer(await signInWithPasskey(t.agent(), authenticator))).toEqual([200, SIGNED_IN]);
  });

  it("refuses a removed passkey, an unknown one, a disabled account and one without a challenge", async () => {
    const { owner, authenticator, passkey } = await withPasskey("aloned");
    expect(
      answer(
        await post(t.agent(), "/api/auth/passkey/login", {
          credential: authenticator.authenticate({ challenge: "AAAA" }),
        }),
      ),
    ).toEqual([401, CHALLENGE_GONE]);
    expect(answer(await signInWithPasskey(t.agent(), testAuthenticatorWithCredential()))).toEqual([401, NOT_ACCEPTED]);
    await t.db.user.update({ where: { username: "aloned" }, data: { disabledAt: new Date() } });
    expect(answer(await signInWithPasskey(t.agent(), authenticator))).toEqual([
      403,
      "This account has been disabled. Contact the site administrator.",
    ]);
    await t.db.user.update({ where: { username: "aloned" }, data: { disabledAt: null } });
    expect(answer(await owner.delete(`/api/user/passkeys/${passkey.id}`))).toEqual([200, { id: passkey.id }]);
    expect(answer(await signInWithPasskey(t.agent(), authenticator))).toEqual([401, NOT_ACCEPTED]);
  });

  it("refuses an account whose address is not verified", async () => {
    const { authenticator } = await withPasskey("alonee");
    await t.db.user.update({ where: { username: "alonee" }, data: { emailVerifiedAt: null } });
    expect(answer(await signInWithPasskey(t.agent(), authenticator))).toEqual([
      403,
      "Please verify your email before logging in",
    ]);
  });
});

/** An authenticator holding a credential the site never registered. */
function testAuthenticatorWithCredential() {
  const authenticator = testAuthenticator();
  authenticator.register({ challenge: "AAAA", rp: { id: "crm.test" }, user: { id: "dW5rbm93bg" } });
  return authenticator;
}

describe("a passkey as the second factor", () => {
  it("asks for a second factor after the password and finishes with the passkey", async () => {
    const { owner, authenticator } = await withPasskey("seconda");
    const browser = t.agent();
    expect(answer(await post(browser, "/api/auth/login", { username: "seconda", password: TEST_PASSWORD }))).toEqual([
      200,
      { twoFactorRequired: true, methods: ["recovery", "passkey"] },
    ]);
    expect((await browser.get("/api/auth/session")).body).toEqual(SIGNED_OUT);
    expect(answer(await finishWithPasskey(browser, authenticator, { trustBrowser: true }))).toEqual([200, SIGNED_IN]);
    expect((await browser.get("/api/auth/session")).body).toEqual({
      isAuthenticated: true,
      userId: await userId("seconda"),
    });
    expect((await accountLog(owner)).slice(-1)).toEqual([
      {
        kind: "sign_in",
        detail: { method: "password_passkey" },
        description: "Signed in with a password and a passkey",
      },
    ]);
    // Trusted: the next password sign-in from this browser skips the step.
    await post(browser, "/api/auth/logout", {});
    expect(answer(await post(browser, "/api/auth/login", { username: "seconda", password: TEST_PASSWORD }))).toEqual([
      200,
      SIGNED_IN,
    ]);
    // Removing the last second factor forgets the trusted browsers with the recovery codes.
    const [passkey] = (await owner.get("/api/user/passkeys")).body.data as { id: string }[];
    expect((await browser.delete(`/api/user/passkeys/${passkey!.id}`)).status).toBe(200);
    expect(await t.db.trustedBrowser.count({ where: { userId: await userId("seconda") } })).toBe(0);
    expect(await t.db.recoveryCode.count({ where: { userId: await userId("seconda") } })).toBe(0);
  });

  it("names the methods in the order totp, recovery, passkey", async () => {
    const { owner } = await withPasskey("secondb");
    await enrolTotp(t, owner, "secondb");
    expect(answer(await post(t.agent(), "/api/auth/login", { username: "secondb", password: TEST_PASSWORD }))).toEqual([
      200,
      { twoFactorRequired: true, methods: ["totp", "recovery", "passkey"] },
    ]);
  });

  it("refuses another account's passkey, a forged answer, and a challenge without a pending sign-in", async () => {
    const { owner, authenticator } = await withPasskey("secondc");
    const stranger = await withPasskey("secondc2");
    expect(answer(await post(t.agent(), "/api/auth/login/two-factor/passkey-options", {}))).toEqual([
      401,
      "No sign-in is waiting for a second factor. Sign in with your password again.",
    ]);
    const browser = t.agent();
    await post(browser, "/api/auth/login", { username: "secondc", password: TEST_PASSWORD });
    const options = await post(browser, "/api/auth/login/two-factor/passkey-options", {});
    expect(options.body).toMatchObject({
      rpId: "crm.test",
      allowCredentials: [{ id: authenticator.credentials[0]!.id, type: "public-key", transports: ["internal"] }],
    });
    const foreign = stranger.authenticator.authenticate({ challenge: options.body.challenge });
    expect(answer(await post(browser, "/api/auth/login/two-factor", { passkey: foreign }))).toEqual([
      401,
      NOT_ACCEPTED,
    ]);
    expect(answer(await finishWithPasskey(browser, authenticator, { forgedWith: strangerKey() }))).toEqual([
      401,
      NOT_ACCEPTED,
    ]);
    expect((await browser.get("/api/auth/session")).body).toEqual(SIGNED_OUT);
    expect(answer(await finishWithPasskey(browser, authenticator))).toEqual([200, SIGNED_IN]);
    const failures = (await accountLog(owner)).filter(({ kind }) => kind === "sign_in_failed");
    expect(failures).toEqual(
      Array(2).fill({
        kind: "sign_in_failed",
        detail: { method: "password_passkey" },
        description: "Failed sign-in: passkey not accepted",
      }),
    );
  });

  it("refuses the second-factor challenge to an account without a passkey", async () => {
    const owner = await signedInAgent(t, { username: "secondd" });
    await enrolTotp(t, owner, "secondd");
    const browser = t.agent();
    await post(browser, "/api/auth/login", { username: "secondd", password: TEST_PASSWORD });
    expect(answer(await post(browser, "/api/auth/login/two-factor/passkey-options", {}))).toEqual([
      409,
      "This account has no passkey",
    ]);
  });
});

describe("passkeys and the other second factors", () => {
  it("keeps the recovery codes when the authenticator app goes but a passkey stays, and drops them with the last factor", async () => {
    const { owner, passkey } = await withPasskey("factora");
    const { secret } = await enrolTotp(t, owner, "factora");
    const id = await userId("factora");
    const off = await owner.delete("/api/user/two-factor/totp").send({ code: totpCode(secret) });
    expect(off.status).toBe(200);
    expect(await t.db.recoveryCode.count({ where: { userId: id } })).toBe(10);
    expect(answer(await post(t.agent(), "/api/auth/login", { username: "factora", password: TEST_PASSWORD }))).toEqual([
      200,
      { twoFactorRequired: true, methods: ["recovery", "passkey"] },
    ]);

    expect(answer(await owner.delete(`/api/user/passkeys/${passkey.id}`))).toEqual([200, { id: passkey.id }]);
    expect(await t.db.recoveryCode.count({ where: { userId: id } })).toBe(0);
    expect(answer(await post(t.agent(), "/api/auth/login", { username: "factora", password: TEST_PASSWORD }))).toEqual([
      200,
      SIGNED_IN,
    ]);
  });

  it("gives a passkey-only account new recovery codes for one of its passkeys, once per challenge", async () => {
    const { owner, authenticator, recoveryCodes } = await withPasskey("regena");
    const options = await post(owner, "/api/user/two-factor/passkey-options", {});
    expect(options.status).toBe(200);
    const passkey = authenticator.authenticate(options.body);
    const fresh = await post(owner, "/api/user/two-factor/recovery-codes", { passkey });
    expect(fresh.status).toBe(200);
    const codes = (fresh.body as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(codes.some((code) => recoveryCodes.includes(code))).toBe(false);
    expect((await accountLog(owner)).map(({ kind }) => kind)).toContain("recovery_codes_regenerated");

    // The same answer again: its challenge was used.
    expect(answer(await post(owner, "/api/user/two-factor/recovery-codes", { passkey }))).toEqual([400, WRONG_PASSKEY]);
    // Both a code and a passkey, or neither: one of them.
    expect(answer(await post(owner, "/api/user/two-factor/recovery-codes", {}))).toEqual([400, ONE_OF_CODE_OR_PASSKEY]);
    // An old code no longer finishes a sign-in; a new one does.
    const signIn = t.agent();
    await post(signIn, "/api/auth/login", { username: "regena", password: TEST_PASSWORD });
    expect((await post(signIn, "/api/auth/login/two-factor", { recoveryCode: recoveryCodes[0] })).status).toBe(401);
    expect(answer(await post(signIn, "/api/auth/login/two-factor", { recoveryCode: codes[0] }))).toEqual([
      200,
      SIGNED_IN,
    ]);
  });

  it("refuses the passkey proof to an account without a passkey", async () => {
    const owner = await signedInAgent(t, { username: "regenb", at: "app" });
    expect(answer(await post(owner, "/api/user/two-factor/passkey-options", {}))).toEqual([
      409,
      "This account has no passkey",
    ]);
  });

  it("counts a passkey as the second factor a workspace requires", async () => {
    const owner = await signedInAgent(t, { username: "factorb" });
    const refused = await owner.patch("/api/workspace").send({ requireTwoFactor: true });
    expect(refused.status).toBe(409);
    await addPasskey(owner, testAuthenticator());
    const required = await owner.patch("/api/workspace").send({ requireTwoFactor: true });
    expect(required.status).toBe(200);
    expect((await owner.get("/api/customers")).status).toBe(200);
  });

  it("counts a passkey as the second factor ADMIN_REQUIRE_2FA asks of the site admin", async () => {
    const strict = await startTestApp({ adminRequireTwoFactor: true });
    try {
      const admin = await signedInAgent(strict, { username: "keychief", role: "admin" });
      const session = async () =>
        (
          await admin
            .post("/graphql")
            .set("Content-Type", "application/json")
            .send({ query: "{ adminSession { isAdmin twoFactorSetupRequired } }" })
        ).body.data.adminSession as object;
      expect(await session()).toMatchObject({ isAdmin: true, twoFactorSetupRequired: true });
      await addPasskey(admin, testAuthenticator());
      expect(await session()).toMatchObject({ isAdmin: true, twoFactorSetupRequired: false });
    } finally {
      await strict.close();
    }
  });

  it("answers the same over GraphQL: options, adding, signing in alone and the second step", async () => {
    await createUser(t.db, { username: "graphqla" });
    const owner = await signIn(t, "graphqla");
    const gql = (agent: Agent, query: string, variables?: object) =>
      agent.post("/graphql").set("Content-Type", "application/json").send({ query, variables });
    const authenticator = testAuthenticator();
    const options = await gql(owner, "mutation { startPasskeyRegistration }");
    const { response } = authenticator.register(options.body.data.startPasskeyRegistration);
    const added = await gql(
      owner,
      "mutation ($input: AddPasskeyInput!) { addPasskey(input: $input) { passkey { name lastUsedAt } recoveryCodes } }",
      { input: { credential: response, name: "Key" } },
    );
    expect(added.body.data.addPasskey.passkey).toEqual({ name: "Key", lastUsedAt: null });
    expect(added.body.data.addPasskey.recoveryCodes).toHaveLength(10);
    expect((await gql(owner, "{ myPasskeys { name } viewer { twoFactor { passkeys } } }")).body.data).toEqual({
      myPasskeys: [{ name: "Key" }],
      viewer: { twoFactor: { passkeys: 1 } },
    });

    const browser = t.agent();
    const signInOptions = await gql(browser, "mutation { startPasskeySignIn }");
    const credential = authenticator.authenticate(signInOptions.body.data.startPasskeySignIn);
    const signedIn = await gql(
      browser,
      "mutation ($input: PasskeyLoginInput!) { loginWithPasskey(input: $input) { message twoFactorRequired user { username } } }",
      { input: { credential } },
    );
    expect(signedIn.body.data.loginWithPasskey).toEqual({
      message: "Logged in successfully",
      twoFactorRequired: false,
      user: { username: "graphqla" },
    });

    const second = t.agent();
    const login = await gql(
      second,
      'mutation { login(input: { username: "graphqla", password: "correct-horse" }) { methods } }',
    );
    expect(login.body.data.login.methods).toEqual(["recovery", "passkey"]);
    const stepOptions = await gql(second, "mutation { startPasskeySecondFactor }");
    const passkey = authenticator.authenticate(stepOptions.body.data.startPasskeySecondFactor);
    const finished = await gql(
      second,
      "mutation ($input: TwoFactorLoginInput!) { loginTwoFactor(input: $input) { message user { username } } }",
      { input: { passkey } },
    );
    expect(finished.body.data.loginTwoFactor).toEqual({
      message: "Logged in successfully",
      user: { username: "graphqla" },
    });
    const bad = await gql(
      t.agent(),
      "mutation ($input: PasskeyLoginInput!) { loginWithPasskey(input: $input) { message } }",
      {
        input: { credential: "nonsense" },
      },
    );
    expect(bad.body.errors[0]).toMatchObject({
      message: "Send the passkey's answer as the browser gave it",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("hands each browser its own challenge: another browser's answer is refused", async () => {
    const { authenticator } = await withPasskey("browsera");
    const first = t.agent();
    const second = t.agent();
    const { credential } = await passkeyAnswer(first, authenticator);
    await post(second, "/api/auth/passkey/options", {});
    expect(answer(await post(second, "/api/auth/passkey/login", { credential }))).toEqual([401, NOT_ACCEPTED]);
  });
});
