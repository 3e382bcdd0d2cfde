import pg from "pg";

/** The migrated database test databases are copied from (see postgres-global-setup.ts). */
export const templateDatabase = "template_bramble";

/** Runs one statement, such as CREATE DATABASE, over a connection of its own. */
export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of another database on the server `adminUrl` points to. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
