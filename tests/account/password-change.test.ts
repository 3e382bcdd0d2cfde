import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent, signIn } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { TEST_PASSWORD } from "#tests/support/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CHANGE = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { message } }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { message } }`;
const VIEWER = "{ viewer { username } }";
const CHANGED = "Your password has been changed. Your other sessions have been signed out.";
const json = { "Content-Type": "application/json" };

let people = 0;
function newPerson() {
  people += 1;
  return signedInAgent(t, { username: `changer-${people}` });
}

describe("changePassword", () => {
  it("ends every other session, keeps this one, and the new password signs in", async () => {
    const here = await signedInAgent(t, { username: "jon" });
    const elsewhere = await signIn(t, "jon");
    const changed = await graphql(here, CHANGE, {
      input: { currentPassword: TEST_PASSWORD, newPassword: "new-secret" },
    });
    expect(changed.body).toEqual({ data: { changePassword: { message: CHANGED } } });
    // This session's row stays: its cookie needs no change.
    expect(changed.headers["set-cookie"]).toBeUndefined();

    expect((await graphql(here, VIEWER)).body.data).toEqual({ viewer: { username: "jon" } });
    expect((await graphql(elsewhere, VIEWER)).body.data).toEqual({ viewer: null });
    const old = await graphql(t.request(), LOGIN, { input: { username: "jon", password: TEST_PASSWORD } });
    expect(errorOf(old.body)).toEqual({ message: "Invalid credentials", code: "UNAUTHENTICATED" });
    const fresh = await graphql(t.request(), LOGIN, { input: { username: "jon", password: "new-secret" } });
    expect(fresh.body).toEqual({ data: { login: { message: "Logged in successfully" } } });
  });

  it("refuses a wrong current password and changes nothing", async () => {
    const agent = await signedInAgent(t, { username: "mia" });
    const response = await graphql(agent, CHANGE, {
      input: { currentPassword: "not-my-password", newPassword: "new-secret" },
    });
    expect(errorOf(response.body)).toEqual({ message: "Current password is incorrect", code: "BAD_USER_INPUT" });
    expect((await graphql(agent, VIEWER)).body.data).toEqual({ viewer: { username: "mia" } });
    const login = await graphql(t.request(), LOGIN, { input: { username: "mia", password: TEST_PASSWORD } });
    expect(login.body).toEqual({ data: { login: { message: "Logged in successfully" } } });
  });

  it.each([
    [{ currentPassword: "", newPassword: "new-secret" }, "Current password is required"],
    [{ currentPassword: TEST_PASSWORD, newPassword: "" }, "Password is required"],
    [{ currentPassword: TEST_PASSWORD, newPassword: "12345" }, "Password must be at least 6 characters"],
    [{ currentPassword: TEST_PASSWORD, newPassword: "x".repeat(257) }, "Password must be at most 256 characters"],
    [
      { currentPassword: TEST_PASSWORD, newPassword: "qwerty1" },
      "This is a commonly used password. Add more words that are less common.",
    ],
    // The estimator runs only once the current password proved right, behind the guesses' allowance.
    [{ currentPassword: "not-my-password", newPassword: "qwerty1" }, "Current password is incorrect"],
    [
      { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
      "New password must be different from the current password",
    ],
  ])("rejects %j with %j", async (input, message) => {
    const agent = await newPerson();
    const response = await graphql(agent, CHANGE, { input });
    expect(errorOf(response.body)).toEqual({ message, code: "BAD_USER_INPUT" });
  });

  it("refuses a caller who is not signed in", async () => {
    const response = await graphql(t.request(), CHANGE, {
      input: { currentPassword: TEST_PASSWORD, newPassword: "new-secret" },
    });
    expect(errorOf(response.body)).toEqual({ message: "Not signed in", code: "UNAUTHENTICATED" });
  });

  it("refuses an API key: only the person signed in changes their account", async () => {
    const owner = await newPerson();
    const created = await graphql(owner, 'mutation { createApiKey(input: { name: "Script" }) { secret } }');
    const secret = (created.body.data?.createApiKey as { secret: string }).secret;
    const response = await t
      .request()
      .put("/api/user/password")
      .set("Authorization", `Bearer ${secret}`)
      .set(json)
      .send({ currentPassword: TEST_PASSWORD, newPassword: "new-secret" });
    expect([response.status, response.text]).toEqual([403, "API keys cannot do this: sign in instead"]);
  });
});

describe("PUT /api/user/password", () => {
  it("changes the password through the same service and keeps this session", async () => {
    const here = await signedInAgent(t, { username: "kim" });
    const elsewhere = await signIn(t, "kim");
    const response = await here
      .put("/api/user/password")
      .set(json)
      .send({ currentPassword: TEST_PASSWORD, newPassword: "new-secret" });
    expect([response.status, response.body]).toEqual([200, { message: CHANGED }]);
    expect((await here.get("/api/user")).status).toBe(200);
    expect((await elsewhere.get("/api/user")).status).toBe(401);
  });

  it.each([
    [{ currentPassword: "wrong-password", newPassword: "new-secret" }, "Current password is incorrect"],
    [{ newPassword: "new-secret" }, "Current password is required"],
    [{ currentPassword: TEST_PASSWORD }, "Password is required"],
    [["x"], "Current and new password are required"],
  ])("answers 400 to %j with %j", async (body, message) => {
    const agent = await newPerson();
    const response = await agent.put("/api/user/password").set(json).send(JSON.stringify(body));
    expect([response.status, response.text]).toEqual([400, message]);
  });

  it("answers 401 without a session", async () => {
    const response = await t.request().put("/api/user/password").set(json).send({});
    expect([response.status, response.text]).toEqual([401, "Not signed in"]);
  });
});

describe("the allowance of password guesses", () => {
  it("counts wrong current passwords with failed sign-ins and answers 429 once it is spent", async () => {
    const limited = await startTestApp({ authRateLimit: 2 });
    try {
      await signedInAgent(limited, { username: "lea" });
      const agent = await signIn(limited, "lea");
      const guess = () =>
        agent.put("/api/user/password").set(json).send({ currentPassword: "guess", newPassword: "new-secret" });
      expect([(await guess()).status, (await guess()).status, (await guess()).status]).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
