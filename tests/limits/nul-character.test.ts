import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_HERO } from "#schema/content/content.defaults.ts";
import { DEFAULT_TESTIMONIALS } from "#schema/content/landing-lists.defaults.ts";
import { errorOf, graphql } from "#tests/support/graphql.ts";
import { withoutIds } from "#tests/support/landing-lists.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";

// PostgreSQL cannot store a NUL character in text: any field carrying one is refused with 400 (it was
// a 500), and nothing is written.

const NUL_MESSAGE = "Text cannot contain the NUL character (U+0000)";
const json = { "Content-Type": "application/json" };

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAgent>>;
let member: Awaited<ReturnType<typeof signedInAgent>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAgent(t, { username: "root", role: "admin" });
  member = await signedInAgent(t, { username: "member" });
});
afterAll(() => t.close());

describe("a NUL character in a text", () => {
  it("is refused in a REST body, and the saved hero stays", async () => {
    const response = await admin
      .put("/api/admin/hero")
      .set(json)
      .send({ ...DEFAULT_HERO, badge: "New\u0000" });
    expect([response.status, response.text]).toEqual([400, NUL_MESSAGE]);
    expect((await t.request().get("/api/hero")).body).toEqual(DEFAULT_HERO);
  });

  it("is refused inside a transaction, which leaves the list as it was", async () => {
    const response = await admin
      .put("/api/testimonials")
      .set(json)
      .send([{ quote: "Great\u0000", name: "Ada", rating: 5 }]);
    expect([response.status, response.text]).toEqual([400, NUL_MESSAGE]);
    expect(withoutIds((await t.request().get("/api/testimonials")).body)).toEqual(DEFAULT_TESTIMONIALS);
  });

  it("is refused in a GraphQL input", async () => {
    const send = `mutation { sendContactMessage(input: { name: "Ada", email: "ada@example.com", subject: "Hi", message: "a\\u0000b" }) { message } }`;
    expect(errorOf((await graphql(t.request(), send)).body)).toEqual({ message: NUL_MESSAGE, code: "BAD_USER_INPUT" });
    expect(await t.db.contactMessage.count()).toBe(0);
  });

  it("is refused in a search", async () => {
    const response = await member.get("/api/customers?search=a%00b");
    expect([response.status, response.text]).toEqual([400, NUL_MESSAGE]);
  });
});
