import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "./test-database.ts";

describe("createTestDatabase", () => {
  it("gives each caller a migrated database of its own, gone after drop()", async () => {
    const [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      expect(first.url).not.toBe(second.url);
      await query(
        first.url,
        "INSERT INTO site_settings (company_name, company_email, company_phone, company_address, updated_at) VALUES ('A', 'a@example.com', '1', 'Street', now())",
      );
      expect(await query(first.url, "SELECT count(*)::int AS count FROM site_settings")).toEqual([{ count: 1 }]);
      expect(await query(second.url, "SELECT count(*)::int AS count FROM site_settings")).toEqual([{ count: 0 }]);
    } finally {
      await Promise.all([first.drop(), second.drop()]);
    }
    await expect(query(first.url, "SELECT 1")).rejects.toThrow(/does not exist/);
  });
});

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}
