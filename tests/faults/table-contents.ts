import pg from "pg";

/** Every row of every table of the public schema, as text, sorted: two databases with equal contents compare equal. */
export async function tableContents(databaseUrl: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT relname AS name FROM pg_class
       WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'p') AND relname <> '_prisma_migrations'
       ORDER BY relname`,
    );
    const contents: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ row: string }>(
        `SELECT to_jsonb(t)::text AS row FROM "${name}" t ORDER BY 1`,
      );
      contents[name] = rows.map((row) => row.row);
    }
    return contents;
  } finally {
    await client.end();
  }
}
