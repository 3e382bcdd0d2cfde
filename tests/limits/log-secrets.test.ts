import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "#tests/support/api-keys.ts";
import { graphql } from "#tests/support/graphql.ts";
import { mailedToken } from "#tests/support/mail.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";

/**
 * A new user's whole path, with the app logging at debug level (more than production's info): every
 * secret that passes through a request, an answer or an error must stay out of every log line.
 */
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await startTestApp({}, pino({ level: "debug" }, { write: (line: string) => lines.push(line) }));
});
afterAll(() => t.close());

/** The sealed session's value from a Set-Cookie header. */
function sessionCookie(setCookie: string[] | string | undefined): string {
  const value = [setCookie ?? []].flat()[0]?.split(";")[0]?.split("=")[1];
  if (!value) throw new Error("no session cookie was set");
  return value;
}

describe("logs of a full run", () => {
  it("hold no password, token, API key, webhook secret or session cookie", async () => {
    const json = (agent: ReturnType<TestApp["agent"]>, path: string, body: object) =>
      agent.post(path).set("Content-Type", "application/json").send(body);
    const secrets: Record<string, string> = {
      firstPassword: "first-Passphrase-4711",
      secondPassword: "second-Passphrase-4712",
      wrongPassword: "wrong-Passphrase-4713",
    };
    const visitor = t.agent();
    expect(
      (
        await json(visitor, "/api/auth/register", {
          username: "logsafe",
          email: "logsafe@example.com",
          password: secrets.firstPassword,
        })
      ).status,
    ).toBe(201);
    secrets.verificationToken = await mailedToken(t, "logsafe@example.com");
    expect((await visitor.get(`/api/auth/verify-email?token=${secrets.verificationToken}`)).status).toBe(200);

    const user = t.agent();
    const login = await json(user, "/api/auth/login", { username: "logsafe", password: secrets.firstPassword });
    expect(login.status).toBe(200);
    secrets.firstCookie = sessionCookie(login.headers["set-cookie"]);
    expect(
      (await json(t.agent(), "/api/auth/login", { username: "logsafe", password: secrets.wrongPassword })).status,
    ).toBe(401);

    expect((await json(visitor, "/api/auth/forgot-password", { email: "logsafe@example.com" })).status).toBe(200);
    secrets.resetToken = await mailedToken(t, "logsafe@example.com");
    const reset = await json(visitor, "/api/auth/reset-password", {
      token: secrets.resetToken,
      password: secrets.secondPassword,
    });
    expect(reset.status).toBe(200);

    const again = t.agent();
    const secondLogin = await json(again, "/api/auth/login", { username: "logsafe", password: secrets.secondPassword });
    expect(secondLogin.status).toBe(200);
    secrets.secondCookie = sessionCookie(secondLogin.headers["set-cookie"]);

    const key = await createApiKey(again, "log test");
    secrets.apiKey = key.secret;
    expect((await t.request().get("/api/customers").set("Authorization", key.header)).status).toBe(200);
    const viaGraphql = await graphql(t.request(), "{ customers(first: 1) { totalCount } }").set(
      "Authorization",
      key.header,
    );
    expect(viaGraphql.status).toBe(200);
    expect((await t.request().get("/api/customers").set("Authorization", `${key.header}x`)).status).toBe(401);

    const webhook = await graphql(
      again,
      `
        mutation {
          createWebhookEndpoint(input: { events: ["customer.created"], url: "https://hooks.example.com/in" }) {
            secret
          }
        }
      `,
    );
    secrets.webhookSecret = (
      webhook.body.data as { createWebhookEndpoint: { secret: string } }
    ).createWebhookEndpoint.secret;

    const log = lines.join("\n");
    expect(lines.length).toBeGreaterThan(10);
    const leaked = Object.entries(secrets)
      .filter(([, secret]) => log.includes(secret))
      .map(([name]) => name);
    expect(leaked).toEqual([]);
  });
});
