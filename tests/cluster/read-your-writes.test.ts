import type pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { withClient } from "#prisma/pg-client.ts";
import { createApiKey, signUpAndSignIn } from "./support/accounts.ts";
import type { ClusterClient } from "./support/http-client.ts";
import { cluster, gatewayUrls } from "./support/cluster.ts";

type Listed = { data: { id: string }[] };

async function listedIds(client: ClusterClient, baseUrl: string, as: "session" | "apiKey"): Promise<string[]> {
  const listed = await client.send(baseUrl, "GET", "/api/customers?limit=100", { as });
  expect(listed.status).toBe(200);
  return (listed.body as Listed).data.map((row) => row.id);
}

/** Pauses the replica's replay of the primary's log while `work` runs (it still answers queries). */
async function withReplayPaused(work: () => Promise<void>) {
  const replica = cluster().urls.replicaSuperuser;
  await withClient(replica, (client: pg.Client) => client.query("SELECT pg_wal_replay_pause()"));
  try {
    await work();
  } finally {
    await withClient(replica, (client: pg.Client) => client.query("SELECT pg_wal_replay_resume()"));
  }
}

describe("a write through one gateway", () => {
  it("is read through another at once by the same person, one by one and in lists", async () => {
    const [first, second, third] = gatewayUrls(cluster()) as [string, string, string];
    const client = await signUpAndSignIn(first, "writer", "198.51.100.20", inject("mailFile"));
    for (let n = 1; n <= 5; n++) {
      const customer = { name: `Written ${n}`, email: `written-${n}@example.com` };
      const created = await client.send(first, "POST", "/api/customers", { body: customer });
      expect(created.status).toBe(201);
      const { id } = created.body as { id: string };
      const read = await client.send(second, "GET", `/api/customers/${id}`);
      expect([read.status, (read.body as { name: string }).name]).toEqual([200, customer.name]);
      const listed = await client.send(third, "GET", "/api/customers?limit=50");
      expect(listed.status).toBe(200);
      expect((listed.body as { totalCount: number }).totalCount).toBe(n);
      expect((listed.body as { data: { id: string }[] }).data.map((row) => row.id)).toContain(id);

      const renamed = await client.send(third, "PATCH", `/api/customers/${id}`, { body: { name: `Renamed ${n}` } });
      expect(renamed.status).toBe(200);
      const reread = await client.send(first, "GET", `/api/customers/${id}`);
      expect((reread.body as { name: string }).name).toBe(`Renamed ${n}`);
    }
  });

  it("is read from the primary by its writer while the replica lags, and from the replica by others", async () => {
    const [first, second, third] = gatewayUrls(cluster()) as [string, string, string];
    const writer = await signUpAndSignIn(first, "lagging_writer", "198.51.100.21", inject("mailFile"));
    // A key of the writer's workspace that writes nothing: its lists come from the replica.
    await createApiKey(writer, first, "Reader");
    const before = await listedIds(writer, second, "apiKey");

    await withReplayPaused(async () => {
      const created = await writer.send(first, "POST", "/api/customers", {
        body: { name: "Written while the replica waits", email: "waiting@example.com" },
      });
      expect(created.status).toBe(201);
      const { id } = created.body as { id: string };
      expect(await listedIds(writer, second, "session")).toContain(id);
      expect(await listedIds(writer, third, "apiKey")).toEqual(before);
    });

    let seen = await listedIds(writer, third, "apiKey");
    for (let attempt = 0; attempt < 100 && seen.length === before.length; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await listedIds(writer, third, "apiKey");
    }
    expect(seen.length).toBe(before.length + 1);
  });
});
