import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServerProcess, type ServerProcess } from "#tests/support/server-process.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

/** Well above what the fuzz run sends, through the settings an operator would use. */
const GENEROUS_RATE_LIMIT = "1000000";

export type FuzzServer = {
  baseUrl: string;
  databaseUrl: string;
  process: ServerProcess;
  /** The error lines (pino level 50 and up) the server logged since the last call. */
  newErrorLines(): string[];
  /** GET /healthz: the server is up and reaches its database. */
  health(): Promise<{ status: number; body: string }>;
  stop(): Promise<void>;
};

/**
 * The real server process (as `npm start` runs it, from the sources) on a fresh test database: a
 * crash or a hang is the process's, not hidden inside the test runner. Production settings, with the
 * rate limits raised through AUTH_RATE_LIMIT and API_RATE_LIMIT, no sample data (small tables keep the
 * per-request digests cheap), and webhooks allowed to loopback so deliveries fail at once, offline.
 */
export async function startFuzzServer(): Promise<FuzzServer> {
  const database: TestDatabase = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), "bramble-fuzz-"));
  const server = startServerProcess({
    NODE_ENV: "production",
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    DEMO_DATA: "false",
    AUTH_RATE_LIMIT: GENEROUS_RATE_LIMIT,
    API_RATE_LIMIT: GENEROUS_RATE_LIMIT,
    WEBHOOKS_ALLOW_PRIVATE_URLS: "true",
  });
  const baseUrl = await server.baseUrl;
  let read = 0;
  return {
    baseUrl,
    databaseUrl: database.url,
    process: server,
    newErrorLines() {
      const output = server.output();
      const fresh = output.slice(read);
      read = output.length;
      return fresh.split("\n").filter((line) => /"level":(5\d|6\d)\b/.test(line));
    },
    async health() {
      const response = await fetch(`${baseUrl}/healthz`);
      return { status: response.status, body: await response.text() };
    },
    async stop() {
      if (server.child.exitCode === null) {
        server.child.kill("SIGTERM");
        await server.exited;
      }
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
