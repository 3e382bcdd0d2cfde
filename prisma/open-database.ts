import { startEmbeddedPostgres } from "./postgres/embedded-postgres.ts";

/**
 * The database a command-line tool works on: DATABASE_URL, or else the embedded PostgreSQL under
 * DATA_DIR (default ./data), shared with the server when it runs.
 */
export async function openDatabase(): Promise<{ url: string; stop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) return { url, stop: async () => {} };
  return startEmbeddedPostgres({ dataDir: process.env.DATA_DIR || "data", log: (message) => console.error(message) });
}
