import pg from "pg";

/** Two builds at a time: one per core of the machines the bench runs on. */
const CONNECTIONS = 2;

/**
 * Runs independent statements (index builds) over `client` and CONNECTIONS - 1 more connections to
 * the same database, each taking the next statement when its last one ends, longest first so that
 * the last to finish is a short one. `settings` runs first on each new connection.
 */
export async function buildOnConnections(
  url: string,
  client: pg.ClientBase,
  statements: string[],
  settings: string,
): Promise<void> {
  const queue = [...statements].sort((a, b) => weight(b) - weight(a));
  const extra = Array.from({ length: CONNECTIONS - 1 }, () => new pg.Client({ connectionString: url }));
  try {
    await Promise.all(
      extra.map(async (connection) => {
        await connection.connect();
        await connection.query(settings);
      }),
    );
    await Promise.all(
      [client, ...extra].map(async (connection) => {
        for (let next = queue.shift(); next; next = queue.shift()) await connection.query(next);
      }),
    );
  } finally {
    await Promise.all(extra.map((connection) => connection.end()));
  }
}

/** Trigram indexes take longest, then those on the biggest table; a rough order is enough. */
function weight(statement: string): number {
  return (statement.includes("gin_trgm_ops") ? 2 : 0) + (statement.includes(" activities ") ? 1 : 0);
}
