import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTokenSecret } from "#core/access/tokens.ts";
import type { Database } from "#core/db/db.ts";
import { createReadRouting, type ReadRouting } from "#core/replica/read-routing.ts";
import { createApiKey } from "#tests/support/api-keys.ts";
import { graphql } from "#tests/support/graphql.ts";
import { signedInAgent } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createUser } from "#tests/support/users.ts";

// The routing's own choices are tested in schema/core/replica/read-routing.test.ts; here, with the real app,
// that each caller's write position is kept where the next request of any gateway finds it.

let t: TestApp;
/** What each request asked the routing for: the position its caller's reads must reach. */
const asked: (string | undefined)[] = [];
/** What the routing says the primary's log has reached, as the test sets it. */
let position = "0/1000";

function recordingRouting(db: Database): ReadRouting {
  const real = createReadRouting({ primary: db, log: pino({ level: "silent" }) });
  return {
    replica: undefined,
    readsAfter(readAfter) {
      asked.push(readAfter);
      return real.readsAfter(readAfter);
    },
    writePosition: async () => position,
    stop: () => real.stop(),
  };
}

const CREATE = `mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }`;
const LIST = `{ customers(first: 5) { totalCount } }`;
const SEND_MESSAGE = `mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { message } }`;

beforeAll(async () => {
  t = await startTestApp({}, undefined, {}, recordingRouting);
});

afterAll(() => t.close());

beforeEach(() => {
  asked.length = 0;
});

describe("read your own writes", () => {
  it("keeps a person's write position in their session, whichever transport wrote", async () => {
    // Signing in writes too (the session's start), and the position comes with the new session.
    position = "0/500";
    const agent = await signedInAgent(t, { username: "ryw_person" });
    await graphql(agent, LIST).expect(200);
    expect(asked.at(-1)).toBe("0/500");

    position = "0/1000";
    const created = await graphql(agent, CREATE, { input: { name: "Ada", email: "ada@example.com" } });
    expect(created.body.errors).toBeUndefined();
    await agent.get("/api/customers").expect(200);
    expect(asked.at(-1)).toBe("0/1000");

    position = "0/2000";
    await agent.post("/api/customers").send({ name: "Bo", email: "bo@example.com" }).expect(201);
    await graphql(agent, LIST).expect(200);
    expect(asked.at(-1)).toBe("0/2000");

    // A refused write changed nothing: the position stays.
    position = "0/3000";
    await agent.post("/api/customers").send({ name: "", email: "not-an-email" }).expect(400);
    await agent.get("/api/customers").expect(200);
    expect(asked.at(-1)).toBe("0/2000");
  });

  it("keeps an API key's write position on the key, never moving it back", async () => {
    const owner = await signedInAgent(t, { username: "ryw_owner" });
    const key = await createApiKey(owner, "Sync");
    const withKey = () => t.request().get("/api/customers").set("Authorization", key.header);

    position = "0/A000";
    await t
      .request()
      .post("/api/customers")
      .set("Authorization", key.header)
      .send({ name: "Cy", email: "cy@example.com" })
      .expect(201);
    await withKey().expect(200);
    expect(asked.at(-1)).toBe("0/A000");

    // A write that finished later but started earlier reports an older position: the key keeps the newer.
    position = "0/9000";
    await t
      .request()
      .post("/api/customers")
      .set("Authorization", key.header)
      .send({ name: "Di", email: "di@example.com" })
      .expect(201);
    await withKey().expect(200);
    expect(asked.at(-1)).toBe("0/A000");

    const [row] = await t.db.$queryRaw<
      { read_after: string }[]
    >`SELECT read_after FROM api_keys WHERE id = ${key.id}::uuid`;
    expect(row?.read_after).toBe("0/A000");
  });

  it("keeps the position of a GET that writes: following an e-mailed verification link", async () => {
    const agent = await signedInAgent(t, { username: "ryw_verifier" });
    const unverified = await createUser(t.db, { username: "ryw_unverified", verified: false });
    const { secret, hash } = createTokenSecret();
    await t.db.token.create({
      data: { kind: "email_verification", hash, userId: unverified.id, expiresAt: new Date(Date.now() + 3_600_000) },
    });

    position = "0/B000";
    const verified = await agent.get(`/api/auth/verify-email?token=${secret}`).expect(200);
    expect(verified.body).toEqual({ message: "Email verified successfully!" });
    await graphql(agent, LIST).expect(200);
    expect(asked.at(-1)).toBe("0/B000");
  });

  it("keeps nothing for a visitor without a session", async () => {
    position = "0/F000";
    const sent = await graphql(t.request(), SEND_MESSAGE, {
      input: { name: "Visitor", email: "visitor@example.com", subject: "Hello", message: "A question about plans." },
    }).expect(200);
    expect(sent.body.errors).toBeUndefined();
    expect(sent.headers["set-cookie"]).toBeUndefined();
    await t.request().get("/api/hero").expect(200);
    expect(asked.at(-1)).toBeUndefined();
  });
});
