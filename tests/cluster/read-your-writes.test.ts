import { describe, expect, inject, it } from "vitest";
import { signUpAndSignIn } from "./support/accounts.ts";
import { cluster, gatewayUrls } from "./support/cluster.ts";

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
});
