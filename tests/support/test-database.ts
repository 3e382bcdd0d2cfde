import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { adminQuery, databaseUrl, templateDatabase } from "./postgres-admin.ts";

export type TestDatabase = { url: string; drop(): Promise<void> };

/**
 * A fresh, migrated database of its own for a test file, copied from the template the global setup
 * prepared. Call drop() in afterAll.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject("postgresAdminUrl");
  const name = `test_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${templateDatabase}`);
  return {
    url: databaseUrl(adminUrl, name),
    // FORCE: a pool the test forgot to close must not keep the database alive.
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
