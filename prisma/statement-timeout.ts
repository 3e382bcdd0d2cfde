import pg from "pg";
import { withClient } from "./pg-client.ts";

/**
 * The request work's limit on each SQL statement, kept as the app role's default in its database
 * (`ALTER ROLE … IN DATABASE … SET statement_timeout`). PostgreSQL applies a role's default to every
 * connection it opens for that role, PgBouncer's server connections included, so the limit holds
 * through a transaction-mode pooler, where a session's own `SET` would land on whichever server
 * connection ran it. The setting is replicated with the catalog, so a replica's connections get it too.
 * It applies to connections opened after it is set; PgBouncer's existing ones keep theirs until
 * they are recycled (server_lifetime). 0 turns it off.
 */
export async function applyStatementTimeout(directUrl: string, timeoutMs: number): Promise<void> {
  if (!Number.isSafeInteger(timeoutMs) || timeoutMs < 0) throw new Error(`Invalid statement timeout: ${timeoutMs}`);
  await withClient(directUrl, async (client) => {
    const { rows } = await client.query<{ name: string }>("SELECT current_database() AS name");
    const database = pg.escapeIdentifier(rows[0]!.name);
    await client.query(`ALTER ROLE CURRENT_USER IN DATABASE ${database} SET statement_timeout = ${timeoutMs}`);
  });
}
