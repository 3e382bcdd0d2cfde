import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { createApiKey, signUpAndSignIn } from "./support/accounts.ts";
import { cluster, gatewayUrls } from "./support/cluster.ts";
import { ClusterClient } from "./support/http-client.ts";
import { API_LIMIT, AUTH_LIMIT } from "./support/limits.ts";

const TOO_MANY_ATTEMPTS = [429, "Too many attempts. Please try again later."];

describe("limits shared by the gateways", () => {
  it("counts failed sign-ins spread over the three gateways together", async () => {
    const urls = gatewayUrls(cluster());
    const guesser = new ClusterClient();
    const guess = async (baseUrl: string) => {
      const answer = await guesser.send(baseUrl, "POST", "/api/auth/login", {
        as: "anonymous",
        forwardedFor: "203.0.113.50",
        body: { username: "someone-guessed", password: "wrong guess" },
      });
      return [answer.status, answer.body];
    };
    expect(AUTH_LIMIT).toBe(urls.length);
    for (const url of urls) expect(await guess(url)).toEqual([401, "Invalid credentials"]);
    for (const url of urls) expect(await guess(url)).toEqual(TOO_MANY_ATTEMPTS);
  });

  it("counts sign-ups from one address spread over the three gateways together", async () => {
    const urls = gatewayUrls(cluster());
    const client = new ClusterClient();
    const signUp = async (baseUrl: string, n: number) => {
      const username = `crowd${n}`;
      const answer = await client.send(baseUrl, "POST", "/api/auth/register", {
        as: "anonymous",
        forwardedFor: "203.0.113.60",
        body: { username, email: `${username}@example.com`, password: "correct horse battery" },
      });
      return answer.status === 429 ? [429, answer.body] : [answer.status];
    };
    const answers = [];
    for (let n = 0; n < AUTH_LIMIT + 3; n++) answers.push(await signUp(urls[n % urls.length]!, n));
    expect(answers).toEqual([[201], [201], [201], TOO_MANY_ATTEMPTS, TOO_MANY_ATTEMPTS, TOO_MANY_ATTEMPTS]);
  });

  it("refuses an API key on a gateway that never saw it once the others have used up its hourly allowance", async () => {
    const state = cluster();
    const [first, second, third] = gatewayUrls(state) as [string, string, string];
    const owner = await signUpAndSignIn(first, "keyholder", "198.51.100.30", inject("mailFile"));
    const keyId = await createApiKey(owner, first, "shared allowance");
    // The hour's use so far, but two: reaching the limit by requests would take API_LIMIT of them.
    const database = new pg.Client({
      connectionString: state.urls.primarySuperuser.replace(/\/postgres$/, "/bramble"),
    });
    await database.connect();
    try {
      await database.query(
        "INSERT INTO rate_limit_counters (key, hits, reset_at) VALUES ($1, $2, now() + interval '1 hour')",
        [`apiKey:${keyId}`, API_LIMIT - 2],
      );
    } finally {
      await database.end();
    }
    const use = async (baseUrl: string) => {
      const answer = await owner.send(baseUrl, "GET", "/api/customers", { as: "apiKey" });
      return answer.status === 200 ? [200] : [answer.status, answer.body];
    };
    expect(await use(first)).toEqual([200]);
    expect(await use(second)).toEqual([200]);
    expect(await use(third)).toEqual([429, `API rate limit exceeded: ${API_LIMIT} requests per hour`]);
  });
});
