import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { mailedToken } from "#tests/support/mail.ts";
import { startTestApp, TEST_APP_URL, type TestApp } from "#tests/support/test-app.ts";
import { createUser, TEST_PASSWORD } from "#tests/support/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ authRateLimit: 6 });
});
afterAll(() => t.close());

const RESEND = `mutation ($input: EmailLinkInput!) { resendVerificationEmail(input: $input) { message } }`;
const VERIFY = `mutation ($token: String!) { verifyEmail(token: $token) { message } }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { message } }`;
const RESENT =
  "If an account waiting for verification uses that email address, we have sent it a new verification link.";
const json = { "Content-Type": "application/json" };

describe("resendVerificationEmail", () => {
  it("answers unverified, verified and unknown addresses the same, mailing only the unverified one", async () => {
    await createUser(t.db, { username: "yara", verified: false });
    await createUser(t.db, { username: "zack" });
    const sentBefore = t.outbox.length;
    const answers = await Promise.all(
      ["yara@example.com", "zack@example.com", "nobody@example.com"].map(async (email) => {
        const response = await graphql(t.request(), RESEND, { input: { email } });
        return response.body;
      }),
    );
    expect(answers).toEqual(Array(3).fill({ data: { resendVerificationEmail: { message: RESENT } } }));
    await t.deliverMail();
    const sent = t.outbox.slice(sentBefore);
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([["yara@example.com", "Verify your email address"]]);
    expect(sent[0]?.link).toMatch(new RegExp(`^${TEST_APP_URL}/verify-email\\?token=[A-Za-z0-9_-]{43}$`));

    const verified = await graphql(t.request(), VERIFY, { token: await mailedToken(t, "yara@example.com") });
    expect(verified.body).toEqual({ data: { verifyEmail: { message: "Email verified successfully!" } } });
    const login = await graphql(t.request(), LOGIN, { input: { username: "yara", password: TEST_PASSWORD } });
    expect(login.body).toEqual({ data: { login: { message: "Logged in successfully" } } });
  });

  it("answers the REST route the same way and rejects a malformed address with 400", async () => {
    const ok = await t.request().post("/api/auth/resend-verification").set(json).send({ email: "who@example.com" });
    expect([ok.status, ok.body]).toEqual([200, { message: RESENT }]);
    const bad = await t.request().post("/api/auth/resend-verification").set(json).send({ email: "who" });
    expect([bad.status, bad.text]).toEqual([400, "Please enter a valid email address"]);
  });

  it("throttles resending apart from password reset requests, for REST and GraphQL alike", async () => {
    const resend = () => t.request().post("/api/auth/resend-verification").set(json).send({ email: "a@example.com" });
    // The tests above used five of the six attempts the window allows.
    expect((await resend()).status).toBe(200);
    const limited = await resend();
    expect([limited.status, limited.text]).toEqual([429, "Too many attempts. Please try again later."]);
    const viaGraphql = await graphql(t.request(), RESEND, { input: { email: "a@example.com" } });
    expect(errorOf(viaGraphql.body)).toEqual({
      message: "Too many attempts. Please try again later.",
      code: "RATE_LIMITED",
    });

    const reset = () => t.request().post("/api/auth/forgot-password").set(json).send({ email: "a@example.com" });
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await reset()).status).toBe(200);
    expect((await reset()).status).toBe(429);
  });
});
