import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphql } from "./support/graphql.ts";
import { signedInAgent } from "./support/sign-in.ts";
import { startTestApp, type TestApp } from "./support/test-app.ts";

let t: TestApp;
let secret: string;
const statements: string[] = [];

const CREATE = `mutation { createApiKey(input: { name: "Busy client" }) { secret } }`;
const lastUsedWrites = () => statements.filter((sql) => /^UPDATE\b.*"api_keys".*"last_used_at"/s.test(sql)).length;

beforeAll(async () => {
  t = await startTestApp({ apiRateLimit: 100_000 }, undefined, { onQuery: (sql) => statements.push(sql) });
  const owner = await signedInAgent(t, { username: "busy-owner" });
  secret = (await graphql(owner, CREATE)).body.data.createApiKey.secret as string;
});
afterAll(() => t.close());

describe("an API key's last use", () => {
  it("is written once by a burst of concurrent requests, not by each of them", async () => {
    statements.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.request().get("/api/customers").set("Authorization", `Bearer ${secret}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(lastUsedWrites()).toBe(1);
  });

  it("is not written again within the minute", async () => {
    statements.length = 0;
    await Promise.all(
      Array.from({ length: 5 }, () => t.request().get("/api/customers").set("Authorization", `Bearer ${secret}`)),
    );
    expect(lastUsedWrites()).toBe(0);
  });
});
