import pg from "pg";

/** One plain pg connection for the length of `work`: for SQL outside Prisma (migrations, backups, bulk loads). */
export async function withClient<Result>(
  databaseUrl: string,
  work: (client: pg.Client) => Promise<Result>,
): Promise<Result> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
