import { describe, expect, inject, it } from "vitest";
import { signUpAndSignIn } from "./support/accounts.ts";
import { cluster, gatewayUrls } from "./support/cluster.ts";
import type { ClusterClient } from "./support/http-client.ts";

async function sessionOn(client: ClusterClient, baseUrl: string) {
  const answer = await client.send(baseUrl, "GET", "/api/auth/session");
  return [answer.status, answer.body];
}

describe("sessions across gateways", () => {
  it("accepts a session made through gateway 1 on gateways 2 and 3, and a logout through 2 ends it on all three", async () => {
    const [first, second, third] = gatewayUrls(cluster()) as [string, string, string];
    const client = await signUpAndSignIn(first, "roaming", "198.51.100.10", inject("mailFile"));
    const signedIn = await sessionOn(client, first);
    expect(signedIn).toEqual([200, { isAuthenticated: true, userId: expect.any(String) }]);
    expect(await sessionOn(client, second)).toEqual(signedIn);
    expect(await sessionOn(client, third)).toEqual(signedIn);

    // A copy of the cookie, kept by someone else: a logout must end it too, not only clear the browser's.
    const copiedCookie = client.cookie;
    const logout = await client.send(second, "POST", "/api/auth/logout", { body: {} });
    expect([logout.status, logout.body]).toEqual([200, { message: "Logged out successfully" }]);
    client.cookie = copiedCookie;
    const signedOut = [200, { isAuthenticated: false, userId: null }];
    expect(await sessionOn(client, first)).toEqual(signedOut);
    expect(await sessionOn(client, second)).toEqual(signedOut);
    expect(await sessionOn(client, third)).toEqual(signedOut);
  });
});
