import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser, TEST_PASSWORD } from "#tests/support/users.ts";

const LIMIT = 3;
const TOO_MANY = [429, "Too many attempts. Please try again later."];
const OK = [200, "ok"];

let t: TestApp;
beforeAll(async () => {
  // One proxy in front, so each request can come from the address X-Forwarded-For names.
  t = await startTestApp({ authRateLimit: LIMIT, trustProxy: 1 });
  await createUser(t.db, { username: "rhea" });
  await createUser(t.db, { username: "ulf", verified: false });
});
afterAll(() => t.close());
beforeEach(() => t.db.rateLimitCounter.deleteMany());

async function post(ip: string, route: string, body: object) {
  const response = await t
    .request()
    .post(route)
    .set("X-Forwarded-For", ip)
    .set("Content-Type", "application/json")
    .send(body);
  return [response.status, response.status < 300 ? "ok" : response.text];
}

const forgot = (ip: string, email: string) => post(ip, "/api/auth/forgot-password", { email });
const resend = (ip: string, email: string) => post(ip, "/api/auth/resend-verification", { email });
async function mailsTo(address: string) {
  await t.deliverMail();
  return t.outbox.filter((mail) => mail.to === address).length;
}

describe("reset mails per target address", () => {
  it("stops mailing one address, whatever the IPs asking, once its allowance is spent", async () => {
    const before = await mailsTo("rhea@example.com");
    for (let n = 1; n <= LIMIT; n++) expect(await forgot(`203.0.113.${n}`, "rhea@example.com")).toEqual(OK);
    expect(await forgot("198.51.100.7", "Rhea@Example.COM")).toEqual(TOO_MANY);
    expect((await mailsTo("rhea@example.com")) - before).toBe(LIMIT);
    // The address is held, not the IP that asked last.
    expect(await forgot("198.51.100.7", "someone-else@example.com")).toEqual(OK);
  });

  it("counts an address without an account like one with, so a refusal tells them apart no better", async () => {
    for (let n = 1; n <= LIMIT; n++) expect(await forgot(`203.0.113.${n}`, "nobody@example.com")).toEqual(OK);
    expect(await forgot("198.51.100.7", "nobody@example.com")).toEqual(TOO_MANY);
  });

  it("draws GraphQL requests from the same allowance", async () => {
    for (let n = 1; n <= LIMIT; n++) expect(await forgot(`203.0.113.${n}`, "rhea@example.com")).toEqual(OK);
    const viaGraphql = await graphql(
      t.request(),
      `
        mutation {
          requestPasswordReset(input: { email: "rhea@example.com" }) {
            message
          }
        }
      `,
    ).set("X-Forwarded-For", "198.51.100.9");
    expect(errorOf(viaGraphql.body)).toEqual({
      message: "Too many attempts. Please try again later.",
      code: "RATE_LIMITED",
    });
  });
});

describe("verification mails per target address", () => {
  it("stops resending to one address once its allowance is spent, apart from its reset mails", async () => {
    const before = await mailsTo("ulf@example.com");
    for (let n = 1; n <= LIMIT; n++) expect(await resend(`203.0.113.${n}`, "ulf@example.com")).toEqual(OK);
    expect(await resend("198.51.100.7", "ulf@example.com")).toEqual(TOO_MANY);
    expect((await mailsTo("ulf@example.com")) - before).toBe(LIMIT);
    expect(await forgot("198.51.100.7", "ulf@example.com")).toEqual(OK);
  });

  it("counts the mails signing up sends to an address (a verification link, or a note that it has an account)", async () => {
    for (let n = 1; n <= LIMIT; n++) {
      const body = { username: `signer-${n}`, email: "signer@example.com", password: "correct-horse" };
      expect(await post(`203.0.113.${n}`, "/api/auth/register", body)).toEqual([201, "ok"]);
    }
    expect(await resend("198.51.100.7", "signer@example.com")).toEqual(TOO_MANY);
  });

  it("counts the links an e-mail change sends to the new address", async () => {
    const agent = await signedInAgent(t, { username: "mover" });
    const send = async (ip: string, route: string, method: "put" | "post", body: object) => {
      const response = await agent[method](route)
        .set("X-Forwarded-For", ip)
        .set("Content-Type", "application/json")
        .send(body);
      return [response.status, response.status < 300 ? "ok" : response.text];
    };
    expect(
      await send("203.0.113.1", "/api/user/profile", "put", {
        currentPassword: TEST_PASSWORD,
        email: "new-home@example.com",
      }),
    ).toEqual(OK);
    for (let n = 2; n <= LIMIT; n++) {
      expect(await send(`203.0.113.${n}`, "/api/user/email-change/resend", "post", {})).toEqual(OK);
    }
    expect(await send("198.51.100.7", "/api/user/email-change/resend", "post", {})).toEqual(TOO_MANY);
    expect(await resend("198.51.100.8", "new-home@example.com")).toEqual(TOO_MANY);
  });
});
