import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type AppConfig } from "#gateway/app.ts";
import { OWNERS_ONLY, WORKSPACE_SINGLE_SIGN_ON_REQUIRED } from "#core/access/access.text.ts";
import { PASSWORD_ALREADY_SET, PASSWORD_SET } from "#schema/account/account.rules.ts";
import { INVALID_CREDENTIALS } from "#schema/auth/login.service.ts";
import { OWN_SINGLE_SIGN_ON_FIRST, SINGLE_SIGN_ON_NOT_CONFIGURED } from "#schema/workspaces/workspaces.rules.ts";
import { createApiKey } from "#tests/support/api-keys.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { checkedAgainstDocument } from "#tests/support/openapi-contract.ts";
import { startOidcProvider, unusedPort, type TestOidcProvider } from "#tests/support/oidc-provider.ts";
import { PROBLEM } from "#tests/support/problem-details.ts";
import { signIn } from "#tests/support/sign-in.ts";
import { startTestApp, TEST_APP_URL, type TestApp } from "#tests/support/test-app.ts";
import { createUser, TEST_PASSWORD } from "#tests/support/users.ts";
import { addMember, workspaceOf } from "#tests/support/workspaces.ts";
import { pino } from "pino";

// Single sign-on against a real OpenID provider (the certified oidc-provider, on 127.0.0.1), driven over
// HTTP as a browser drives it: the app's start route, the provider's endpoints, the app's callback.

type Agent = ReturnType<TestApp["agent"]>;

const json = { "Content-Type": "application/json" };
const REDIRECT_URI = `${TEST_APP_URL}/api/auth/oidc/callback`;

let provider: TestOidcProvider;
let t: TestApp;

function settings(overrides: Partial<NonNullable<AppConfig["singleSignOn"]>> = {}): AppConfig["singleSignOn"] {
  return {
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    buttonLabel: "Sign in with Acme ID",
    createAccounts: true,
    ...overrides,
  };
}

/** A second gateway on the same database with other settings (creation off, or no single sign-on at all). */
function otherApp(singleSignOn: AppConfig["singleSignOn"]) {
  const app = buildApp({ db: t.db, config: { ...t.config, singleSignOn }, log: pino({ level: "silent" }) });
  return checkedAgainstDocument(supertest.agent(app));
}

beforeAll(async () => {
  provider = await startOidcProvider(REDIRECT_URI);
  t = await startTestApp({ singleSignOn: settings() });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** The provider's redirect back to the app, for a sign-in started by `agent` as `subject`. */
async function throughProvider(agent: Agent, subject: string, next?: string) {
  const start = await agent.get("/api/auth/oidc/start").query(next === undefined ? {} : { next });
  expect(start.status).toBe(302);
  const authorization = new URL(start.headers.location!);
  expect(authorization.origin + authorization.pathname).toBe(`${provider.issuer}/auth`);
  expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");
  return provider.authorize(start.headers.location!, subject);
}

/** A whole single sign-on: where the app's callback sends the browser. */
async function ssoSignIn(agent: Agent, subject: string, next?: string): Promise<string> {
  const callback = await throughProvider(agent, subject, next);
  expect(callback.href.startsWith(`${REDIRECT_URI}?`)).toBe(true);
  const answer = await agent.get(callback.pathname + callback.search);
  expect(answer.status).toBe(302);
  return answer.headers.location!;
}

/** The details of an account's own security-log events of a kind (not the copies its workspaces' owners see). */
async function accountEvents(userId: string, kind: string) {
  const rows = await t.db.$queryRaw<{ detail: unknown }[]>`SELECT detail FROM security_events
    WHERE user_id = ${userId}::uuid AND kind = ${kind} AND workspace_id IS NULL ORDER BY created_at`;
  return rows.map(({ detail }) => detail);
}

async function signedInAs(agent: Agent): Promise<string | null> {
  const session = await agent.get("/api/auth/session");
  return (session.body as { userId: string | null }).userId;
}

describe("a first single sign-on", () => {
  it("creates an account named after the address's local part (a number appended when taken), with no password", async () => {
    await createUser(t.db, { username: "ada" });
    provider.accounts.set("sub-ada", { email: "Ada@Acme.test", email_verified: true });
    const agent = t.agent();
    expect(await ssoSignIn(agent, "sub-ada")).toBe("/dashboard");

    const user = await t.db.user.findUniqueOrThrow({ where: { emailNormalized: "ada@acme.test" } });
    expect({ username: user.username, email: user.email, hasPassword: user.passwordHash !== null }).toEqual({
      username: "ada2",
      email: "Ada@Acme.test",
      hasPassword: false,
    });
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(await signedInAs(agent)).toBe(user.id);
    const identities = await t.db.singleSignOnIdentity.findMany({ where: { userId: user.id } });
    expect(identities.map(({ issuer, subject }) => ({ issuer, subject }))).toEqual([
      { issuer: provider.issuer, subject: "sub-ada" },
    ]);
    const sessions = await t.db.accountSession.findMany({ where: { userId: user.id } });
    expect(sessions.map(({ signInMethod }) => signInMethod)).toEqual(["sso"]);
    expect(await accountEvents(user.id, "sign_in")).toEqual([{ method: "sso" }]);
    const listed = await agent.get("/api/user/sessions");
    expect(listed.body.data.map(({ signInMethod }: { signInMethod: string }) => signInMethod)).toEqual(["sso"]);

    // No password: a password sign-in fails exactly as a wrong one does.
    const login = await t
      .request()
      .post("/api/auth/login")
      .set(json)
      .send({ username: "ada2", password: "any-password" });
    expect([login.status, login.text]).toEqual([401, INVALID_CREDENTIALS]);
  });

  it("links to the account whose address the provider says is verified, and later finds it by subject alone", async () => {
    const grace = await createUser(t.db, { username: "grace" });
    provider.accounts.set("sub-grace", { email: "GRACE@example.com", email_verified: true });
    const agent = t.agent();
    expect(await ssoSignIn(agent, "sub-grace", "/customers?view=mine")).toBe("/customers?view=mine");
    expect(await signedInAs(agent)).toBe(grace.id);

    provider.accounts.set("sub-grace", { email: "someone-else@elsewhere.test", email_verified: true });
    const later = t.agent();
    expect(await ssoSignIn(later, "sub-grace", "https://evil.example/")).toBe("/dashboard");
    expect(await signedInAs(later)).toBe(grace.id);
    expect(await t.db.user.count({ where: { emailNormalized: "someone-else@elsewhere.test" } })).toBe(0);
  });

  it("refuses an unverified address that an account already has: it neither links nor makes a second account", async () => {
    const hopper = await createUser(t.db, { username: "hopper" });
    provider.accounts.set("sub-hopper", { email: "hopper@example.com", email_verified: false });
    const agent = t.agent();
    expect(await ssoSignIn(agent, "sub-hopper")).toBe("/login?sso_error=email_taken_unverified");
    expect(await signedInAs(agent)).toBeNull();
    expect(await t.db.singleSignOnIdentity.count({ where: { userId: hopper.id } })).toBe(0);
    expect(await t.db.user.count({ where: { emailNormalized: "hopper@example.com" } })).toBe(1);
  });

  it("makes an unverified address's account wait for its mailed link, as a sign-up does", async () => {
    provider.accounts.set("sub-lin", { email: "lin@acme.test", email_verified: false });
    const agent = t.agent();
    expect(await ssoSignIn(agent, "sub-lin")).toBe("/login?sso_error=verify_email");
    expect(await signedInAs(agent)).toBeNull();
    const user = await t.db.user.findUniqueOrThrow({ where: { emailNormalized: "lin@acme.test" } });
    expect([user.username, user.emailVerifiedAt]).toEqual(["lin", null]);

    await t.deliverMail();
    const mail = t.outbox.find(({ to }) => to === "lin@acme.test");
    const token = new URL(mail!.link).searchParams.get("token");
    expect((await t.request().get("/api/auth/verify-email").query({ token })).status).toBe(200);
    expect(await ssoSignIn(agent, "sub-lin")).toBe("/dashboard");
    expect(await signedInAs(agent)).toBe(user.id);
  });

  it("refuses a disabled account, and logs the refusal", async () => {
    const turing = await createUser(t.db, { username: "turing" });
    await t.db.user.update({ where: { id: turing.id }, data: { disabledAt: new Date() } });
    provider.accounts.set("sub-turing", { email: "turing@example.com", email_verified: true });
    const agent = t.agent();
    expect(await ssoSignIn(agent, "sub-turing")).toBe("/login?sso_error=account_disabled");
    expect(await signedInAs(agent)).toBeNull();
    expect(await accountEvents(turing.id, "sign_in_failed")).toEqual([{ method: "sso" }]);
  });

  it("never links or signs in to the site admin's account, which keeps its password and second factor", async () => {
    const admin = await createUser(t.db, { username: "siteadmin", role: "admin" });
    provider.accounts.set("sub-admin", { email: admin.email, email_verified: true });
    const agent = t.agent();
    expect(await ssoSignIn(agent, "sub-admin")).toBe("/login?sso_error=site_admin");
    expect(await signedInAs(agent)).toBeNull();
    expect(await t.db.singleSignOnIdentity.count({ where: { userId: admin.id } })).toBe(0);

    // An account linked before it was made the site admin.
    const promoted = await createUser(t.db, { username: "promoted" });
    provider.accounts.set("sub-promoted", { email: promoted.email, email_verified: true });
    expect(await ssoSignIn(t.agent(), "sub-promoted")).toBe("/dashboard");
    await t.db.user.update({ where: { id: promoted.id }, data: { role: "admin" } });
    const later = t.agent();
    expect(await ssoSignIn(later, "sub-promoted")).toBe("/login?sso_error=site_admin");
    expect(await signedInAs(later)).toBeNull();
  });

  it("creates no account when OIDC_CREATE_ACCOUNTS is false, and says so", async () => {
    provider.accounts.set("sub-nobody", { email: "nobody@acme.test", email_verified: true });
    const agent = otherApp(settings({ createAccounts: false }));
    expect(await ssoSignIn(agent, "sub-nobody")).toBe("/login?sso_error=creation_off");
    expect(await t.db.user.count({ where: { emailNormalized: "nobody@acme.test" } })).toBe(0);
  });
});

describe("the provider's answer", () => {
  it("is refused with a state other than the one sent, and the sign-in cannot be finished after", async () => {
    provider.accounts.set("sub-state", { email: "state@acme.test", email_verified: true });
    const agent = t.agent();
    const callback = await throughProvider(agent, "sub-state");
    const forged = new URL(callback);
    forged.searchParams.set("state", "not-the-state-that-was-sent");
    const refused = await agent.get(forged.pathname + forged.search);
    expect([refused.status, refused.headers.location]).toEqual([302, "/login?sso_error=failed"]);
    expect(await signedInAs(agent)).toBeNull();

    const late = await agent.get(callback.pathname + callback.search);
    expect([late.status, late.headers.location]).toEqual([302, "/login?sso_error=expired"]);
    expect(await t.db.user.count({ where: { emailNormalized: "state@acme.test" } })).toBe(0);
  });

  it("is refused when its code is replayed, even with the cookie the sign-in started with", async () => {
    provider.accounts.set("sub-replay", { email: "replay@acme.test", email_verified: true });
    const start = await t.request().get("/api/auth/oidc/start");
    const cookie = start.headers["set-cookie"]!;
    const callback = await provider.authorize(start.headers.location!, "sub-replay");
    const path = callback.pathname + callback.search;
    const first = await t.request().get(path).set("Cookie", cookie);
    expect([first.status, first.headers.location]).toEqual([302, "/dashboard"]);
    const replayed = await t.request().get(path).set("Cookie", cookie);
    expect([replayed.status, replayed.headers.location]).toEqual([302, "/login?sso_error=failed"]);
  });

  it("is refused without a sign-in started in this browser", async () => {
    const agent = t.agent();
    const answer = await agent.get("/api/auth/oidc/callback?code=abc&state=def");
    expect([answer.status, answer.headers.location]).toEqual([302, "/login?sso_error=expired"]);
  });
});

describe("the provider's discovery", () => {
  it("is read at the first sign-in, not at start, and tried again at the next one after a failure", async () => {
    const port = await unusedPort();
    const issuer = `http://127.0.0.1:${port}`;
    const agent = otherApp(settings({ issuer }));
    const first = await agent.get("/api/auth/oidc/start");
    expect([first.status, first.headers.location]).toEqual([302, "/login?sso_error=unavailable"]);

    const late = await startOidcProvider(REDIRECT_URI, port);
    try {
      const second = await agent.get("/api/auth/oidc/start");
      expect(second.status).toBe(302);
      const authorization = new URL(second.headers.location!);
      expect([authorization.origin + authorization.pathname, authorization.searchParams.get("client_id")]).toEqual([
        `${issuer}/auth`,
        "bramble-test",
      ]);
    } finally {
      await late.close();
    }
  });
});

describe("single sign-on over GraphQL", () => {
  it("tells the sign-in page its button, and starts and finishes a sign-in with mutations", async () => {
    const agent = t.agent();
    expect((await graphql(agent, "{ singleSignOn { buttonLabel } }")).body.data).toEqual({
      singleSignOn: { buttonLabel: "Sign in with Acme ID" },
    });
    provider.accounts.set("sub-gql", { email: "gql.person@acme.test", email_verified: true });
    const started = await graphql(
      agent,
      `
        mutation {
          startSingleSignOn(input: { next: "/tasks" }) {
            authorizationUrl
          }
        }
      `,
    );
    const { authorizationUrl } = (started.body.data as { startSingleSignOn: { authorizationUrl: string } })
      .startSingleSignOn;
    const callback = await provider.authorize(authorizationUrl, "sub-gql");
    const finished = await graphql(
      agent,
      `
        mutation ($url: String!) {
          finishSingleSignOn(input: { callbackUrl: $url }) {
            message
            next
            user {
              username
            }
          }
        }
      `,
      { url: callback.href },
    );
    expect(finished.body.data).toEqual({
      finishSingleSignOn: { message: "Logged in successfully", next: "/tasks", user: { username: "gql.person" } },
    });
  });

  it("is off where no provider is configured: no button, and the start leads back to /login", async () => {
    const agent = otherApp(undefined);
    expect((await graphql(agent, "{ singleSignOn { buttonLabel } }")).body.data).toEqual({ singleSignOn: null });
    const start = await agent.get("/api/auth/oidc/start");
    expect([start.status, start.headers.location]).toEqual([302, "/login?sso_error=not_configured"]);
  });
});

describe("an account made at a single sign-on", () => {
  it("sets a first password without a current one, then signs in with it too", async () => {
    provider.accounts.set("sub-pw", { email: "pw.person@acme.test", email_verified: true });
    const agent = t.agent();
    expect(await ssoSignIn(agent, "sub-pw")).toBe("/dashboard");
    expect((await graphql(agent, "{ viewer { hasPassword } }")).body.data).toEqual({ viewer: { hasPassword: false } });
    const set = await agent.post("/api/user/password").set(json).send({ newPassword: "a long new passphrase" });
    expect([set.status, set.body]).toEqual([200, { message: PASSWORD_SET }]);
    const again = await agent.post("/api/user/password").set(json).send({ newPassword: "another passphrase" });
    expect([again.status, again.text]).toEqual([409, PASSWORD_ALREADY_SET]);
    const login = await t
      .request()
      .post("/api/auth/login")
      .set(json)
      .send({ username: "pw.person", password: "a long new passphrase" });
    expect(login.status).toBe(200);
  });
});

describe("a workspace that requires single sign-on", () => {
  const REQUIRE = `mutation ($required: Boolean!) {
    setWorkspaceSingleSignOnRequirement(input: { requireSingleSignOn: $required }) { requireSingleSignOn }
  }`;

  it("is an owner's setting, from a single sign-on session, and refuses its data to other sessions until they sign in with it", async () => {
    const owner = await createUser(t.db, { username: "ssoowner" });
    const passwordOwner = await signIn(t, "ssoowner");
    const workspace = await workspaceOf(t.db, "ssoowner");
    await workspace.db.customer.create({ data: { name: "Acme", email: "acme@customers.test" } });
    await addMember(t.db, workspace, await createUser(t.db, { username: "ssomember" }));
    const member = await signIn(t, "ssomember");
    const key = await createApiKey(passwordOwner, "integration");

    const refusedOwner = await passwordOwner.patch("/api/workspace").set(json).send({ requireSingleSignOn: true });
    expect([refusedOwner.status, refusedOwner.text]).toEqual([409, OWN_SINGLE_SIGN_ON_FIRST]);
    const refusedMember = await member.patch("/api/workspace").set(json).send({ requireSingleSignOn: true });
    expect([refusedMember.status, refusedMember.text]).toEqual([403, OWNERS_ONLY]);

    provider.accounts.set("sub-ssoowner", { email: owner.email, email_verified: true });
    const ssoOwner = t.agent();
    expect(await ssoSignIn(ssoOwner, "sub-ssoowner")).toBe("/dashboard");
    const required = await ssoOwner.patch("/api/workspace").set(json).send({ requireSingleSignOn: true });
    expect([required.status, required.body]).toEqual([
      200,
      {
        id: workspace.id,
        name: "ssoowner's workspace",
        role: "owner",
        requireTwoFactor: false,
        requireSingleSignOn: true,
        timeZone: "UTC",
        autoLinkCompanies: true,
        currency: "USD",
      },
    ]);

    // Password sessions are refused the data, the owner's own included, in both error forms and in GraphQL.
    for (const agent of [member, passwordOwner]) {
      const refused = await agent.get("/api/customers");
      expect([refused.status, refused.text]).toEqual([403, WORKSPACE_SINGLE_SIGN_ON_REQUIRED]);
    }
    const problem = await member.get("/api/customers").set("Accept", PROBLEM);
    expect(JSON.parse(problem.text)).toMatchObject({ status: 403, code: "SINGLE_SIGN_ON_REQUIRED" });
    const viewer = await graphql(member, "{ viewer { singleSignOnRequired } customers(first: 1) { totalCount } }");
    expect(errorOf(viewer.body)).toEqual({
      message: WORKSPACE_SINGLE_SIGN_ON_REQUIRED,
      code: "SINGLE_SIGN_ON_REQUIRED",
    });
    expect((await graphql(member, "{ viewer { singleSignOnRequired } }")).body.data).toEqual({
      viewer: { singleSignOnRequired: true },
    });

    // The single sign-on session and the API key see it.
    expect((await ssoOwner.get("/api/customers")).status).toBe(200);
    expect((await t.request().get("/api/customers").set("Authorization", key.header)).status).toBe(200);

    // The member signs in with single sign-on (linked by their verified address) and sees it.
    provider.accounts.set("sub-ssomember", { email: "ssomember@example.com", email_verified: true });
    const ssoMember = t.agent();
    expect(await ssoSignIn(ssoMember, "sub-ssomember")).toBe("/dashboard");
    const customers = await ssoMember.get("/api/customers");
    expect([customers.status, customers.body.totalCount]).toEqual([200, 1]);

    // Turned off over GraphQL, from the single sign-on session.
    expect((await graphql(ssoOwner, REQUIRE, { required: false })).body.data).toEqual({
      setWorkspaceSingleSignOnRequirement: { requireSingleSignOn: false },
    });
    expect((await member.get("/api/customers")).status).toBe(200);
  });

  it("cannot be required, nor is enforced, where the site has no single sign-on", async () => {
    await createUser(t.db, { username: "plainowner" });
    const owner = await signIn(t, "plainowner");
    const workspace = await workspaceOf(t.db, "plainowner");
    await t.db.workspace.update({ where: { id: workspace.id }, data: { requireSingleSignOn: true } });
    expect((await owner.get("/api/customers")).status).toBe(403);

    const withoutSso = otherApp(undefined);
    const login = await withoutSso
      .post("/api/auth/login")
      .set(json)
      .send({ username: "plainowner", password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    expect((await withoutSso.get("/api/customers")).status).toBe(200);
    const refused = await withoutSso.patch("/api/workspace").set(json).send({ requireSingleSignOn: true });
    expect([refused.status, refused.text]).toEqual([409, SINGLE_SIGN_ON_NOT_CONFIGURED]);
  });
});
