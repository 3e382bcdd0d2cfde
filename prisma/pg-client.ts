import pg from "pg";

/**
 * A startup option lifting the request work's statement timeout (statement-timeout.ts) for a
 * connection of long-running work: the migrations, backups and restores, the job queue. PostgreSQL
 * honours it on a direct connection (DATABASE_DIRECT_URL); PgBouncer ignores it, so it never reaches
 * a server connection that requests share.
 */
export const WITHOUT_STATEMENT_TIMEOUT = "-c statement_timeout=0";

/** One plain pg connection for the length of `work`: for SQL outside Prisma (migrations, backups, bulk loads). */
export async function withClient<Result>(
  databaseUrl: string,
  work: (client: pg.Client) => Promise<Result>,
): Promise<Result> {
  const client = new pg.Client({ connectionString: databaseUrl, options: WITHOUT_STATEMENT_TIMEOUT });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
